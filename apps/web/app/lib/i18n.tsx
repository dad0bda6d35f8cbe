import { formatMessage, ruleParams, type TLocale } from '@brifa/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { TDictionary, TMessageKey } from '../locales/tr.ts';

export type TTranslate = (key: TMessageKey, params?: Record<string, string | number>) => string;

/**
 * Each language's dictionary is its own chunk: the browser loads only the page's language (entry.client before
 * hydration, the root's clientLoader on later navigations); the server loads both when it starts. The lighter
 * pages (locales/shell-dictionary.ts) start with a part only (the shell, or the shell with the page's own key
 * groups); whatever opens there next (a pop-up, the next page) loads the whole dictionary first
 * (loadFullDictionaries).
 */
const DICTIONARY_LOADERS: Record<TLocale, () => Promise<TDictionary>> = {
  tr: () => import('../locales/dictionary-tr.ts').then((module) => module.dictionary),
  en: () => import('../locales/dictionary-en.ts').then((module) => module.dictionary),
};
/**
 * A page's dictionary part (locales/shell-dictionary.ts), named by its route module as `export const handle`, next
 * to the page: entry.client loads it instead of the whole dictionary before hydrating that page.
 */
export type TDictionaryPartHandle = {
  dictionary: Record<TLocale, () => Promise<{ dictionary: Partial<TDictionary> }>>;
};
const loaded: Partial<Record<TLocale, TDictionary>> = {};
const parts: Partial<Record<TLocale, Partial<TDictionary>>> = {};

export async function loadDictionary(locale: TLocale): Promise<void> {
  loaded[locale] ??= await DICTIONARY_LOADERS[locale]();
}

/** A part of a language's dictionary (nothing to do once the whole one is there). */
export async function loadDictionaryPart(
  locale: TLocale,
  load: TDictionaryPartHandle['dictionary'][TLocale],
): Promise<void> {
  if (loaded[locale]) return;
  const { dictionary } = await load();
  parts[locale] = { ...parts[locale], ...dictionary };
}

export function hasFullDictionaries(): boolean {
  return (Object.keys(parts) as TLocale[]).every((locale) => loaded[locale]);
}

/** Before rendering anything beyond a part: the whole dictionary of every language that has only a part. */
export async function loadFullDictionaries(): Promise<void> {
  await Promise.all((Object.keys(parts) as TLocale[]).map(loadDictionary));
}

if (import.meta.env.SSR) await Promise.all([loadDictionary('tr'), loadDictionary('en')]);

/**
 * Texts name the product's rules as parameters ("{maxAgencies} ajans"): the rules (contracts ruleParams) are the
 * default params of every translation, so a call passes only its own values.
 */
export function translator(locale: TLocale): TTranslate {
  if (!loaded[locale] && !parts[locale]) {
    throw new Error(`The ${locale} dictionary is not loaded (await loadDictionary first)`);
  }
  const rules = ruleParams(locale);
  return (key, params) => {
    // Read at each call: a part gives way to the whole dictionary once that has loaded.
    const text = (loaded[locale] ?? parts[locale])?.[key];
    if (text === undefined) {
      // A page rendered a text outside its part (locales/shell-dictionary.ts lists what each part has).
      console.error(`"${key}" is not in the ${locale} dictionary part of this page`);
      void loadDictionary(locale);
      return '';
    }
    return formatMessage(text, params ? { ...rules, ...params } : rules, locale);
  };
}

const LocaleContext = createContext<TLocale>('tr');

export function LocaleProvider({ locale, children }: { locale: TLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): TLocale {
  return useContext(LocaleContext);
}

export function useT(): TTranslate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}
