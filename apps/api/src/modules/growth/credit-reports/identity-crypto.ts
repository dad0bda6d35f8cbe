import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TDeps } from '../../../platform/deps.ts';

/** DATA_ENCRYPTION_KEY, or a key derived from the app's signing secret for this purpose only. */
function keyOf(deps: Pick<TDeps, 'config' | 'secret'>): Buffer {
  if (deps.config.DATA_ENCRYPTION_KEY) return Buffer.from(deps.config.DATA_ENCRYPTION_KEY, 'base64');
  return Buffer.from(hkdfSync('sha256', deps.secret, 'brifa', 'credit-report-identity', 32));
}

/** AES-256-GCM; base64 of iv (12) | tag (16) | ciphertext. */
export function encryptPersonal(deps: Pick<TDeps, 'config' | 'secret'>, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(deps), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptPersonal(deps: Pick<TDeps, 'config' | 'secret'>, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(deps), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
