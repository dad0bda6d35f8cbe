import {
  COUNTRY_COOKIE,
  identityEndpoints,
  LANGUAGE_CODES,
  LOCALE_COOKIE_DAYS,
  type TEnvelope,
  type TLocale,
} from '@brifa/contracts';
import { ApiRequestError, callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { languageCookie } from '../../../lib/use-switch-language.ts';
import { useSettingsSave } from './save-settings.ts';

/** The market every locale of the product belongs to (tr-TR and en-TR). */
export const COUNTRY_CODE = 'TR';

/** PUT user/language. */
export async function updateLanguage(api: TApiContext, locale: TLocale): Promise<TEnvelope<unknown>> {
  const answer = await callEndpointEnvelope(api, identityEndpoints.putUserLanguage, {
    body: { LanguageCode: LANGUAGE_CODES[locale] },
  });
  // An answer that reports an exception is a failure even if it claims success: the cookies must not move.
  if (answer.HasExceptionError) {
    throw new ApiRequestError(answer.Message, answer.StatusCode, { ...answer, Data: null });
  }
  return answer;
}

export function countryCookie(): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${COUNTRY_COOKIE}=${COUNTRY_CODE}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** Called only after the API accepted the change (spec section 4): both language cookies, 365 days. */
export function writeLanguageCookies(locale: TLocale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = languageCookie(locale);
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = countryCookie();
}

export function useUpdateLanguage() {
  return useSettingsSave(updateLanguage, { notify: false });
}
