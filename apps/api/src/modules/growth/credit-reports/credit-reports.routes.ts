import { growthEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { getCreditReport, listCreditReports, requestCreditReport } from './credit-reports.service.ts';

const tags = ['credit-report'];

/** Issue 21 item 2: the credit report (/apply-credit, /credit-rating-result). */
export async function creditReportsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postCreditReport,
    { tags, summary: 'Ask for a credit report (TCKN, birth date, the verified phone, KVKK consent)' },
    async (request) =>
      ok(request, await requestCreditReport(depsOf(app), authOf(request).userId, request.body)),
  );
  route(
    app,
    endpoints.getCreditReports,
    { tags, summary: 'The caller’s own credit reports, newest first' },
    async (request) => ok(request, await listCreditReports(depsOf(app), authOf(request).userId)),
  );
  route(
    app,
    endpoints.getCreditReport,
    { tags, summary: 'A credit report of the caller: pending, or its score and band' },
    async (request) =>
      ok(request, await getCreditReport(depsOf(app), authOf(request).userId, request.params.id)),
  );
}
