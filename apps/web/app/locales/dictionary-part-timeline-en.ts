// The en 'timeline' dictionary part's entry for the browser (chunk dictionary-part-timeline-en-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/timeline/en';
