import type { TOfferFile } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** POST Offer/{id}/file: the brief's attachment (multipart `File`), after the project is created. */
export function uploadOfferFile(api: TApiContext, offerKey: string, file: File): Promise<TOfferFile> {
  const body = new FormData();
  body.append('File', file, file.name);
  return callEndpoint(api, briefsEndpoints.postOfferFile, { params: { id: offerKey }, body });
}
