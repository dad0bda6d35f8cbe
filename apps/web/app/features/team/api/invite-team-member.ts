import type { TEnvelope, TTeamInvite, TTeamMember } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useTeamSave } from './save-team.ts';

/** POST ExternalUser: adds the member as invited; the server e-mails them the join link. */
export function inviteTeamMember(api: TApiContext, input: TTeamInvite): Promise<TEnvelope<TTeamMember>> {
  return callEndpointEnvelope(api, identityEndpoints.postExternalUser, { body: input });
}

export function useInviteTeamMember() {
  return useTeamSave(inviteTeamMember);
}
