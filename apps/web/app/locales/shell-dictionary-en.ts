// The en shell dictionary's entry for the browser (chunk shell-dictionary-en-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:shell-dictionary/en';
