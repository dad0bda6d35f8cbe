import { MAX_FILE_BYTES, OFFER_FILE_TYPES, type TOfferFile, type TOfferFileType } from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { attachmentDisposition } from '../../files/documents.ts';
import { filesErrors } from '../../files/files.errors.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOfferWithAgencyAccess, findOwnOffer, updateOfferFile } from './offers.repo.ts';

/**
 * The brief's optional attachment (POST/GET Offer/{id}/file). The type is decided by the content, never by the
 * name or the browser's content type; the file is stored privately (outside `public/`) through the storage
 * adapter and only the owner and agencies that paid for access to the brief can read it.
 */

const startsWith = (body: Buffer, bytes: readonly number[], offset = 0) =>
  body.length >= offset + bytes.length && bytes.every((byte, index) => body[offset + index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Names of the entries of a zip file, read from its central directory (empty when it is not a sound zip). */
export function zipEntryNames(body: Buffer): string[] {
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  const floor = Math.max(0, body.length - 22 - 0xffff);
  let end = -1;
  for (let i = body.length - 22; i >= floor; i -= 1) {
    if (body.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = body.readUInt16LE(end + 10);
  let offset = body.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > body.length || body.readUInt32LE(offset) !== 0x02014b50) return [];
    const nameLength = body.readUInt16LE(offset + 28);
    const extraLength = body.readUInt16LE(offset + 30);
    const commentLength = body.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > body.length) return [];
    names.push(body.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An Office Open XML document: a zip with [Content_Types].xml and the part folder of its application. */
function officeOpenXmlType(body: Buffer): TOfferFileType | null {
  const names = zipEntryNames(body);
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return null;
}

const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/** An OLE compound file (Word 97-2003 or Excel 97-2003), told apart by its main stream's directory name. */
function oleType(body: Buffer): TOfferFileType | null {
  if (body.includes(utf16('WordDocument'))) return 'doc';
  if (body.includes(utf16('Workbook')) || body.includes(utf16('Book\u0000'))) return 'xls';
  return null;
}

/** UTF-8 text without binary control characters (tab, line breaks and form feed are text). */
function isPlainText(body: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  for (const byte of body) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** What the file really is, by its first bytes (and structure for zip and OLE containers), or null. */
export function detectOfferFileType(body: Buffer): TOfferFileType | null {
  if (body.length === 0) return null;
  if (startsWith(body, PDF)) return 'pdf';
  if (startsWith(body, PNG)) return 'png';
  if (startsWith(body, JPG)) return 'jpg';
  if (startsWith(body, ZIP)) return officeOpenXmlType(body);
  if (startsWith(body, OLE)) return oleType(body);
  return isPlainText(body) ? 'txt' : null;
}

/** The name kept for the download: no path, no control characters, at most 200 characters, right extension. */
export function cleanFileName(raw: string | undefined, type: TOfferFileType): string {
  const base = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 190) || 'brief';
  const extension = base.includes('.') ? base.split('.').pop()!.toLowerCase() : '';
  const fits = extension === type || (type === 'jpg' && extension === 'jpeg');
  return `${stem}.${fits ? extension : type}`;
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987): the files module's. */
export const contentDisposition = attachmentDisposition;

/** Reads the multipart `File` (at most 10 MB). */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ body: Buffer; name: string | undefined }> {
  if (!request.isMultipart()) throw commonErrors.validationFailed(['File']);
  try {
    const file = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    if (!file) throw commonErrors.validationFailed(['File']);
    const body = await file.toBuffer();
    return { body, name: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw filesErrors.tooBig();
    throw error;
  }
}

/** POST Offer/{id}/file: the owner attaches (or replaces) the brief's file. */
export async function saveOfferFile(
  deps: TDeps,
  userId: number,
  offerKey: string,
  request: FastifyRequest,
): Promise<TOfferFile> {
  const offer = await findOwnOffer(deps.db, userId, offerKey);
  if (!offer) throw briefsErrors.offerNotFound();
  const { body, name } = await readUpload(request);
  if (body.length === 0) throw commonErrors.validationFailed(['File']);
  if (body.length > MAX_FILE_BYTES) throw filesErrors.tooBig();
  const type = detectOfferFileType(body);
  if (!type) throw briefsErrors.offerFileTypeInvalid();
  const fileName = cleanFileName(name, type);
  // A new key each time: a replaced file never serves the old content from a cache.
  const fileKey = `offers/${offer.id}/${randomToken(12)}.${type}`;
  await deps.adapters.storage.put(fileKey, body, OFFER_FILE_TYPES[type]);
  await updateOfferFile(deps.db, offer.id, {
    fileKey,
    fileName,
    fileType: OFFER_FILE_TYPES[type],
    fileBytes: body.length,
  });
  return { FileName: fileName, FileType: OFFER_FILE_TYPES[type], FileBytes: body.length };
}

/** The owner (project not deleted) or a member of an agency matched to it with access. */
async function findReadableOffer(deps: TDeps, userId: number, offerKey: string) {
  const own = await findOwnOffer(deps.db, userId, offerKey);
  if (own) return own;
  return findOfferWithAgencyAccess(deps.db, userId, offerKey);
}

/** GET Offer/{id}/file: the attachment for those allowed to see it; 404 for everyone else and when none. */
export async function openOfferFile(deps: TDeps, userId: number, offerKey: string) {
  const offer = await findReadableOffer(deps, userId, offerKey);
  if (!offer?.fileKey) throw commonErrors.notFound();
  const file = await deps.adapters.storage.get(offer.fileKey);
  if (!file) throw commonErrors.notFound();
  return {
    stream: file.stream,
    size: file.size,
    name: offer.fileName ?? 'brief',
    type: offer.fileType ?? 'application/octet-stream',
  };
}
