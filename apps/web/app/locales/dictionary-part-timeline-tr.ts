// The tr 'timeline' dictionary part's entry for the browser (chunk dictionary-part-timeline-tr-<hash>.js); vite.config.ts makes it.
export { dictionary } from 'virtual:dictionary-part/timeline/tr';
