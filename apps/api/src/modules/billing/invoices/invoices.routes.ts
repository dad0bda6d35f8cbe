import { billingInvoicesEndpoints as endpoints, ZInvoiceParams } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { getBillingDetails, invoicePdf, saveBillingDetails } from './invoices.service.ts';

const tags = ['billing'];

/** Billing details (`Invoice/customer`) and the invoice PDF (`Invoice/pdf/{id}`). */
export async function invoicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    endpoints.getInvoiceCustomer,
    { tags, summary: "The caller's billing details (an agency member: the agency's); null until filled in" },
    async (request) => ok(request, await getBillingDetails(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.putInvoiceCustomer,
    {
      tags,
      summary:
        'Save the billing details: individual (full name, TCKN) or corporate (title, VKN, tax office), with address, city, district and e-mail',
    },
    async (request) =>
      ok(request, await saveBillingDetails(depsOf(app), authOf(request).userId, request.body)),
  );

  api.get(
    '/Invoice/pdf/:id',
    {
      schema: {
        tags,
        summary:
          "An invoice as a PDF, for its owner only (the payer, or any member of the payer's agency); 404 otherwise",
        security: [{ bearer: [] }],
        params: ZInvoiceParams,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { number, pdf } = await invoicePdf(
        depsOf(app),
        authOf(request).userId,
        request.params.id,
        request.ctx.locale,
      );
      reply.header('content-type', 'application/pdf');
      reply.header('content-length', String(pdf.length));
      reply.header('content-disposition', `inline; filename="${number}.pdf"`);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
}
