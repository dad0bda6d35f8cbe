import type { TLocale } from '@brifa/contracts';

/** The language switch's address (routes/language.ts): the server stores the choice and returns to `current`. */
export function languageSwitchPath(locale: TLocale, current: string): string {
  return `/language/${locale}?${new URLSearchParams({ next: current })}`;
}
