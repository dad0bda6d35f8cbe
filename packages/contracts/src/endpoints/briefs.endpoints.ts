import { z } from 'zod';
import { ZAssistantTurn, ZAssistantTurnResult } from '../brief-assistant.ts';
import {
  ZClientFeedbackSaved,
  ZFeedbackCreate,
  ZFeedbackCreateNotAuth,
  ZFeedbackLink,
  ZFeedbackPending,
  ZFeedbackProviderPage,
  ZFeedbackUpdate,
  ZOfferFeedbackForm,
  ZUserOfferFeedback,
  ZUserOfferFeedbackAnswered,
  ZUserOfferFeedbackCreate,
  ZUserOfferFeedbackCreateNotAuth,
  ZUserOfferFeedbackUpdate,
  ZUserOfferFeedbackUpdateNotAuth,
} from '../client-feedback.ts';
import {
  ZClientMatch,
  ZClientMatchesQuery,
  ZClientMatchList,
  ZClientMatchMark,
  ZMatchedProviderView,
  ZOfferMetric,
} from '../client-matches.ts';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZIdempotencyHeaders } from '../headers.ts';
import { ZOfferMissingFields } from '../offer-completion.ts';
import { ZOfferFile } from '../offer-file.ts';
import { type TOfferAction, ZBriefCheck, ZBriefCheckResult, ZOffer, ZOfferCreate } from '../offers.ts';
import {
  ZAccessPaymentInput,
  ZBusinessOpportunity,
  ZInvitationDecline,
  ZOpportunityDetail,
  ZPoolList,
  ZPoolQuery,
  ZProviderFeedbackInput,
  ZProviderFolderInput,
  ZProviderFolderRemove,
  ZProviderOpportunitiesQuery,
  ZProviderOpportunity,
  ZProviderOpportunityList,
  ZQuoteInput,
} from '../opportunities.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** {id} in the spec's offer paths is the offer's public key. */
const ZKeyParams = z.object({ id: z.string().min(8).max(64) });

const ZRequestedProvider = z.object({
  Id: z.number().int(),
  ProviderId: z.number().int(),
  CompanyNickName: z.string(),
  Slug: z.string(),
  IsMatched: z.boolean(),
  CreatedAt: z.string(),
});

/** {id} in MatchedProvider paths is the match's id; only its client and its agency get an answer. */
const ZMatchParams = z.object({ id: z.coerce.number().int().positive() });

const ZOfferKeyParams = z.object({ offerKey: z.string().min(8).max(64) });
const ZOfferKeyQuery = z.object({ OfferKey: z.string().min(8).max(64) });

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST offer/{key}/stop|close|activate, one endpoint per action. */
const offerAction = <A extends TOfferAction>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `/offer/:id/${action}`,
    params: ZKeyParams,
    response: ZOffer,
    auth: 'required',
  });

/** Briefs: the client's offers, their file and missing data, matching, the client's matches, the agencies' opportunities and feedback. */
export const briefsEndpoints = {
  offerActions: {
    stop: offerAction('stop'),
    close: offerAction('close'),
    activate: offerAction('activate'),
  } satisfies Record<TOfferAction, unknown>,
  postMatchedProviderWatchlist: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/watchlist',
    params: ZMatchParams,
    response: ZClientMatch,
    auth: 'required',
  }),
  deleteMatchedProviderWatchlist: defineEndpoint({
    method: 'DELETE',
    path: '/MatchedProvider/:id/watchlist',
    params: ZMatchParams,
    response: ZClientMatch,
    auth: 'required',
  }),
  getUserOfferFeedbackIsAnsweredByOfferKey: defineEndpoint({
    method: 'GET',
    path: '/UserOfferFeedback/is-answered/:offerKey',
    params: ZOfferKeyParams,
    response: ZUserOfferFeedbackAnswered,
    auth: 'required',
  }),
  getUserOfferFeedbackIsAnswered: defineEndpoint({
    method: 'GET',
    path: '/UserOfferFeedback/is-answered',
    query: ZOfferKeyQuery,
    response: ZUserOfferFeedbackAnswered,
    auth: 'required',
  }),
  getUserOfferFeedbackMatchedProvidersByOfferKey: defineEndpoint({
    method: 'GET',
    path: '/UserOfferFeedback/matched-providers/:offerKey',
    params: ZOfferKeyParams,
    response: ZOfferFeedbackForm,
    auth: 'required',
  }),
  getUserOfferFeedbackMatchedProviders: defineEndpoint({
    method: 'GET',
    path: '/UserOfferFeedback/matched-providers',
    query: ZOfferKeyQuery,
    response: ZOfferFeedbackForm,
    auth: 'required',
  }),
  postOffer: defineEndpoint({
    method: 'POST',
    path: '/Offer',
    body: ZOfferCreate,
    headers: ZIdempotencyHeaders,
    response: ZOffer,
    status: 201,
    auth: 'required',
  }),
  postOfferBriefCheck: defineEndpoint({
    method: 'POST',
    path: '/Offer/brief-check',
    body: ZBriefCheck,
    response: ZBriefCheckResult,
  }),
  /** The brief assistant (/brifa-bot): one answer in, the checked draft and the next question out (visitors too). */
  postBriefAssistantTurn: defineEndpoint({
    method: 'POST',
    path: '/BriefAssistant/turn',
    body: ZAssistantTurn,
    response: ZAssistantTurnResult,
    auth: 'optional',
  }),
  getOffer: defineEndpoint({
    method: 'GET',
    path: '/offer',
    query: ZPageQuery,
    response: ZPaged(ZOffer),
    auth: 'required',
  }),
  getOfferPage: defineEndpoint({
    method: 'GET',
    path: '/offer/:id/page',
    params: ZKeyParams,
    response: ZOffer,
    auth: 'required',
  }),
  deleteOfferById: defineEndpoint({
    method: 'DELETE',
    path: '/offer/:id',
    params: ZKeyParams,
    response: z.null(),
    auth: 'required',
  }),
  postOfferFile: defineEndpoint({
    method: 'POST',
    path: '/Offer/:id/file',
    params: ZKeyParams,
    form: true,
    response: ZOfferFile,
    auth: 'required',
  }),
  getOfferNotCompleted: defineEndpoint({
    method: 'GET',
    path: '/offer/not-completed',
    response: z.array(ZOffer),
    auth: 'required',
  }),
  putOfferMissingFields: defineEndpoint({
    method: 'PUT',
    path: '/offer/:id/missing-fields',
    params: ZKeyParams,
    body: ZOfferMissingFields,
    response: ZOffer,
    auth: 'required',
  }),
  postOfferExtraMatch: defineEndpoint({
    method: 'POST',
    path: '/offer/:id/extra-match',
    params: ZKeyParams,
    response: z.object({ Added: z.number().int(), Offer: ZOffer }),
    auth: 'required',
  }),
  getOfferOptionalProviderByOfferById: defineEndpoint({
    method: 'GET',
    path: '/OfferOptionalProvider/by-offer/:id',
    params: ZKeyParams,
    response: z.array(ZRequestedProvider),
    auth: 'required',
  }),
  getOfferOptionalProvider: defineEndpoint({
    method: 'GET',
    path: '/OfferOptionalProvider',
    query: z.object({ OfferKey: z.string().min(8).max(64) }),
    response: z.array(ZRequestedProvider),
    auth: 'required',
  }),
  postOfferOptionalProvider: defineEndpoint({
    method: 'POST',
    path: '/OfferOptionalProvider',
    body: z.object({
      OfferKey: z.string().min(8).max(64),
      ProviderId: z.coerce.number().int().positive(),
    }),
    response: z.array(ZRequestedProvider),
    auth: 'required',
  }),
  postMatchedProviderDecline: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/decline',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.null(),
    auth: 'required',
  }),
  getOfferMatches: defineEndpoint({
    method: 'GET',
    path: '/offer/:id/matches',
    params: ZKeyParams,
    query: ZClientMatchesQuery,
    response: ZClientMatchList,
    auth: 'required',
  }),
  getMatchedProviderById: defineEndpoint({
    method: 'GET',
    path: '/MatchedProvider/:id',
    params: ZMatchParams,
    response: ZMatchedProviderView,
    auth: 'required',
  }),
  postMatchedProviderMark: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/mark',
    params: ZMatchParams,
    body: ZClientMatchMark,
    response: ZClientMatch,
    auth: 'required',
  }),
  postMatchedProviderWon: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/won',
    params: ZMatchParams,
    response: ZClientMatch,
    auth: 'required',
  }),
  /** Issue 20: the client says it did not agree with the agency that reported "we agreed". */
  postMatchedProviderAgreementReportDecline: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/agreement-report/decline',
    params: ZMatchParams,
    response: ZClientMatch,
    auth: 'required',
  }),
  getOfferMetricById: defineEndpoint({
    method: 'GET',
    path: '/OfferMetric/:id',
    params: ZKeyParams,
    response: ZOfferMetric,
    auth: 'required',
  }),
  getMatchedProviderByProvider: defineEndpoint({
    method: 'GET',
    path: '/MatchedProvider/by-provider',
    query: ZProviderOpportunitiesQuery,
    response: ZProviderOpportunityList,
    auth: 'required',
  }),
  postMatchedProviderFolder: defineEndpoint({
    method: 'POST',
    path: '/MatchedProviderFolder',
    body: ZProviderFolderInput,
    response: ZProviderOpportunity,
    auth: 'required',
  }),
  deleteMatchedProviderFolder: defineEndpoint({
    method: 'DELETE',
    path: '/MatchedProviderFolder',
    body: ZProviderFolderRemove,
    response: ZProviderOpportunity,
    auth: 'required',
  }),
  getOfferForProvider: defineEndpoint({
    method: 'GET',
    path: '/offer/:id/for-provider',
    params: ZKeyParams,
    response: ZOpportunityDetail,
    auth: 'required',
  }),
  postMatchedProviderPayment: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/payment',
    params: ZMatchParams,
    body: ZAccessPaymentInput,
    unchecked: ['body'],
    response: ZOpportunityDetail,
    auth: 'required',
  }),
  putMatchedProviderQuote: defineEndpoint({
    method: 'PUT',
    path: '/MatchedProvider/:id/quote',
    params: ZMatchParams,
    body: ZQuoteInput,
    response: ZOpportunityDetail,
    auth: 'required',
  }),
  postMatchedProviderQuoteFile: defineEndpoint({
    method: 'POST',
    path: '/MatchedProvider/:id/quote/file',
    params: ZMatchParams,
    form: true,
    response: ZOpportunityDetail,
    auth: 'required',
  }),
  putMatchedProviderFeedback: defineEndpoint({
    method: 'PUT',
    path: '/MatchedProvider/:id/feedback',
    params: ZMatchParams,
    body: ZProviderFeedbackInput,
    response: ZOpportunityDetail,
    auth: 'required',
  }),
  getPool: defineEndpoint({
    method: 'GET',
    path: '/Pool',
    query: ZPoolQuery,
    response: ZPoolList,
    auth: 'required',
  }),
  getPoolOfferForProvider: defineEndpoint({
    method: 'GET',
    path: '/pool/offer/:id/for-provider',
    params: ZKeyParams,
    response: ZOpportunityDetail,
    auth: 'required',
  }),
  postPoolOfferContact: defineEndpoint({
    method: 'POST',
    path: '/pool/offer/:id/contact',
    params: ZKeyParams,
    response: ZOpportunityDetail,
    auth: 'required',
  }),
  getBusinessOpportunityById: defineEndpoint({
    method: 'GET',
    path: '/BusinessOpportunity/:id',
    params: ZKeyParams,
    response: ZBusinessOpportunity,
  }),
  postBusinessOpportunityDecline: defineEndpoint({
    method: 'POST',
    path: '/BusinessOpportunity/:id/decline',
    params: ZKeyParams,
    body: ZInvitationDecline,
    response: ZBusinessOpportunity,
  }),
  getFeedbackNotCompleted: defineEndpoint({
    method: 'GET',
    path: '/Feedback/not-completed',
    response: z.array(ZFeedbackPending),
    auth: 'required',
  }),
  postFeedback: defineEndpoint({
    method: 'POST',
    path: '/Feedback',
    body: ZFeedbackCreate,
    response: ZClientFeedbackSaved,
    auth: 'required',
  }),
  postFeedbackNotAuth: defineEndpoint({
    method: 'POST',
    path: '/Feedback/not-auth',
    body: ZFeedbackCreateNotAuth,
    response: ZClientFeedbackSaved,
  }),
  putFeedbackById: defineEndpoint({
    method: 'PUT',
    path: '/Feedback/:id',
    params: ZIdParams,
    body: ZFeedbackUpdate,
    response: ZClientFeedbackSaved,
    auth: 'required',
  }),
  getFeedbackPage: defineEndpoint({
    method: 'GET',
    path: '/feedback/:id/page',
    params: ZIdParams,
    response: ZOfferFeedbackForm,
    auth: 'required',
  }),
  getFeedbackPageProvider: defineEndpoint({
    method: 'GET',
    path: '/feedback/:id/page/provider',
    params: ZIdParams,
    response: ZFeedbackProviderPage,
    auth: 'required',
  }),
  getUserOfferFeedbackNotAuthMatchedProvidersByOfferKey: defineEndpoint({
    method: 'GET',
    path: '/UserOfferFeedback/not-auth/matched-providers/:offerKey',
    params: ZOfferKeyParams,
    query: ZFeedbackLink,
    response: ZOfferFeedbackForm,
  }),
  getUserOfferFeedbackNotAuthById: defineEndpoint({
    method: 'GET',
    path: '/UserOfferFeedback/not-auth/:id',
    params: ZIdParams,
    query: ZFeedbackLink,
    response: ZUserOfferFeedback,
  }),
  postUserOfferFeedbackNotAuth: defineEndpoint({
    method: 'POST',
    path: '/UserOfferFeedback/not-auth',
    body: ZUserOfferFeedbackCreateNotAuth,
    response: ZUserOfferFeedback,
  }),
  putUserOfferFeedbackNotAuthById: defineEndpoint({
    method: 'PUT',
    path: '/UserOfferFeedback/not-auth/:id',
    params: ZIdParams,
    body: ZUserOfferFeedbackUpdateNotAuth,
    response: ZUserOfferFeedback,
  }),
  getUserOfferFeedbackById: defineEndpoint({
    method: 'GET',
    path: '/UserOfferFeedback/:id',
    params: ZIdParams,
    response: ZUserOfferFeedback,
    auth: 'required',
  }),
  postUserOfferFeedback: defineEndpoint({
    method: 'POST',
    path: '/UserOfferFeedback',
    body: ZUserOfferFeedbackCreate,
    response: ZUserOfferFeedback,
    auth: 'required',
  }),
  putUserOfferFeedbackById: defineEndpoint({
    method: 'PUT',
    path: '/UserOfferFeedback/:id',
    params: ZIdParams,
    body: ZUserOfferFeedbackUpdate,
    response: ZUserOfferFeedback,
    auth: 'required',
  }),
  postFeedbackRequestByOfferKey: defineEndpoint({
    method: 'POST',
    path: '/feedback-request/:offerKey',
    prefix: '/api/dev',
    params: ZOfferKeyParams,
    response: z.object({ Queued: z.boolean() }),
  }),
};
