import { z } from 'zod';
import {
  ZAgencyReview,
  ZReviewBody,
  ZReviewConfirmed,
  ZReviewReplyBody,
  ZReviewSubmitted,
  ZReviewTarget,
  ZReviewTokenBody,
} from '../reviews.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Client reviews of agencies: the review form, confirmation by e-mail link, the agency's replies. */
export const reviewsEndpoints = {
  getReviewTargetBySlug: defineEndpoint({
    method: 'GET',
    path: '/Review/target/:slug',
    params: z.object({ slug: z.string().min(1).max(120) }),
    response: ZReviewTarget,
  }),
  postReview: defineEndpoint({
    method: 'POST',
    path: '/Review',
    body: ZReviewBody,
    response: ZReviewSubmitted,
    status: 201,
  }),
  getReviewByProvider: defineEndpoint({
    method: 'GET',
    path: '/Review/by-provider',
    response: z.object({ Slug: z.string(), Items: z.array(ZAgencyReview) }),
    auth: 'required',
  }),
  putReviewReply: defineEndpoint({
    method: 'PUT',
    path: '/Review/:id/reply',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: ZReviewReplyBody,
    response: ZAgencyReview,
    auth: 'required',
  }),
  postReviewConfirm: defineEndpoint({
    method: 'POST',
    path: '/Review/confirm',
    body: ZReviewTokenBody,
    response: ZReviewConfirmed,
  }),
  postReviewRemove: defineEndpoint({
    method: 'POST',
    path: '/Review/remove',
    body: ZReviewTokenBody,
    response: ZReviewConfirmed,
  }),
};
