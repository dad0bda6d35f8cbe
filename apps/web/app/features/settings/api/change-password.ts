import type { TEnvelope } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useSettingsSave } from './save-settings.ts';

export type TPasswordChangeInput = { CurrentPassword: string; NewPassword: string };

/** PUT user/password: the current password is required to set a new one. */
export function changePassword(api: TApiContext, input: TPasswordChangeInput): Promise<TEnvelope<unknown>> {
  return callEndpointEnvelope(api, identityEndpoints.putUserPassword, { body: input });
}

export function useChangePassword() {
  return useSettingsSave(changePassword);
}
