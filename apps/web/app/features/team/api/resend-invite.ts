import type { TEnvelope } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useTeamSave } from './save-team.ts';

/** POST user/invite: e-mails a pending (or expired) member a fresh join link. */
export function resendInvite(api: TApiContext, externalUserId: number): Promise<TEnvelope<unknown>> {
  return callEndpointEnvelope(api, identityEndpoints.postUserInvite, {
    body: { ExternalUserId: externalUserId },
  });
}

export function useResendInvite() {
  return useTeamSave(resendInvite);
}
