// The en 'category-page' dictionary part's entry for the browser (chunk dictionary-part-category-page-en-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/category-page/en';
