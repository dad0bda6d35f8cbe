import { briefsEndpoints, type TAssistantTurn, type TAssistantTurnResult } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** POST BriefAssistant/turn: one answer (or the opening text) with the draft so far; the next question back. */
export function postAssistantTurn(api: TApiContext, turn: TAssistantTurn): Promise<TAssistantTurnResult> {
  return callEndpoint(api, briefsEndpoints.postBriefAssistantTurn, { body: turn });
}
