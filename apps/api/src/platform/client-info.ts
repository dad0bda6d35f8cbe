import type { FastifyRequest } from 'fastify';
import type { TClientInfo } from '../modules/identity/auth/auth.service.ts';

export function clientInfo(request: FastifyRequest): TClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    deviceId: request.ctx.deviceId,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
  };
}
