import { useState } from 'react';
import type { TApiContext } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { uploadOfferFile } from '../api/upload-offer-file.ts';

/**
 * The optional attachment: chosen on the file step, uploaded after the brief is created. A failed upload
 * does not undo the brief; it can be tried again from the success step.
 */
export function useBriefUpload() {
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [retrying, setRetrying] = useState(false);

  /** Uploads the chosen file, if any; resolves to the failure's message or null. */
  async function upload(api: TApiContext, offerKey: string): Promise<string | null> {
    if (!file) return null;
    try {
      await uploadOfferFile(api, offerKey, file);
      return null;
    } catch (error) {
      return failureMessage(error, locale);
    }
  }

  async function retry(api: TApiContext, offerKey: string, onSettled: (fileError: string | null) => void) {
    setRetrying(true);
    try {
      onSettled(await upload(api, offerKey));
    } finally {
      setRetrying(false);
    }
  }

  return { file, setFile, retrying, upload, retry };
}
