import type { TOffer, TOfferCreate } from '@brifa/contracts';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';

/** POST Offer: the signed-in client's brief; answers with the project, its status and MatchedCount. */
export function createOffer(api: TApiContext, body: TOfferCreate): Promise<TOffer> {
  return apiRequest<TOffer>(api, { method: 'POST', path: 'Offer', body });
}
