/** Request headers every client sends (spec/rules.md section 7). Header names are case-insensitive on the wire. */
export const REQUEST_HEADERS = {
  authorization: 'authorization',
  deviceId: 'device-id',
  sessionId: 'session-id',
  acceptLanguage: 'accept-language',
  country: 'country',
  portalEditLanguage: 'portal-edit-language',
  channel: 'channel',
  application: 'application',
  appVersion: 'app-version',
} as const;

export const CHANNEL_PORTAL = 'portal';
export const APP_VERSION = 'v1';

/** A bearer token is sent only when it is a real value: not empty and not the text "undefined". */
export function usableToken(token: string | null | undefined): string | undefined {
  const trimmed = token?.trim();
  if (!trimmed || trimmed === 'undefined' || trimmed === 'null') return undefined;
  return trimmed;
}

/** Extracts the token from an Authorization header value ("Bearer x"), applying the same rule. */
export function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  return usableToken(match ? match[1] : undefined);
}
