/**
 * Dictionary parts: a page starts with only the texts its first screen names, not the whole dictionary (about
 * 24 kB compressed per language). The shell part (header, footer, home, errors, page titles) serves the home,
 * marketing and legal pages; the directory, the agency profile and the login page each get the shell plus their
 * own key groups. vite.config.ts builds one chunk per part and language (virtual:dictionary-part/<part>/<locale>,
 * entered through locales/dictionary-part-<part>-<locale>.ts and shell-dictionary-<locale>.ts). A route module
 * names its part next to its page, as `handle` (lib/i18n.tsx TDictionaryPartHandle); entry.client loads it before
 * hydration, and whatever opens next (a pop-up, the next page) loads the whole dictionary first. A route without
 * one starts with the whole dictionary. The JS budget check fails when a page's scripts name a key outside its
 * part.
 */
export const SHELL_KEY_PREFIXES = [
  'content.',
  'error.',
  'footer.',
  'home.',
  'language.',
  'layout.',
  'legal.',
  'meta.',
  'nav.',
  'page.',
  'redirect.',
  'briefFlow.start',
  'briefFlow.sendProject',
] as const;

/** Each part's keys beyond the shell: a prefix ends with "."; anything else is one key. */
export const DICTIONARY_PARTS = {
  shell: [],
  directory: ['directory.'],
  'agency-profile': [
    'agencyProfile.',
    'brief.choice.audience.',
    'brief.geoScope.',
    'matchSettings.agencyType.',
  ],
  // Issue 21: the category and city pages (the directory's cards and ad label) and the public timeline.
  'category-page': ['categoryPage.', 'directory.ads.label', 'directory.card.', 'directory.results.sponsored'],
  timeline: ['timeline.'],
  login: ['account.code.', 'account.field.', 'account.forgot.', 'account.login.', 'account.register.'],
} as const satisfies Record<string, readonly string[]>;

export type TDictionaryPart = keyof typeof DICTIONARY_PARTS;
export const DICTIONARY_PART_NAMES = Object.keys(DICTIONARY_PARTS) as TDictionaryPart[];

function matches(prefixes: readonly string[], key: string): boolean {
  return prefixes.some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix));
}

export function isShellKey(key: string): boolean {
  return matches(SHELL_KEY_PREFIXES, key);
}

/** Whether `key` is in `part` (every part holds the shell). */
export function isPartKey(part: TDictionaryPart, key: string): boolean {
  return isShellKey(key) || matches(DICTIONARY_PARTS[part], key);
}

export function partOf<T extends Record<string, string>>(dictionary: T, part: TDictionaryPart): Partial<T> {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => isPartKey(part, key))) as Partial<T>;
}
