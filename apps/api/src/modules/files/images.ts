import { MAX_FILE_BYTES } from '@brifa/contracts';
import sharp from 'sharp';
import type { TDeps } from '../../platform/deps.ts';
import { randomToken } from '../../platform/tokens.ts';
import { filesErrors } from './files.errors.ts';

/** The image formats users may upload; decided by the file's content, never by its name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png']);

export type TImageVariant = { width: number; height: number };

/**
 * What an upload must be besides a JPEG or PNG within 10 MB: a width:height ratio (within `tolerance`,
 * 2 % by default, so a 1919x1080 photo passes as 16:9) and a smallest size.
 */
export type TImageRule = {
  ratio?: { width: number; height: number };
  tolerance?: number;
  minWidth?: number;
  minHeight?: number;
};

export type TImageInfo = { format: 'jpeg' | 'png'; width: number; height: number };

/** Checks an upload by content and against `rule`; answers FILE_TOO_BIG, FILE_TYPE_INVALID, IMAGE_RATIO_INVALID or IMAGE_TOO_SMALL. */
export async function checkImage(body: Buffer, rule: TImageRule = {}): Promise<TImageInfo> {
  if (body.length > MAX_FILE_BYTES) throw filesErrors.tooBig();
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>> | undefined;
  try {
    metadata = await sharp(body).metadata();
  } catch {
    metadata = undefined;
  }
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height)
    throw filesErrors.typeInvalid();
  // EXIF orientations 5-8 swap the sides the viewer sees.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (rule.ratio) {
    const wanted = rule.ratio.width / rule.ratio.height;
    if (Math.abs(width / height - wanted) / wanted > (rule.tolerance ?? 0.02))
      throw filesErrors.imageRatioInvalid();
  }
  if ((rule.minWidth && width < rule.minWidth) || (rule.minHeight && height < rule.minHeight))
    throw filesErrors.imageTooSmall();
  return { format: metadata.format as 'jpeg' | 'png', width, height };
}

/**
 * Checks an upload is a real JPEG or PNG within 10 MB and returns a web-sized WebP of it
 * (cropped to cover `variant`).
 */
export async function toWebImage(
  body: Buffer,
  variant: TImageVariant,
  rule: TImageRule = {},
): Promise<Buffer> {
  await checkImage(body, rule);
  return sharp(body)
    .rotate()
    .resize({ width: variant.width, height: variant.height, fit: 'cover', withoutEnlargement: false })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Checks an upload, stores a web-sized WebP through the storage adapter under `public/{folder}/` and
 * returns its public address (`/api/v1/files/public/...`, served with immutable caching). A new name per
 * upload, so a replaced image is never served from a cache.
 */
export async function storePublicImage(
  deps: Pick<TDeps, 'adapters'>,
  input: { body: Buffer; folder: string; name: string; variant: TImageVariant; rule?: TImageRule },
): Promise<string> {
  const webp = await toWebImage(input.body, input.variant, input.rule);
  const key = `public/${input.folder}/${input.name}-${randomToken(9)}.webp`;
  await deps.adapters.storage.put(key, webp, 'image/webp');
  return `/api/v1/files/${key}`;
}
