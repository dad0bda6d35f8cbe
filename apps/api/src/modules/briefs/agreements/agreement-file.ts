import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../offers/offer-file.service.ts';

/** /…/{id}/{contract|invoice}: which of an agreement's two documents. */
export const ZAgreementFileParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  file: z.enum(['contract', 'invoice']),
});

export type TAgreementFile = { stream: NodeJS.ReadableStream; size: number; name: string; type: string };

/** Streams a document as a private download (both sides' route and the console's). */
export function replyWithAgreementFile(reply: FastifyReply, file: TAgreementFile) {
  reply.header('content-type', file.type);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', contentDisposition(file.name));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  return reply.send(file.stream);
}
