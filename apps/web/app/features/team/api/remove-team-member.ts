import type { TEnvelope } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useTeamSave } from './save-team.ts';

/** DELETE ExternalUser/{id}: the member loses access to the agency at once. */
export function removeTeamMember(api: TApiContext, id: number): Promise<TEnvelope<unknown>> {
  return callEndpointEnvelope(api, identityEndpoints.deleteExternalUserById, { params: { id } });
}

export function useRemoveTeamMember() {
  return useTeamSave(removeTeamMember);
}
