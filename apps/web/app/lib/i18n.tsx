import { formatMessage, type TLocale } from '@brifa/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { en } from '../locales/en.ts';
import { type TMessageKey, tr } from '../locales/tr.ts';

export const DICTIONARIES = { tr, en } as const;

export type TTranslate = (key: TMessageKey, params?: Record<string, string | number>) => string;

export function translator(locale: TLocale): TTranslate {
  const dictionary = DICTIONARIES[locale];
  return (key, params) => formatMessage(dictionary[key], params);
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
