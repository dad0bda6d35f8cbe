import { z } from 'zod';
import {
  ZAgreement,
  ZAgreementConfirm,
  ZAgreementDocumentForm,
  ZAgreementEnd,
  ZAgreementList,
  ZAgreementListQuery,
  ZAgreementTimelineConsent,
  ZOpsAgreement,
} from '../agreements.ts';
import { ZOpsActionResult, ZOpsOptionalReasonBody, ZOpsReasonBody } from '../ops/ops-actions.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Agreements (issue 20 items 1 and 2): the brief's client and the winning agency's team. */
export const agreementsEndpoints = {
  /** The caller's agreements (the agency's: with its pending refunds), newest first. */
  getAgreementDocuments: defineEndpoint({
    method: 'GET',
    path: '/AgreementDocument',
    query: ZAgreementListQuery,
    response: ZAgreementList,
    auth: 'required',
  }),
  /** The agency sends the amount, the period, the contract and the invoice (multipart). */
  putAgreementDocument: defineEndpoint({
    method: 'PUT',
    path: '/AgreementDocument/:id',
    params: ZIdParams,
    body: ZAgreementDocumentForm,
    form: true,
    unchecked: ['body'],
    response: ZAgreement,
    auth: 'required',
  }),
  /** The client confirms the amount the agency sent. */
  postOfferAgreementConfirm: defineEndpoint({
    method: 'POST',
    path: '/OfferAgreement/:id/confirm',
    params: ZIdParams,
    body: ZAgreementConfirm,
    response: ZAgreement,
    auth: 'required',
  }),
  /** Either side ends the agreement with a reason. */
  postOfferAgreementEnd: defineEndpoint({
    method: 'POST',
    path: '/OfferAgreement/:id/end',
    params: ZIdParams,
    body: ZAgreementEnd,
    response: ZAgreement,
    auth: 'required',
  }),
  /**
   * Issue 21 item 8: the caller's side (the brief's client, or the agency's team) gives or withdraws its consent
   * to be named on the public timeline. Anyone else: 404.
   */
  putOfferAgreementTimelineConsent: defineEndpoint({
    method: 'PUT',
    path: '/OfferAgreement/:id/timeline-consent',
    params: ZIdParams,
    body: ZAgreementTimelineConsent,
    response: ZAgreement,
    auth: 'required',
  }),
};

const prefix = '/api/v1/ops';

/** The console's side: the agreement behind an "agreement check" item; approve (release) or reject. */
export const opsAgreementEndpoints = {
  getOpsAgreement: defineEndpoint({
    method: 'GET',
    path: '/agreements/:id',
    prefix,
    params: ZIdParams,
    response: ZOpsAgreement,
  }),
  postOpsAgreementApprove: defineEndpoint({
    method: 'POST',
    path: '/agreements/:id/approve',
    prefix,
    params: ZIdParams,
    body: ZOpsOptionalReasonBody,
    response: ZOpsActionResult,
  }),
  postOpsAgreementReject: defineEndpoint({
    method: 'POST',
    path: '/agreements/:id/reject',
    prefix,
    params: ZIdParams,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
};
