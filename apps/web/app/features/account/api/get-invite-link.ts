import type { TInviteLink } from '@brifa/contracts';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';

/** GET ProviderInviteLink/{id}: who is invited to which agency (read by the register page's loader). */
export function getInviteLink(api: TApiContext, key: string): Promise<TInviteLink> {
  return apiRequest<TInviteLink>(api, { path: `ProviderInviteLink/${encodeURIComponent(key)}` });
}
