// The en dictionary's entry for the browser: its chunk is named dictionary-en-<hash>.js (the JS budget check finds it).
export { en as dictionary } from './en.ts';
