import { opsActionsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { operatorOf, opsRoute } from '../operators/ops-route.ts';
import {
  cancelSubscriptionAction,
  extendSubscriptionAction,
  moneyBackAction,
} from './subscription.actions.ts';

const tags = ['ops'];

/** An agency's subscription actions (issue 19 item 10); each writes one audit row on the agency. */
export async function subscriptionRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  opsRoute(
    app,
    endpoints.postSubscriptionCancel,
    { tags, summary: "Cancel an agency's subscription now or at its period's end" },
    async (r) =>
      ok(
        r,
        await cancelSubscriptionAction(deps(), operatorOf(r), {
          providerId: r.params.id,
          subscriptionId: r.params.subscriptionId,
          when: r.body.When,
          reason: r.body.Reason,
        }),
      ),
  );
  opsRoute(
    app,
    endpoints.postSubscriptionMoneyBack,
    { tags, summary: 'Refund a package under the money-back guarantee (its payment in full)' },
    async (r) =>
      ok(
        r,
        await moneyBackAction(deps(), operatorOf(r), {
          providerId: r.params.id,
          subscriptionId: r.params.subscriptionId,
          reason: r.body.Reason,
          locale: r.ctx.locale,
          ip: r.ip,
        }),
      ),
  );
  opsRoute(
    app,
    endpoints.postSubscriptionExtend,
    { tags, summary: 'Extend a subscription by some days, free' },
    async (r) =>
      ok(
        r,
        await extendSubscriptionAction(deps(), operatorOf(r), {
          providerId: r.params.id,
          subscriptionId: r.params.subscriptionId,
          days: r.body.Days,
          reason: r.body.Reason,
          key: r.body.IdempotencyKey,
        }),
      ),
  );
}
