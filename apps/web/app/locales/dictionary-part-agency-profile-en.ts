// The en 'agency-profile' dictionary part's entry for the browser (chunk dictionary-part-agency-profile-en-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/agency-profile/en';
