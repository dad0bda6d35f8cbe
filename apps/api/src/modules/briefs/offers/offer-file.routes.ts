import { briefsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { contentDisposition, openOfferFile, saveOfferFile } from './offer-file.service.ts';

const tags = ['offers'];
const security = [{ bearer: [] }];
/** {id} in the spec's offer paths is the offer's public key. */
const ZKeyParams = z.object({ id: z.string().min(8).max(64) });

/** The brief's attachment: the owner uploads it; the owner and agencies with access download it. */
export async function offerFileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    endpoints.postOfferFile,
    {
      tags,
      summary:
        'Attach a file to a project (multipart `File`, at most 10 MB: PDF, PNG, JPG, DOC/DOCX, XLS/XLSX, PPTX or text); replaces an earlier one',
    },
    async (request) => {
      const { id } = request.params;
      const file = await saveOfferFile(depsOf(app), authOf(request).userId, id, request as FastifyRequest);
      return ok(request, file);
    },
  );

  api.get(
    '/Offer/:id/file',
    {
      schema: {
        tags,
        summary: "The project's attachment, for its owner and agencies with access to it (404 otherwise)",
        security,
        params: ZKeyParams,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const file = await openOfferFile(depsOf(app), authOf(request).userId, request.params.id);
      reply.header('content-type', file.type);
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', contentDisposition(file.name));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );
}
