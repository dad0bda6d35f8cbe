import type { TEnvelope } from '@brifa/contracts';
import { apiEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useSettingsSave } from './save-settings.ts';

export type TUserNameInput = { Name: string; Surname: string; Email?: string | undefined };

/** PUT user/name: name, surname and contact e-mail. */
export function updateUserName(api: TApiContext, input: TUserNameInput): Promise<TEnvelope<unknown>> {
  return apiEnvelope(api, { method: 'PUT', path: 'user/name', body: input });
}

export function useUpdateUserName() {
  return useSettingsSave(updateUserName);
}
