import { MAX_FILE_BYTES } from '@brifa/contracts';
import sharp from 'sharp';
import { ApiError } from '../../lib/api-error.ts';

/** The image formats users may upload; decided by the file's content, never by its name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png']);

export type TImageVariant = { width: number; height: number };

/**
 * Checks an upload is a real JPEG or PNG within 10 MB and returns a web-sized WebP of it
 * (cropped to cover `variant`).
 */
export async function toWebImage(body: Buffer, variant: TImageVariant): Promise<Buffer> {
  if (body.length > MAX_FILE_BYTES) throw new ApiError('FILE_TOO_BIG');
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ApiError('FILE_TYPE_INVALID');
  return sharp(body)
    .rotate()
    .resize({ width: variant.width, height: variant.height, fit: 'cover', withoutEnlargement: false })
    .webp({ quality: 82 })
    .toBuffer();
}
