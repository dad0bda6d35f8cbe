import type { TEnvelope } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useSettingsSave } from './save-settings.ts';

export type TUserNameInput = { Name: string; Surname: string; Email?: string | undefined };

/** PUT user/name: name, surname and contact e-mail. */
export function updateUserName(api: TApiContext, input: TUserNameInput): Promise<TEnvelope<unknown>> {
  return callEndpointEnvelope(api, identityEndpoints.putUserName, { body: input });
}

export function useUpdateUserName() {
  return useSettingsSave(updateUserName);
}
