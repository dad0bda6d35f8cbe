import { formatMessage, ruleParams, type TLocale } from '@brifa/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { TDictionary, TMessageKey } from '../locales/tr.ts';

export type TTranslate = (key: TMessageKey, params?: Record<string, string | number>) => string;

/**
 * Each language's dictionary is its own chunk: the browser loads only the page's language (entry.client before
 * hydration, the root's clientLoader when the language changes); the server loads both when it starts.
 */
const DICTIONARY_LOADERS: Record<TLocale, () => Promise<TDictionary>> = {
  tr: () => import('../locales/dictionary-tr.ts').then((module) => module.dictionary),
  en: () => import('../locales/dictionary-en.ts').then((module) => module.dictionary),
};
const loaded: Partial<Record<TLocale, TDictionary>> = {};

export async function loadDictionary(locale: TLocale): Promise<void> {
  loaded[locale] ??= await DICTIONARY_LOADERS[locale]();
}

if (import.meta.env.SSR) await Promise.all([loadDictionary('tr'), loadDictionary('en')]);

/**
 * Texts name the product's rules as parameters ("{maxAgencies} ajans"): the rules (contracts ruleParams) are the
 * default params of every translation, so a call passes only its own values.
 */
export function translator(locale: TLocale): TTranslate {
  const dictionary = loaded[locale];
  if (!dictionary) throw new Error(`The ${locale} dictionary is not loaded (await loadDictionary first)`);
  const rules = ruleParams(locale);
  return (key, params) => formatMessage(dictionary[key], params ? { ...rules, ...params } : rules, locale);
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
