// The en 'login' dictionary part's entry for the browser (chunk dictionary-part-login-en-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/login/en';
