import { opsPaymentEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { operatorOf, opsRoute } from '../operators/ops-route.ts';
import { opsPayment, refundPaymentAction } from './payment.actions.ts';

const tags = ['ops'];

/** A card payment's record and its refund (issue 18); the refund writes one audit row. */
export async function paymentRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  opsRoute(app, endpoints.getOpsPayment, { tags, summary: 'A card payment' }, async (r) =>
    ok(r, await opsPayment(deps(), r.params.id)),
  );
  opsRoute(
    app,
    endpoints.postOpsPaymentRefund,
    {
      tags,
      summary:
        'Refund a succeeded card payment in full (cancel the same day, refund later): the wallet top-up and its bonus are taken back and a credit note is issued',
    },
    async (r) =>
      ok(
        r,
        await refundPaymentAction(deps(), operatorOf(r), {
          publicId: r.params.id,
          reason: r.body.Reason,
          locale: r.ctx.locale,
          ip: r.ip,
        }),
      ),
  );
}
