import { OPS_COOKIE, OPS_SESSION_HOURS } from '@brifa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Ops tokens are their own kind: issuer `brifa-ops` and an audience, where users' tokens carry issuer `brifa`
 * and none (platform/tokens.ts). So a user token never passes the ops guard and an ops token never passes
 * `app.authenticate`, though both are signed with the one signing key.
 */
const ISSUER = 'brifa-ops';
export const OPS_AUDIENCE = { session: 'brifa-ops-session', challenge: 'brifa-ops-challenge' } as const;
type TAudience = (typeof OPS_AUDIENCE)[keyof typeof OPS_AUDIENCE];

export async function signOpsToken(
  secret: Uint8Array,
  audience: TAudience,
  claims: { operatorId: number; sessionId: string; issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.operatorId))
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .sign(secret);
}

export async function readOpsToken(
  secret: Uint8Array,
  audience: TAudience,
  token: string,
  now: Date,
): Promise<{ operatorId: number; sessionId: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const operatorId = Number(payload.sub);
    if (!Number.isSafeInteger(operatorId) || typeof payload.sid !== 'string') return undefined;
    return { operatorId, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}

/** The ops session's own HttpOnly cookie (12 hours), never the users' auth_token. */
export function setOpsCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(OPS_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: OPS_SESSION_HOURS * 60 * 60,
  });
}

export function clearOpsCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(OPS_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
