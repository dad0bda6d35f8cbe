import { z } from 'zod';
import { ZOutboxMessage } from '../auth.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** What the e-mail and SMS adapters recorded (development only, under /api/dev). */
export const outboxEndpoints = {
  getOutbox: defineEndpoint({
    method: 'GET',
    path: '/outbox',
    prefix: '/api/dev',
    query: z.object({ To: z.string().trim().max(254).optional() }),
    response: z.object({ Items: z.array(ZOutboxMessage) }),
  }),
  /** A message the outbox gave up on, made up (the console's dead messages, in a browser test or a demo). */
  postDeadMessage: defineEndpoint({
    method: 'POST',
    path: '/outbox/dead',
    prefix: '/api/dev',
    body: z.object({ To: z.string().trim().min(3).max(254) }),
    response: z.object({ Id: z.number().int() }),
  }),
};
