import { formatMessage, ruleParams, type TLocale } from '@brifa/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { TDictionary, TMessageKey } from '../locales/tr.ts';

export type TTranslate = (key: TMessageKey, params?: Record<string, string | number>) => string;

/**
 * Each language's dictionary is its own chunk: the browser loads only the page's language (entry.client before
 * hydration, the root's clientLoader on later navigations); the server loads both when it starts. The lightest
 * pages (locales/shell-dictionary.ts) start with the shell part only; whatever opens there next (a pop-up, the
 * next page) loads the whole dictionary first (loadFullDictionaries).
 */
const DICTIONARY_LOADERS: Record<TLocale, () => Promise<TDictionary>> = {
  tr: () => import('../locales/dictionary-tr.ts').then((module) => module.dictionary),
  en: () => import('../locales/dictionary-en.ts').then((module) => module.dictionary),
};
const SHELL_LOADERS: Record<TLocale, () => Promise<Partial<TDictionary>>> = {
  tr: () => import('../locales/shell-dictionary-tr.ts').then((module) => module.dictionary),
  en: () => import('../locales/shell-dictionary-en.ts').then((module) => module.dictionary),
};
const loaded: Partial<Record<TLocale, TDictionary>> = {};
const shells: Partial<Record<TLocale, Partial<TDictionary>>> = {};

export async function loadDictionary(locale: TLocale): Promise<void> {
  loaded[locale] ??= await DICTIONARY_LOADERS[locale]();
}

export async function loadShellDictionary(locale: TLocale): Promise<void> {
  shells[locale] ??= await SHELL_LOADERS[locale]();
}

export function hasFullDictionaries(): boolean {
  return (Object.keys(shells) as TLocale[]).every((locale) => loaded[locale]);
}

/** Before rendering anything beyond the shell: the whole dictionary of every language that has only its shell. */
export async function loadFullDictionaries(): Promise<void> {
  await Promise.all((Object.keys(shells) as TLocale[]).map(loadDictionary));
}

if (import.meta.env.SSR) await Promise.all([loadDictionary('tr'), loadDictionary('en')]);

/**
 * Texts name the product's rules as parameters ("{maxAgencies} ajans"): the rules (contracts ruleParams) are the
 * default params of every translation, so a call passes only its own values.
 */
export function translator(locale: TLocale): TTranslate {
  const dictionary: Partial<TDictionary> | undefined = loaded[locale] ?? shells[locale];
  if (!dictionary) throw new Error(`The ${locale} dictionary is not loaded (await loadDictionary first)`);
  const rules = ruleParams(locale);
  return (key, params) => {
    const text = dictionary[key];
    if (text === undefined) {
      // A shell page rendered a text outside the shell (locales/shell-dictionary.ts lists what it has).
      console.error(`"${key}" is not in the ${locale} shell dictionary`);
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
