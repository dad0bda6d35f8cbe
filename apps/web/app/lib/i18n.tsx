import { formatMessage, ruleParams, type TLocale } from '@brifa/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { en } from '../locales/en.ts';
import { type TMessageKey, tr } from '../locales/tr.ts';

export const DICTIONARIES = { tr, en } as const;

export type TTranslate = (key: TMessageKey, params?: Record<string, string | number>) => string;

/**
 * Texts name the product's rules as parameters ("{maxAgencies} ajans"): the rules (contracts ruleParams) are the
 * default params of every translation, so a call passes only its own values.
 */
export function translator(locale: TLocale): TTranslate {
  const dictionary = DICTIONARIES[locale];
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
