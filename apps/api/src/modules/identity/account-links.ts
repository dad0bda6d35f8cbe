import type { TLocale } from '@brifa/contracts';
import { publicUrl, type TDeps } from '../../platform/deps.ts';

/** The web's account pages that account e-mails and SMS link to, in the reader's language. */
const PAGES = {
  login: { tr: '/giris', en: '/login' },
  forgotPassword: { tr: '/sifremi-unuttum', en: '/forget-password' },
} as const satisfies Record<string, Record<TLocale, string>>;

export function accountPageLink(deps: Pick<TDeps, 'config'>, page: keyof typeof PAGES, locale: TLocale) {
  return `${publicUrl(deps.config)}${PAGES[page][locale]}`;
}
