import { analyticsEndpoints, type TSuggestionCampaign } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET SuggestionCampaign (issue 21 item 6): the agency's suggestions, running campaigns and return on spend. */
export function loadSuggestionCampaign(api: TApiContext): Promise<TSuggestionCampaign> {
  return callEndpoint(api, analyticsEndpoints.getSuggestionCampaign);
}
