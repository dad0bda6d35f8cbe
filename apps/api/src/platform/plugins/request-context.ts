import {
  AUTH_COOKIE,
  COUNTRY_COOKIE,
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  parseLanguageCookie,
  REQUEST_HEADERS,
  type TLocale,
  tokenFromAuthorization,
  usableToken,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';

/** What the API knows about the caller before any module runs (spec/rules.md section 7 headers). */
export type TRequestContext = {
  locale: TLocale;
  /** true when the `language` cookie is present but not a language we serve */
  invalidLanguageCookie: boolean;
  /** The session token: the bearer header's, else the HttpOnly auth cookie's. */
  token: string | undefined;
  /** Where the token came from: a cookie-authenticated change must come from the app's own origin. */
  tokenSource: 'bearer' | 'cookie' | undefined;
  deviceId: string | undefined;
  sessionId: string | undefined;
  country: string | undefined;
  portalEditLanguage: string | undefined;
  channel: string | undefined;
  application: string | undefined;
  appVersion: string | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: TRequestContext;
  }
}

/** A request header's first value, trimmed; longer values than `max` are treated as absent. */
function header(request: FastifyRequest, name: string, max = 200): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

export function readRequestContext(request: FastifyRequest, defaultLocale: TLocale = DEFAULT_LOCALE) {
  const cookieLanguage = parseLanguageCookie(request.cookies?.[LANGUAGE_COOKIE]);
  const locale =
    (cookieLanguage !== 'invalid' ? cookieLanguage : undefined) ??
    localeFromAcceptLanguage(header(request, REQUEST_HEADERS.acceptLanguage)) ??
    defaultLocale;
  const bearer = tokenFromAuthorization(header(request, REQUEST_HEADERS.authorization, 4096));
  const cookie = request.cookies?.[AUTH_COOKIE];
  const cookieToken = bearer || (cookie?.length ?? 0) > 4096 ? undefined : usableToken(cookie);
  return {
    locale,
    invalidLanguageCookie: cookieLanguage === 'invalid',
    token: bearer ?? cookieToken,
    tokenSource: bearer ? 'bearer' : cookieToken ? 'cookie' : undefined,
    deviceId: header(request, REQUEST_HEADERS.deviceId),
    sessionId: header(request, REQUEST_HEADERS.sessionId),
    country: header(request, REQUEST_HEADERS.country) ?? request.cookies?.[COUNTRY_COOKIE],
    portalEditLanguage: header(request, REQUEST_HEADERS.portalEditLanguage),
    channel: header(request, REQUEST_HEADERS.channel),
    application: header(request, REQUEST_HEADERS.application),
    appVersion: header(request, REQUEST_HEADERS.appVersion),
  } satisfies TRequestContext;
}
