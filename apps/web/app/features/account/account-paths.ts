import type { TLocale } from '@brifa/contracts';
import { RETURN_PATH_PARAM } from '../../lib/app-paths.ts';

/** The account screens' Turkish and English paths (spec/product.md section 2); both always resolve. */
export const ACCOUNT_PAGES = {
  login: { tr: '/giris', en: '/login' },
  register: { tr: '/kayit-ol', en: '/register' },
  providerRegister: { tr: '/ajans-kayit-ol', en: '/provider/register' },
  forgotPassword: { tr: '/sifremi-unuttum', en: '/forget-password' },
} as const satisfies Record<string, Record<TLocale, string>>;

export type TAccountPage = keyof typeof ACCOUNT_PAGES;

/** The page in the reader's language, carrying a return path along when there is one. */
export function accountPath(page: TAccountPage, locale: TLocale, returnUrl?: string | null): string {
  const path = ACCOUNT_PAGES[page][locale];
  return returnUrl ? `${path}?${RETURN_PATH_PARAM}=${encodeURIComponent(returnUrl)}` : path;
}
