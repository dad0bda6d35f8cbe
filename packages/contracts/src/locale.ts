/** Interface languages. Turkish is the default everywhere. */
export const LOCALES = ['tr', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'tr';

/** The value stored in the `language` cookie and sent as LanguageCode (spec: tr-TR, en-TR). */
export const LANGUAGE_CODES: Record<TLocale, string> = { tr: 'tr-TR', en: 'en-TR' };

export const LANGUAGE_COOKIE = 'language';
export const COUNTRY_COOKIE = 'country';

export function isLocale(value: unknown): value is TLocale {
  return value === 'tr' || value === 'en';
}

/**
 * Reads the `language` cookie. `undefined` when absent, `'invalid'` when present but not a language we serve,
 * so the API can answer with the spec's delete-cookie message.
 */
export function parseLanguageCookie(value: string | undefined | null): TLocale | 'invalid' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const match = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(value.trim());
  const primary = match?.[1]?.toLowerCase();
  return isLocale(primary) ? primary : 'invalid';
}

/** Picks the best served language from an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | undefined | null): TLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLocale);
}
