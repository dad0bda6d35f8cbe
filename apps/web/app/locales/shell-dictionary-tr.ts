// The tr shell dictionary's entry for the browser (chunk shell-dictionary-tr-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:shell-dictionary/tr';
