// The tr 'directory' dictionary part's entry for the browser (chunk dictionary-part-directory-tr-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/directory/tr';
