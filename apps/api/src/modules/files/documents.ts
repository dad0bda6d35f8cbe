import { looksExecutable } from './executables.ts';

/** The document kinds a CV or an attachment may be, told by content (rules.md §5: files are checked by content). */
export type TDocumentKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

export const DOCUMENT_CONTENT_TYPES: Readonly<Record<TDocumentKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What a file is by its first bytes (never its name), or null for anything else (and for any program). */
export function documentKind(body: Buffer): TDocumentKind | null {
  if (body.length < 8 || looksExecutable(body)) return null;
  const starts = (...bytes: number[]) => bytes.every((byte, i) => body[i] === byte);
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc';
  // A Word document is a zip holding word/document.xml (its name appears in the central directory).
  if (starts(0x50, 0x4b, 0x03, 0x04) && body.includes('word/document.xml', 0, 'latin1')) return 'docx';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return null;
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987), for a download of a stored file. */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
