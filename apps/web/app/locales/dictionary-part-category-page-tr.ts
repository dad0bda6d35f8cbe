// The tr 'category-page' dictionary part's entry for the browser (chunk dictionary-part-category-page-tr-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/category-page/tr';
