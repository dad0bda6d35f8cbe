// The en 'shell' dictionary part's entry for the browser (chunk shell-dictionary-en-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/shell/en';
