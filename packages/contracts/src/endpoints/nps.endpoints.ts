import { z } from 'zod';
import { ZFeedbackLink } from '../client-feedback.ts';
import {
  ZAgencyNpsSummary,
  ZAgreementNps,
  ZAgreementNpsAccess,
  ZAgreementNpsAccessQuery,
  ZBrifaNps,
  ZBrifaNpsOnOffer,
  ZBrifaNpsPut,
  ZBrifaNpsPutNotAuth,
  ZBrifaNpsQuery,
  ZBrifaNpsQueryNotAuth,
  ZNpsAnswer,
  ZNpsAnswerNotAuth,
} from '../nps.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
/** {id} in offer paths is the offer's public key. */
const ZKeyParams = z.object({ id: z.string().min(8).max(64) });

/**
 * Satisfaction scores (issue 20 item 3, rules.md §7): Brifa NPS per brief and the agreement NPS for the agency
 * the client agreed with. `not-auth` calls carry UserId and the brief's access token; a wrong one is 404.
 */
export const npsEndpoints = {
  postOfferBrifaNps: defineEndpoint({
    method: 'POST',
    path: '/offer/:id/brifa-nps',
    params: ZKeyParams,
    body: ZNpsAnswer,
    response: ZBrifaNps,
    auth: 'required',
  }),
  getBrifaNpsOnOffer: defineEndpoint({
    method: 'GET',
    path: '/BrifaNpsOnOffer',
    query: ZBrifaNpsQuery,
    response: ZBrifaNpsOnOffer,
    auth: 'required',
  }),
  putBrifaNpsOnOffer: defineEndpoint({
    method: 'PUT',
    path: '/BrifaNpsOnOffer',
    body: ZBrifaNpsPut,
    response: ZBrifaNps,
    auth: 'required',
  }),
  getBrifaNpsOnOfferNotAuth: defineEndpoint({
    method: 'GET',
    path: '/BrifaNpsOnOffer/not-auth',
    query: ZBrifaNpsQueryNotAuth,
    response: ZBrifaNpsOnOffer,
  }),
  putBrifaNpsOnOfferNotAuth: defineEndpoint({
    method: 'PUT',
    path: '/BrifaNpsOnOffer/not-auth',
    body: ZBrifaNpsPutNotAuth,
    response: ZBrifaNps,
  }),
  getUserBrifaNpsById: defineEndpoint({
    method: 'GET',
    path: '/UserBrifaNps/:id',
    params: ZIdParams,
    response: ZBrifaNps,
    auth: 'required',
  }),
  getAgreementNpsList: defineEndpoint({
    method: 'GET',
    path: '/AgreementNps',
    response: z.array(ZAgreementNps),
    auth: 'required',
  }),
  getAgreementNpsProvider: defineEndpoint({
    method: 'GET',
    path: '/AgreementNps/provider',
    response: ZAgencyNpsSummary,
    auth: 'required',
  }),
  getAgreementNpsPage: defineEndpoint({
    method: 'GET',
    path: '/AgreementNps/:id/page',
    params: ZIdParams,
    response: ZAgreementNps,
    auth: 'required',
  }),
  getAgreementNpsPageNotAuth: defineEndpoint({
    method: 'GET',
    path: '/AgreementNps/not-auth/:id/page',
    params: ZIdParams,
    query: ZFeedbackLink,
    response: ZAgreementNps,
  }),
  getAgreementNpsCanAccess: defineEndpoint({
    method: 'GET',
    path: '/AgreementNps/:id/can-access',
    params: ZIdParams,
    query: ZAgreementNpsAccessQuery,
    response: ZAgreementNpsAccess,
    auth: 'optional',
  }),
  putAgreementNps: defineEndpoint({
    method: 'PUT',
    path: '/AgreementNps/:id',
    params: ZIdParams,
    body: ZNpsAnswer,
    response: ZAgreementNps,
    auth: 'required',
  }),
  putAgreementNpsNotAuth: defineEndpoint({
    method: 'PUT',
    path: '/AgreementNps/not-auth/:id',
    params: ZIdParams,
    body: ZNpsAnswerNotAuth,
    response: ZAgreementNps,
  }),
  postAgreementNpsLater: defineEndpoint({
    method: 'POST',
    path: '/AgreementNps/:id/later',
    params: ZIdParams,
    response: ZAgreementNps,
    auth: 'required',
  }),
  /** Development only: the Brifa NPS e-mail for a brief now, instead of a week later by the job. */
  postBrifaNpsRequestByOfferKey: defineEndpoint({
    method: 'POST',
    path: '/brifa-nps-request/:offerKey',
    prefix: '/api/dev',
    params: z.object({ offerKey: z.string().min(8).max(64) }),
    response: z.object({ Queued: z.boolean() }),
  }),
};
