// The tr dictionary's entry for the browser: its chunk is named dictionary-tr-<hash>.js (the JS budget check finds it).
export { tr as dictionary } from './tr.ts';
