import { MAX_FILE_BYTES } from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { filesErrors } from '../../files/files.errors.ts';
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
  if (!request.isMultipart()) throw filesErrors.typeInvalid();
  let body: Buffer | undefined;
  try {
    const file = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    body = file ? await file.toBuffer() : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw filesErrors.tooBig();
    throw error;
  }
  if (!body || body.length === 0) throw commonErrors.validationFailed(['File']);
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
