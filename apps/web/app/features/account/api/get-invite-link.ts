import type { TInviteLink } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET ProviderInviteLink/{id}: who is invited to which agency (read by the register page's loader). */
export function getInviteLink(api: TApiContext, key: string): Promise<TInviteLink> {
  return callEndpoint(api, identityEndpoints.getProviderInviteLinkById, { params: { id: key } });
}
