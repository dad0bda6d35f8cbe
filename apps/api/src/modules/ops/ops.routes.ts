import type { FastifyInstance } from 'fastify';
import { actionsRoutes } from './actions/actions.routes.ts';
import { agreementRoutes } from './actions/agreement.routes.ts';
import { bankTransferRoutes } from './actions/bank-transfer.routes.ts';
import { jobRoutes } from './actions/job.routes.ts';
import { paymentRoutes } from './actions/payment.routes.ts';
import { subscriptionRoutes } from './actions/subscription.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { operatorsRoutes } from './operators/operators.routes.ts';
import { queuesRoutes } from './queues/queues.routes.ts';
import { recordsRoutes } from './records/records.routes.ts';

/**
 * The operator console's API, registered by app.ts under /api/v1/ops. Every call goes through opsRoute
 * (operators/ops-route.ts): 404 without a live ops session. ops-actions and ops-metrics register theirs here.
 */
export async function opsRoutes(app: FastifyInstance) {
  await app.register(operatorsRoutes);
  await app.register(auditRoutes);
  await app.register(queuesRoutes);
  await app.register(metricsRoutes);
  await app.register(recordsRoutes);
  await app.register(actionsRoutes);
  await app.register(bankTransferRoutes);
  await app.register(agreementRoutes);
  await app.register(paymentRoutes);
  await app.register(subscriptionRoutes);
  await app.register(jobRoutes);
}
