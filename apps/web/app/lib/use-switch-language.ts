import { LANGUAGE_CODES, LANGUAGE_COOKIE, LOCALE_COOKIE_DAYS, type TLocale } from '@brifa/contracts';
import { useLocation, useNavigate } from 'react-router';
import { pathInLanguage } from './category-page-paths.ts';

export function languageCookie(locale: TLocale): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LANGUAGE_COOKIE}=${LANGUAGE_CODES[locale]}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** Stores the choice in the `language` cookie (365 days) and moves to the same page in that language. */
export function useSwitchLanguage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (locale: TLocale) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = languageCookie(locale);
    const target = pathInLanguage(location.pathname, locale);
    void navigate(`${target}${target === location.pathname ? location.search : ''}${location.hash}`, {
      replace: target === location.pathname,
      preventScrollReset: true,
    });
  };
}
