import type { FastifyRequest } from 'fastify';

/** Where a request came from, kept with sessions and rate limits. */
export type TClientInfo = {
  ip: string | undefined;
  deviceId: string | undefined;
  userAgent: string | undefined;
};

/**
 * `ip` is the connection's address, or X-Forwarded-For's client when the connection comes from a proxy in
 * TRUSTED_PROXIES (Fastify's trustProxy): every per-address limit counts this one.
 */
export function clientInfo(request: FastifyRequest): TClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    deviceId: request.ctx.deviceId,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
  };
}
