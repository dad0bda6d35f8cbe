import type { TLocale } from '@brifa/contracts';
import { RETURN_PATH_PARAM } from './app-paths.ts';

/** The localised public link paths of spec/product.md section 2. Both always resolve. */
export const PUBLIC_PAGES = {
  home: { tr: '/tr', en: '/' },
  join: { tr: '/bize-katil', en: '/get-listed' },
  howItWorks: { tr: '/nasil-calisir', en: '/how-works' },
  about: { tr: '/hakkimizda', en: '/about-us' },
  cookiePolicy: { tr: '/cerez-politikasi', en: '/cookie-policy' },
  privacyPolicy: { tr: '/gizlilik-politikasi', en: '/privacy-policy' },
  termsOfUse: { tr: '/kullanim-sartlari', en: '/terms-of-use' },
  contractAndRules: { tr: '/sozlesme-ve-kurallar', en: '/contract-and-rules' },
  clarificationText: { tr: '/aydinlatma-metni', en: '/clarification-text' },
} as const satisfies Record<string, Record<TLocale, string>>;

export type TPublicPage = keyof typeof PUBLIC_PAGES;

/**
 * The account screens' Turkish and English paths (spec/product.md section 2). The Turkish ones speak Turkish;
 * the English ones are also where redirects send everyone (e.g. a 401 to /login), so they imply no language.
 */
export const ACCOUNT_PAGES = {
  login: { tr: '/giris', en: '/login' },
  register: { tr: '/kayit-ol', en: '/register' },
  providerRegister: { tr: '/ajans-kayit-ol', en: '/provider/register' },
  forgotPassword: { tr: '/sifremi-unuttum', en: '/forget-password' },
} as const satisfies Record<string, Record<TLocale, string>>;

export type TAccountPage = keyof typeof ACCOUNT_PAGES;

/** The account page in the reader's language, carrying a return path along when there is one. */
export function accountPath(page: TAccountPage, locale: TLocale, returnUrl?: string | null): string {
  const path = ACCOUNT_PAGES[page][locale];
  return returnUrl ? `${path}?${RETURN_PATH_PARAM}=${encodeURIComponent(returnUrl)}` : path;
}

/** An account page and the rest of the path after it (an invite key), in either language. */
function accountPageAt(path: string): { page: TAccountPage; locale: TLocale; rest: string } | undefined {
  for (const page of Object.keys(ACCOUNT_PAGES) as TAccountPage[]) {
    for (const locale of ['tr', 'en'] as const) {
      const base = ACCOUNT_PAGES[page][locale];
      if (path === base || path.startsWith(`${base}/`))
        return { page, locale, rest: path.slice(base.length) };
    }
  }
  return undefined;
}

export const AGENCY_PROFILE_PREFIX: Record<TLocale, string> = { tr: '/ajans/', en: '/agency/' };

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/**
 * The language a path itself implies. "/" is the English home in the spec's table, but it is also where every
 * visitor lands, so it implies nothing: the cookie, the browser and then Turkish decide there.
 */
export function localeFromPath(pathname: string): TLocale | undefined {
  const path = normalise(pathname);
  if (path === '/') return undefined;
  const page = publicPageAt(path);
  if (page) return PUBLIC_PAGES[page].tr === path ? 'tr' : 'en';
  const account = accountPageAt(path);
  if (account) return account.locale === 'tr' ? 'tr' : undefined;
  if (path.startsWith(AGENCY_PROFILE_PREFIX.tr)) return 'tr';
  if (path.startsWith(AGENCY_PROFILE_PREFIX.en)) return 'en';
  return undefined;
}

/** Which public page a path is, in either language. */
export function publicPageAt(pathname: string): TPublicPage | undefined {
  const path = normalise(pathname);
  return (Object.keys(PUBLIC_PAGES) as TPublicPage[]).find(
    (page) => PUBLIC_PAGES[page].tr === path || PUBLIC_PAGES[page].en === path,
  );
}

/** The same page in the other language, for the language switch; other paths stay where they are. */
export function pathInLocale(pathname: string, locale: TLocale): string {
  const path = normalise(pathname);
  const page = publicPageAt(path);
  if (page) return PUBLIC_PAGES[page][locale];
  const account = accountPageAt(path);
  if (account) {
    const trimmed = pathname.replace(/\/+$/, '');
    return ACCOUNT_PAGES[account.page][locale] + trimmed.slice(trimmed.length - account.rest.length);
  }
  for (const prefix of Object.values(AGENCY_PROFILE_PREFIX)) {
    if (path.startsWith(prefix)) return AGENCY_PROFILE_PREFIX[locale] + pathname.slice(prefix.length);
  }
  return pathname;
}

export function publicPath(page: TPublicPage, locale: TLocale): string {
  return PUBLIC_PAGES[page][locale];
}
