import { z } from 'zod';

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

/**
 * Optional on POST Offer: a client-generated key (a UUID, made once per submit attempt and kept across its
 * retries). The same signed-in user sending the same key again gets the first result, and nothing new is
 * created.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = z.string().trim().min(8).max(100);
/** A route's headers schema with the optional Idempotency-Key; the other headers pass through untouched. */
export const ZIdempotencyHeaders = z
  .object({
    [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional().describe(
      'Makes the request safe to retry: the same user and key answer the first result without creating anything (8 to 100 characters, e.g. a UUID)',
    ),
  })
  .passthrough();
