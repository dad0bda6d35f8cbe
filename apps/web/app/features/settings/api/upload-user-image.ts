import type { TEnvelope } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useSettingsSave } from './save-settings.ts';

/** The form field the API reads the image from. */
export const IMAGE_FIELD = 'File';

/** PUT user/image (multipart): the profile photo; the server checks type and size by content. */
export function uploadUserImage(api: TApiContext, file: File): Promise<TEnvelope<{ ImageSrc: string }>> {
  const form = new FormData();
  form.append(IMAGE_FIELD, file, file.name);
  return callEndpointEnvelope(api, identityEndpoints.putUserImage, { body: form });
}

export function useUploadUserImage() {
  return useSettingsSave(uploadUserImage);
}
