import { opsActionsEndpoints as endpoints, OPS_PAGE_SIZE } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { listDeadMessages } from '../../outbox/outbox.service.ts';
import { opsRoute } from '../operators/ops-route.ts';
import { agencyRecord, briefRecord, clientRecord, searchOps } from './records.service.ts';

const tags = ['ops'];

/** Search and the records' pages (issue 17 item 3), and the dead outbox messages. */
export async function recordsRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  opsRoute(
    app,
    endpoints.getSearch,
    { tags, summary: 'Search clients, agencies, briefs, matches, wallet' },
    async (r) => ok(r, await searchOps(deps(), r.query)),
  );
  opsRoute(app, endpoints.getClient, { tags, summary: 'A client with its history' }, async (r) =>
    ok(r, await clientRecord(deps(), r.params.id)),
  );
  opsRoute(app, endpoints.getAgency, { tags, summary: 'An agency with its history' }, async (r) =>
    ok(r, await agencyRecord(deps(), r.params.id, r.ctx.locale)),
  );
  opsRoute(app, endpoints.getBrief, { tags, summary: 'A brief with its matches and history' }, async (r) =>
    ok(r, await briefRecord(deps(), r.params.key)),
  );
  opsRoute(app, endpoints.getDeadMessages, { tags, summary: 'Dead outbox messages' }, async (r) => {
    const { rows, totalCount } = await listDeadMessages(deps().db, {
      offset: r.query.Page * OPS_PAGE_SIZE,
      limit: OPS_PAGE_SIZE,
    });
    return ok(r, {
      Items: rows.map((row) => ({
        Id: row.id,
        Channel: row.channel,
        To: row.to,
        Subject: row.subject,
        Template: row.template,
        Attempts: row.attempts,
        LastError: row.lastError,
        CreatedAt: row.createdAt.toISOString(),
      })),
      Total: totalCount,
    });
  });
}
