/** vite.config.ts (shellDictionaries): the shell part of a language's dictionary, computed at build time. */
declare module 'virtual:shell-dictionary/*' {
  export const dictionary: Partial<import('./locales/tr.ts').TDictionary>;
}
