import type { TOffer, TOfferCreate } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** POST Offer: the signed-in client's brief; answers with the project, its status and MatchedCount. */
export function createOffer(api: TApiContext, body: TOfferCreate): Promise<TOffer> {
  return callEndpoint(api, briefsEndpoints.postOffer, { body });
}
