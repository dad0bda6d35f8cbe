import { z } from 'zod';
import {
  ZOpsActionResult,
  ZOpsAgency,
  ZOpsBrief,
  ZOpsCancelSubscription,
  ZOpsClient,
  ZOpsDeadMessages,
  ZOpsExtendSubscription,
  ZOpsInvalidateBrief,
  ZOpsInviteAgency,
  ZOpsOptionalReasonBody,
  ZOpsPageQuery,
  ZOpsReasonBody,
  ZOpsReviewDecision,
  ZOpsSearchQuery,
  ZOpsSearchResult,
  ZOpsSubscriptionParams,
  ZOpsWalletChange,
} from '../ops/ops-actions.ts';
import { defineEndpoint } from './define-endpoint.ts';

const prefix = '/api/v1/ops';
const ZId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const ZKey = z.object({ key: z.string().min(1).max(64) });
const ZReviewParams = ZId.extend({
  reviewId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * The console's records and actions (issue 17, ops-actions): search, a record's page with its history, and
 * every action of item 4. All behind the ops guard (404 without a live ops session); every action writes one
 * audit row. `auth` stays 'none': the users' guard never runs on them.
 */
export const opsActionsEndpoints = {
  getSearch: defineEndpoint({
    method: 'GET',
    path: '/search',
    prefix,
    query: ZOpsSearchQuery,
    response: ZOpsSearchResult,
  }),
  getClient: defineEndpoint({
    method: 'GET',
    path: '/clients/:id',
    prefix,
    params: ZId,
    response: ZOpsClient,
  }),
  getAgency: defineEndpoint({
    method: 'GET',
    path: '/agencies/:id',
    prefix,
    params: ZId,
    response: ZOpsAgency,
  }),
  getBrief: defineEndpoint({
    method: 'GET',
    path: '/briefs/:key',
    prefix,
    params: ZKey,
    response: ZOpsBrief,
  }),
  getDeadMessages: defineEndpoint({
    method: 'GET',
    path: '/outbox/dead',
    prefix,
    query: ZOpsPageQuery,
    response: ZOpsDeadMessages,
  }),

  postInvalidateBrief: defineEndpoint({
    method: 'POST',
    path: '/briefs/:key/invalidate',
    prefix,
    params: ZKey,
    body: ZOpsInvalidateBrief,
    response: ZOpsActionResult,
  }),
  postInviteAgency: defineEndpoint({
    method: 'POST',
    path: '/briefs/:key/invite',
    prefix,
    params: ZKey,
    body: ZOpsInviteAgency,
    response: ZOpsActionResult,
  }),
  postWalletGrant: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/wallet/grant',
    prefix,
    params: ZId,
    body: ZOpsWalletChange,
    response: ZOpsActionResult,
  }),
  postWalletTakeBack: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/wallet/take-back',
    prefix,
    params: ZId,
    body: ZOpsWalletChange,
    response: ZOpsActionResult,
  }),
  postAgencySuspend: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/suspend',
    prefix,
    params: ZId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
  postAgencyReinstate: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/reinstate',
    prefix,
    params: ZId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
  postAgencyHide: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/hide',
    prefix,
    params: ZId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
  postAgencyShow: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/show',
    prefix,
    params: ZId,
    body: ZOpsOptionalReasonBody,
    response: ZOpsActionResult,
  }),
  postAgencyResendVerification: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/resend-verification',
    prefix,
    params: ZId,
    body: ZOpsOptionalReasonBody,
    response: ZOpsActionResult,
  }),
  postReviewDecision: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/reviews/:reviewId/decision',
    prefix,
    params: ZReviewParams,
    body: ZOpsReviewDecision,
    response: ZOpsActionResult,
  }),
  postClientSuspend: defineEndpoint({
    method: 'POST',
    path: '/clients/:id/suspend',
    prefix,
    params: ZId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
  postClientReinstate: defineEndpoint({
    method: 'POST',
    path: '/clients/:id/reinstate',
    prefix,
    params: ZId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
  postClientResendVerification: defineEndpoint({
    method: 'POST',
    path: '/clients/:id/resend-verification',
    prefix,
    params: ZId,
    body: ZOpsOptionalReasonBody,
    response: ZOpsActionResult,
  }),
  postDeadRetry: defineEndpoint({
    method: 'POST',
    path: '/outbox/:id/retry',
    prefix,
    params: ZId,
    body: ZOpsOptionalReasonBody,
    response: ZOpsActionResult,
  }),
  postDeadDiscard: defineEndpoint({
    method: 'POST',
    path: '/outbox/:id/discard',
    prefix,
    params: ZId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
  /** Issue 19 item 10: end a subscription now or at its period's end. */
  postSubscriptionCancel: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/subscriptions/:subscriptionId/cancel',
    prefix,
    params: ZOpsSubscriptionParams,
    body: ZOpsCancelSubscription,
    response: ZOpsActionResult,
  }),
  /** A package's money-back guarantee (within MONEY_BACK_DAYS): its payment refunded in full, the package ended. */
  postSubscriptionMoneyBack: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/subscriptions/:subscriptionId/money-back',
    prefix,
    params: ZOpsSubscriptionParams,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
  /** Extend by some days, free (an ad only when its slot is free for them). */
  postSubscriptionExtend: defineEndpoint({
    method: 'POST',
    path: '/agencies/:id/subscriptions/:subscriptionId/extend',
    prefix,
    params: ZOpsSubscriptionParams,
    body: ZOpsExtendSubscription,
    response: ZOpsActionResult,
  }),
};
