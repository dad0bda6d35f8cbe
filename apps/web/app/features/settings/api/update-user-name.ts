import type { TEmailChangeStatus, TEnvelope, TUserName } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useSettingsSave } from './save-settings.ts';

export type TUserNameInput = TUserName;

/**
 * PUT user/name: name and surname are saved at once; a new login e-mail (with the current password or a
 * phone code) waits for its link, and the answer names it.
 */
export function updateUserName(
  api: TApiContext,
  input: TUserNameInput,
): Promise<TEnvelope<TEmailChangeStatus>> {
  return callEndpointEnvelope(api, identityEndpoints.putUserName, { body: input });
}

export function useUpdateUserName() {
  return useSettingsSave(updateUserName);
}
