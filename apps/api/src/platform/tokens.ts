import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { appSecrets } from '../modules/identity/auth/auth.table.ts';
import type { TDb } from './db.ts';

const SECRET_KEY = 'auth_secret';

/**
 * The key that signs session tokens: AUTH_SECRET, or one generated once and kept in the database so that
 * every API process (and every restart) agrees on it.
 */
export async function loadSigningSecret(db: TDb, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(sql`${appSecrets.key} = ${SECRET_KEY}`);
  return new TextEncoder().encode(rows[0]!.value);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function hmac(secret: Uint8Array, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export async function signSessionToken(
  secret: Uint8Array,
  claims: { userId: number; sessionId: string; issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .setIssuer('brifa')
    .sign(secret);
}

/** The user and session a token names, or undefined when the signature, issuer or expiry is wrong. */
export async function readSessionToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<{ userId: number; sessionId: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: 'brifa',
      algorithms: ['HS256'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return undefined;
    return { userId, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}
