/** vite.config.ts (dictionaryParts): a part of a language's dictionary (locales/shell-dictionary.ts), computed at build time. */
declare module 'virtual:dictionary-part/*' {
  export const dictionary: Partial<import('./locales/tr.ts').TDictionary>;
}
