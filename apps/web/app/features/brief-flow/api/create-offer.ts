import { briefsEndpoints, IDEMPOTENCY_KEY_HEADER, type TOffer, type TOfferCreate } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/**
 * The submit attempt whose answer the client has not seen yet: retrying the same brief (the same body)
 * sends the same Idempotency-Key, so a retry after a lost answer never creates a second project.
 */
let pending: { body: string; key: string } | null = null;

function newKey(): string {
  // randomUUID exists only in secure contexts (https, localhost).
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;
}

function attemptKey(body: string): string {
  if (pending?.body !== body) pending = { body, key: newKey() };
  return pending.key;
}

/** POST Offer: the signed-in client's brief; answers with the project, its status and MatchedCount. */
export async function createOffer(api: TApiContext, body: TOfferCreate): Promise<TOffer> {
  const key = attemptKey(JSON.stringify(body));
  const offer = await callEndpoint(api, briefsEndpoints.postOffer, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
  if (pending?.key === key) pending = null;
  return offer;
}
