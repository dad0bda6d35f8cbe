import { z } from 'zod';
import { ZBacklink, ZBacklinkSubmit, ZCreditReport, ZCreditReportRequest } from '../growth.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Issue 21 items 2 and 3 (rules.md §7 "Backlink (GET {id}, POST)"; the credit report's calls are ours, the spec
 * names only its fields): the credit report, answered by the bureau within the hour, and the badge link.
 */
export const growthEndpoints = {
  postCreditReport: defineEndpoint({
    method: 'POST',
    path: '/CreditReport',
    body: ZCreditReportRequest,
    response: ZCreditReport,
    auth: 'required',
  }),
  /** The caller's own reports, newest first (the last CREDIT_REPORT_HISTORY). */
  getCreditReports: defineEndpoint({
    method: 'GET',
    path: '/CreditReport',
    response: z.array(ZCreditReport),
    auth: 'required',
  }),
  getCreditReport: defineEndpoint({
    method: 'GET',
    path: '/CreditReport/:id',
    params: ZIdParams,
    response: ZCreditReport,
    auth: 'required',
  }),
  /** {id}: the agency's id (the caller's own agency). */
  getBacklink: defineEndpoint({
    method: 'GET',
    path: '/Backlink/:id',
    params: ZIdParams,
    response: ZBacklink,
    auth: 'required',
  }),
  /** Saves the page's address and checks it at once; the agency's own (the caller's). */
  postBacklink: defineEndpoint({
    method: 'POST',
    path: '/Backlink',
    body: ZBacklinkSubmit,
    response: ZBacklink,
    auth: 'required',
  }),
} as const;
