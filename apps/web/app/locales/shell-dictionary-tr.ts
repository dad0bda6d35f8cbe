// The tr 'shell' dictionary part's entry for the browser (chunk shell-dictionary-tr-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/shell/tr';
