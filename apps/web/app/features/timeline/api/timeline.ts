import type { TTimeline } from '@brifa/contracts';
import { directoryEndpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET Timeline: the latest briefs and agreements as anonymous cards (loaders only). */
export function timelineCards(api: TApiContext): Promise<TTimeline> {
  return callEndpoint(api, directoryEndpoints.getTimeline);
}
