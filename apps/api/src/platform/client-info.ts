import type { FastifyRequest } from 'fastify';

/** Where a request came from, kept with sessions and rate limits. */
export type TClientInfo = {
  ip: string | undefined;
  deviceId: string | undefined;
  userAgent: string | undefined;
};

export function clientInfo(request: FastifyRequest): TClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    deviceId: request.ctx.deviceId,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
  };
}
