import { MAX_FILE_BYTES } from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../platform/api-error.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { toWebImage } from '../../files/images.ts';
import { updateUser } from './users.repo.ts';

const VARIANTS = { image: { width: 400, height: 400 }, banner: { width: 1600, height: 400 } } as const;

/** Reads the multipart `File`, checks it by content, stores a WebP and returns its public address. */
export async function setUserImage(
  deps: TDeps,
  userId: number,
  kind: 'image' | 'banner',
  request: FastifyRequest,
) {
  if (!request.isMultipart()) throw new ApiError('FILE_TYPE_INVALID');
  let body: Buffer | undefined;
  try {
    const file = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    body = file ? await file.toBuffer() : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('FILE_TOO_BIG');
    throw error;
  }
  if (!body || body.length === 0) throw new ApiError('VALIDATION_FAILED', { fields: ['File'] });
  const webp = await toWebImage(body, VARIANTS[kind]);
  const key = `public/users/${userId}/${kind}-${randomToken(9)}.webp`;
  await deps.adapters.storage.put(key, webp, 'image/webp');
  const src = `/api/v1/files/${key}`;
  await updateUser(
    deps.db,
    userId,
    kind === 'image' ? { imageSrc: src } : { bannerSrc: src },
    deps.clock.now(),
  );
  return src;
}
