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
};
