import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

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
