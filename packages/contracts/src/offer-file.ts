import { z } from 'zod';
import { MAX_FILE_BYTES } from './rules.ts';

/**
 * The optional attachment of a project brief (POST/GET Offer/{id}/file). The API decides the type by the
 * file's content (magic bytes); the browser checks the name and size first so nobody waits for a refusal.
 */
export const OFFER_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  txt: 'text/plain',
} as const;
export type TOfferFileType = keyof typeof OFFER_FILE_TYPES;

/** File name endings the picker offers (`jpeg` is a jpg). */
export const OFFER_FILE_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'pptx',
  'txt',
] as const;

/** The `accept` attribute of the file input. */
export const OFFER_FILE_ACCEPT = OFFER_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The browser's check before uploading: the error code the API would answer, or null. */
export function offerFileProblem(file: {
  name: string;
  size: number;
}): 'FILE_TOO_BIG' | 'OFFER_FILE_TYPE_INVALID' | null {
  if (file.size > MAX_FILE_BYTES) return 'FILE_TOO_BIG';
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const known = (OFFER_FILE_EXTENSIONS as readonly string[]).includes(extension);
  if (!known || file.size === 0 || !file.name.includes('.')) return 'OFFER_FILE_TYPE_INVALID';
  return null;
}

/** POST Offer/{id}/file answers with the stored attachment. */
export const ZOfferFile = z.object({
  FileName: z.string(),
  FileType: z.string(),
  FileBytes: z.number().int(),
});
export type TOfferFile = z.infer<typeof ZOfferFile>;
