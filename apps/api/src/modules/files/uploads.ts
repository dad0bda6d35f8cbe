import { MAX_FILE_BYTES } from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { filesErrors } from './files.errors.ts';

export type TUpload = { fieldName: string; fileName: string; body: Buffer };

/**
 * Reads a multipart request: every file (at most `maxFiles`, each at most 10 MB) and the text fields.
 * More files than allowed answers FILE_COUNT_EXCEEDED; a file over 10 MB, FILE_TOO_BIG.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { maxFiles: number },
): Promise<{ files: TUpload[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw filesErrors.typeInvalid();
  const files: TUpload[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: options.maxFiles + 1, fields: 50 },
    })) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (files.length >= options.maxFiles) throw filesErrors.countExceeded();
        if (body.length > 0) files.push({ fieldName: part.fieldname, fileName: part.filename, body });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw filesErrors.tooBig();
    if (code === 'FST_FILES_LIMIT') throw filesErrors.countExceeded();
    throw error;
  }
  return { files, fields };
}
