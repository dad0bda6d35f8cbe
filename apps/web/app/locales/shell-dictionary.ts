/**
 * The shell dictionary: the few texts the lightest pages need (header, footer, home, errors, page titles), sent
 * instead of the whole dictionary to the routes in SHELL_DICTIONARY_ROUTES. Anything else (a pop-up, the next
 * page) loads the whole dictionary first (lib/i18n.tsx). The JS budget check fails when a home page script
 * names a key outside it.
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

/** Route ids (routes.ts) whose pages render with the shell dictionary. */
export const SHELL_DICTIONARY_ROUTES: readonly string[] = [
  'home',
  'howItWorks',
  'about',
  'join',
  'cookiePolicy',
  'privacyPolicy',
  'termsOfUse',
  'contractAndRules',
  'clarificationText',
].flatMap((page) => [`${page}-en`, `${page}-tr`]);

export function isShellKey(key: string): boolean {
  return SHELL_KEY_PREFIXES.some((prefix) =>
    prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix,
  );
}

export function shellOf<T extends Record<string, string>>(dictionary: T): Partial<T> {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => isShellKey(key))) as Partial<T>;
}
