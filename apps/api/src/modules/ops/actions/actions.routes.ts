import { opsActionsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { operatorOf, opsRoute } from '../operators/ops-route.ts';
import {
  changeAgencyListing,
  changeAgencySuspension,
  changeClientSuspension,
  changeDeadMessage,
  changeWallet,
  decideReview,
  invalidateBrief,
  inviteAgencyToBrief,
  resendVerification,
} from './actions.service.ts';

const tags = ['ops'];

/** The operator's actions (issue 17 item 4): each writes one audit row with its change. */
export async function actionsRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  opsRoute(
    app,
    endpoints.postInvalidateBrief,
    { tags, summary: 'Invalidate a brief, refund its payers' },
    async (r) =>
      ok(
        r,
        await invalidateBrief(deps(), operatorOf(r), {
          key: r.params.key,
          invalidReason: r.body.InvalidReason,
          reason: r.body.Reason,
        }),
      ),
  );
  opsRoute(app, endpoints.postInviteAgency, { tags, summary: 'Invite an unregistered agency' }, async (r) =>
    ok(
      r,
      await inviteAgencyToBrief(deps(), operatorOf(r), {
        key: r.params.key,
        email: r.body.Email,
        companyName: r.body.CompanyName,
        locale: r.body.Locale,
        reason: r.body.Reason,
      }),
    ),
  );
  for (const [endpoint, direction] of [
    [endpoints.postWalletGrant, 'grant'],
    [endpoints.postWalletTakeBack, 'take_back'],
  ] as const) {
    opsRoute(app, endpoint, { tags, summary: `Wallet credit: ${direction}` }, async (r) =>
      ok(
        r,
        await changeWallet(deps(), operatorOf(r), {
          providerId: r.params.id,
          direction,
          amountKurus: r.body.AmountKurus,
          reason: r.body.Reason,
          key: r.body.IdempotencyKey,
        }),
      ),
    );
  }
  for (const [endpoint, suspend] of [
    [endpoints.postAgencySuspend, true],
    [endpoints.postAgencyReinstate, false],
  ] as const) {
    opsRoute(
      app,
      endpoint,
      { tags, summary: suspend ? 'Suspend an agency' : 'Reinstate an agency' },
      async (r) =>
        ok(
          r,
          await changeAgencySuspension(deps(), operatorOf(r), {
            providerId: r.params.id,
            suspend,
            reason: r.body.Reason,
          }),
        ),
    );
  }
  for (const [endpoint, suspend] of [
    [endpoints.postClientSuspend, true],
    [endpoints.postClientReinstate, false],
  ] as const) {
    opsRoute(
      app,
      endpoint,
      { tags, summary: suspend ? 'Suspend a client' : 'Reinstate a client' },
      async (r) =>
        ok(
          r,
          await changeClientSuspension(deps(), operatorOf(r), {
            userId: r.params.id,
            suspend,
            reason: r.body.Reason,
          }),
        ),
    );
  }
  for (const [endpoint, hidden] of [
    [endpoints.postAgencyHide, true],
    [endpoints.postAgencyShow, false],
  ] as const) {
    opsRoute(
      app,
      endpoint,
      { tags, summary: hidden ? 'Force-hide a profile' : 'Show a profile again' },
      async (r) =>
        ok(
          r,
          await changeAgencyListing(deps(), operatorOf(r), {
            providerId: r.params.id,
            hidden,
            reason: r.body.Reason,
          }),
        ),
    );
  }
  opsRoute(app, endpoints.postReviewDecision, { tags, summary: 'Reject or remove a review' }, async (r) =>
    ok(
      r,
      await decideReview(deps(), operatorOf(r), {
        providerId: r.params.id,
        reviewId: r.params.reviewId,
        action: r.body.Action,
        reason: r.body.Reason,
      }),
    ),
  );
  for (const [endpoint, subjectType] of [
    [endpoints.postClientResendVerification, 'client'],
    [endpoints.postAgencyResendVerification, 'agency'],
  ] as const) {
    opsRoute(app, endpoint, { tags, summary: 'Resend the phone verification code' }, async (r) =>
      ok(
        r,
        await resendVerification(deps(), operatorOf(r), {
          subjectType,
          id: r.params.id,
          reason: r.body.Reason,
        }),
      ),
    );
  }
  for (const [endpoint, action] of [
    [endpoints.postDeadRetry, 'retry'],
    [endpoints.postDeadDiscard, 'discard'],
  ] as const) {
    opsRoute(app, endpoint, { tags, summary: `Dead outbox message: ${action}` }, async (r) =>
      ok(
        r,
        await changeDeadMessage(deps(), operatorOf(r), { id: r.params.id, action, reason: r.body.Reason }),
      ),
    );
  }
}
