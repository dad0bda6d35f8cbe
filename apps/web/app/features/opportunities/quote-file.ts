import { MAX_FILE_BYTES } from '@brifa/contracts';

/** What a quote's attachment may be (the API checks again by content). */
export const QUOTE_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'zip',
] as const;

export const QUOTE_FILE_ACCEPT = QUOTE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The browser's check before uploading, so nobody waits for a refusal. */
export function quoteFileProblem(file: { name: string; size: number }): 'type' | 'tooBig' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(QUOTE_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'type';
  }
  if (file.size === 0) return 'type';
  return file.size > MAX_FILE_BYTES ? 'tooBig' : null;
}
