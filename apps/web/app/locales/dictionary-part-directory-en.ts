// The en 'directory' dictionary part's entry for the browser (chunk dictionary-part-directory-en-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/directory/en';
