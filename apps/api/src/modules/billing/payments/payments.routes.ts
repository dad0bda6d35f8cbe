import {
  billingPaymentsEndpoints as endpoints,
  IDEMPOTENCY_KEY_HEADER,
  WALLET_TOP_UP_MINIMUM_KURUS,
} from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf, publicUrl } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { addCreditCard, deleteCreditCard, listCreditCards } from '../cards/cards.service.ts';
import {
  getPayment,
  handleThreeDsCallback,
  initPayment,
  listBasketItems,
  listTransactions,
  startPayment,
  threeDsPage,
} from './payments.service.ts';

const tags = ['payments'];

/** The origin the bank sends the payer back to: PUBLIC_URL when set, else the address the request came to. */
function originOf(app: FastifyInstance, request: FastifyRequest): string {
  const { config } = depsOf(app);
  if (config.PUBLIC_URL) return publicUrl(config);
  return `${request.protocol}://${request.host}`;
}

export async function paymentsRoutes(app: FastifyInstance) {
  // The bank's 3-D Secure return is a form post from the payer's browser.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(
    app,
    endpoints.getPaymentConfig,
    {
      tags,
      summary: 'Whether card payments go to the sandbox bank ("test payment"), and the top-up minimum',
    },
    async (request) =>
      ok(request, {
        TestMode: depsOf(app).adapters.payments.name === 'sandbox',
        TopUpMinimumKurus: WALLET_TOP_UP_MINIMUM_KURUS,
      }),
  );

  route(
    app,
    endpoints.postPaymentInit,
    {
      tags,
      summary:
        "The basket's prices computed by the server and the card's instalments with their interest (no charge)",
    },
    async (request) =>
      ok(request, await initPayment(depsOf(app), authOf(request).userId, request.body), { message: '' }),
  );

  route(
    app,
    endpoints.postPaymentStart,
    {
      tags,
      summary:
        'Start a card payment (3-D Secure by default); the same idempotency key answers the same payment and charges once',
    },
    async (request) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const payment = await startPayment(depsOf(app), {
        userId: authOf(request).userId,
        body: request.body,
        idempotencyKey: typeof header === 'string' ? header : undefined,
        origin: originOf(app, request),
        ip: clientInfo(request).ip ?? '127.0.0.1',
        locale: request.ctx.locale,
      });
      return ok(request, payment, { message: '' });
    },
  );

  route(
    app,
    endpoints.getPayment,
    { tags, summary: "One of the caller's payments, for the result page" },
    async (request) => ok(request, await getPayment(depsOf(app), authOf(request).userId, request.params.id)),
  );

  // The bank's page for a payment waiting for 3-D Secure (the provider's HTML; it posts on to the bank).
  app.get<{ Params: { id: string } }>(
    '/Payment/:id/three-ds',
    { schema: { hide: true } },
    async (request, reply) => {
      const html = await threeDsPage(depsOf(app), request.params.id);
      if (!html)
        return reply.redirect(`/payment-result?payment=${encodeURIComponent(request.params.id)}`, 303);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  // The bank's 3-D Secure return: verified with the provider, settled once, then the result page.
  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    '/Payment/callback/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      await handleThreeDsCallback(depsOf(app), request.params.id, {
        status: String(body.status ?? ''),
        paymentId: String(body.paymentId ?? ''),
        conversationId: String(body.conversationId ?? ''),
        mdStatus: String(body.mdStatus ?? ''),
        ...(body.conversationData ? { conversationData: String(body.conversationData) } : {}),
      });
      return reply.redirect(`/payment-result?payment=${encodeURIComponent(request.params.id)}`, 303);
    },
  );

  route(
    app,
    endpoints.getBasketItemPage,
    { tags, summary: 'What can be bought (the wallet top-up now), 100 a page' },
    async (request) => ok(request, listBasketItems(request.query)),
  );

  route(
    app,
    endpoints.getTransactionPage,
    { tags, summary: "The caller's card payments, newest first, 20 a page" },
    async (request) =>
      ok(request, await listTransactions(depsOf(app), authOf(request).userId, request.query)),
  );

  route(app, endpoints.getCreditCard, { tags, summary: "The caller's saved cards" }, async (request) =>
    ok(request, await listCreditCards(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.postCreditCard,
    { tags, summary: 'Save a card with the provider (we keep its tokens, never the number)' },
    async (request, reply) => {
      const card = await addCreditCard(
        depsOf(app),
        authOf(request).userId,
        request.body.Card,
        request.ctx.locale,
      );
      return reply.code(201).send(ok(request, card, { status: 201 }));
    },
  );

  route(
    app,
    endpoints.deleteCreditCard,
    { tags, summary: 'Delete a saved card (not the last one while a subscription is active)' },
    async (request) =>
      ok(request, await deleteCreditCard(depsOf(app), authOf(request).userId, request.params.id)),
  );
}
