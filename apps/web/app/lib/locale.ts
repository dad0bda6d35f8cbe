import {
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  parseLanguageCookie,
  type TLocale,
} from '@brifa/contracts';
import { localeFromPath } from './public-paths.ts';

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The page language: the route first, then the `language` cookie, then the browser, then the brand's default.
 * An unreadable cookie is ignored here (the API answers it with its own message).
 */
export function resolveLocale(input: {
  pathname: string;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
  fallback: TLocale;
}): TLocale {
  const fromCookie = parseLanguageCookie(readCookie(input.cookieHeader, LANGUAGE_COOKIE));
  return (
    localeFromPath(input.pathname) ??
    (fromCookie === 'invalid' ? undefined : fromCookie) ??
    localeFromAcceptLanguage(input.acceptLanguage) ??
    input.fallback
  );
}
