import { errorMessage, PROJECT_VIEW_FEE_KURUS } from '@brifa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { BRIEF_DESCRIPTION, COMPLETE_FIELDS, categoryAnswers, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { api, clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { depsOf } from '../../../platform/deps.ts';
import {
  setAgencyListingHidden,
  setAgencySuspension,
  setClientSuspension,
} from '../../identity/accounts/providers.service.ts';
import { resendPhoneVerification } from '../../identity/users/users.service.ts';
import { balanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { grantToAgency, takeBackFromAgency } from '../../ledger/wallet/wallet.service.ts';
import { walletEntries } from '../../ledger/wallet/wallet.table.ts';
import { discardDeadMessage, retryDeadMessage } from '../../outbox/outbox.service.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { moderateReview } from '../../reviews/reviews.service.ts';
import { reviews } from '../../reviews/reviews.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { invalidateOffer, inviteAgency } from './opportunities.service.ts';

/**
 * Issue 17: the operator's actions as services (the console's routes wrap them in withAudit). Each is safe
 * when two operators press at once, and each refuses forged input with a localised error.
 */

let t: TTestApp;
let call: ReturnType<typeof api>;
const FEE = PROJECT_VIEW_FEE_KURUS;
const db = () => t.database.db;
const deps = () => depsOf(t.app);

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 'no error';
}

async function noticesOf(token: string) {
  return (await call.get('Notification', token)).json().Data.Items as Array<{
    Kind: string;
    Params: Record<string, unknown>;
  }>;
}

describe('invalidating a brief', () => {
  it('refunds each payer exactly once when two operators press at once', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const payers = [
      await matchedAgency(t.app, db(), offer.Id, TEST_NOW),
      await matchedAgency(t.app, db(), offer.Id, TEST_NOW),
    ];
    for (const agency of payers) {
      await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
      const paid = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
      expect(paid.statusCode).toBe(200);
      expect(await balanceOf(db(), agency.providerId)).toBe(0);
    }

    const [first, second] = await Promise.all([
      invalidateOffer(deps(), { offerKey: offer.OfferKey, reason: 'fake' }),
      invalidateOffer(deps(), { offerKey: offer.OfferKey, reason: 'duplicate' }),
    ]);
    // One of them closed the brief and refunded both payers; the other found it done.
    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    expect(first.refunded + second.refunded).toBe(2);
    expect(first.refundedKurus + second.refundedKurus).toBe(2 * FEE);
    const winner = first.changed ? first : second;
    expect(winner.before).toEqual({ state: 'active', invalidReason: null });
    expect(winner.after.state).toBe('closed');

    for (const agency of payers) {
      expect(await balanceOf(db(), agency.providerId)).toBe(FEE);
      const refunds = await db()
        .select({ id: walletEntries.id })
        .from(walletEntries)
        .where(
          and(
            eq(walletEntries.matchedProviderId, agency.match.id),
            eq(walletEntries.reason, 'refund_invalid'),
          ),
        );
      expect(refunds).toHaveLength(2); // the agency's leg and the platform's: one transaction
      const wallet = (await call.get('WalletTransaction', agency.token)).json().Data;
      expect(wallet.Items[0]).toMatchObject({ Reason: 'refund_invalid', AmountKurus: FEE });
      const refundNotices = (await noticesOf(agency.token)).filter((n) => n.Kind === 'refund_granted');
      expect(refundNotices).toHaveLength(1);
      // The notice names no client (the rule of briefs/opportunities/agency-view.ts).
      expect(refundNotices[0]!.Params.ClientName).toBeUndefined();
    }

    // Pressing again later refunds no one.
    const again = await invalidateOffer(deps(), { offerKey: offer.OfferKey, reason: 'fake' });
    expect(again).toMatchObject({ refunded: 0, changed: false });
  });

  it('refuses an unknown key', async () => {
    expect(await codeOf(invalidateOffer(deps(), { offerKey: 'no-such-key', reason: 'fake' }))).toBe(
      'OFFER_NOT_FOUND',
    );
  });
});

describe('suspending an agency', () => {
  it('gets it no matches, and it cannot pay; it is told why in both languages', async () => {
    const categoryId = 9;
    const eligible = await makeAgency(db(), t.clock.now(), { categoryId });
    const suspended = await makeAgency(db(), t.clock.now(), { categoryId });
    const change = await setAgencySuspension(deps(), {
      providerId: suspended.providerId,
      suspend: true,
      reason: 'Sahte belge',
    });
    expect(change).toMatchObject({ changed: true, before: { suspended: false }, after: { suspended: true } });
    // Again: nothing changes, no second notice.
    expect(
      (await setAgencySuspension(deps(), { providerId: suspended.providerId, suspend: true, reason: 'x' }))
        .changed,
    ).toBe(false);

    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token, { ...COMPLETE_FIELDS, CategoryId: categoryId });
    const matched = (
      await db().select().from(matchedProviders).where(eq(matchedProviders.offerId, offer.Id))
    ).map((row) => row.providerId);
    expect(matched).toContain(eligible.providerId);
    expect(matched).not.toContain(suspended.providerId);

    // Reinstated, it is matched again.
    await setAgencySuspension(deps(), {
      providerId: suspended.providerId,
      suspend: false,
      reason: 'Belge doğrulandı',
    });
    const later = await createBrief(t.app, client.token, { ...COMPLETE_FIELDS, CategoryId: categoryId });
    const laterMatched = (
      await db().select().from(matchedProviders).where(eq(matchedProviders.offerId, later.Id))
    ).map((row) => row.providerId);
    expect(laterMatched).toContain(suspended.providerId);
  });

  it('cannot pay for access while suspended, and its page says why', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    await setAgencySuspension(deps(), {
      providerId: agency.providerId,
      suspend: true,
      reason: 'Şikâyet incelemesi',
    });

    for (const locale of ['tr', 'en'] as const) {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/v1/MatchedProvider/${agency.match.id}/payment`,
        headers: { ...bearer(agency.token), 'accept-language': locale },
      });
      expect(paid.statusCode).toBe(403);
      expect(paid.json()).toMatchObject({
        ErrorCode: 'PROVIDER_SUSPENDED',
        Message: errorMessage('PROVIDER_SUSPENDED', locale),
      });
    }
    expect(await balanceOf(db(), agency.providerId)).toBe(FEE);
    const page = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(page.Access.Block).toBe('suspended');

    const notice = (await noticesOf(agency.token)).find((n) => n.Kind === 'account_suspended');
    expect(notice?.Params).toMatchObject({ Reason: 'Şikâyet incelemesi', Side: 'agency' });
    const mail = await db()
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'notice:account_suspended'));
    expect(mail.some((row) => row.text.includes('Şikâyet incelemesi'))).toBe(true);
  });
});

describe('suspending a client', () => {
  it('stops it posting a brief until reinstated', async () => {
    const client = await signUp(t.app, db());
    await setClientSuspension(deps(), { userId: client.userId, suspend: true, reason: 'Spam projeler' });
    for (const locale of ['tr', 'en'] as const) {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Offer',
        headers: { ...bearer(client.token), 'accept-language': locale },
        payload: {
          ...COMPLETE_FIELDS,
          CategoryId: 3,
          Answers: await categoryAnswers(t.app, 3),
          BudgetTry: '750000',
          StartDate: '2027-01-15',
          CompanyName: 'Moda Kahve',
          SectorId: 8,
          CompanySize: 'sme',
          EmployeeCount: '51-200',
          CityId: 34,
          DistrictId: 34023,
          IsDecisionMaker: true,
          Description: BRIEF_DESCRIPTION,
          ContactPreference: 'phone',
          AvailableTime: 'afternoon',
        },
      });
      expect(posted.json()).toMatchObject({
        ErrorCode: 'ACCOUNT_SUSPENDED',
        Message: errorMessage('ACCOUNT_SUSPENDED', locale),
      });
    }
    const notice = (await noticesOf(client.token)).find((n) => n.Kind === 'account_suspended');
    expect(notice?.Params).toMatchObject({ Reason: 'Spam projeler', Side: 'client' });

    await setClientSuspension(deps(), { userId: client.userId, suspend: false, reason: 'Görüşüldü' });
    const offer = await createBrief(t.app, client.token, { ...COMPLETE_FIELDS });
    expect(offer.OfferKey).toBeTruthy();
    expect((await noticesOf(client.token)).map((n) => n.Kind)).toContain('account_reinstated');
  });

  it('refuses an id that is not a client', async () => {
    const agency = await makeAgency(db(), t.clock.now());
    expect(
      await codeOf(setClientSuspension(deps(), { userId: agency.userId, suspend: true, reason: 'x' })),
    ).toBe('USER_NOT_FOUND');
    expect(
      await codeOf(setAgencySuspension(deps(), { providerId: 99_999_999, suspend: true, reason: 'x' })),
    ).toBe('PROVIDER_NOT_FOUND');
  });
});

describe('wallet credit', () => {
  it('grants and takes back through the ledger, never below zero, once per key', async () => {
    const agency = await makeAgency(db(), t.clock.now(), { walletKurus: 0 });
    const ref = String(agency.providerId);
    const now = t.clock.now();
    const granted = await grantToAgency(deps(), {
      agency: ref,
      amountKurus: 500_00,
      note: 'Telafi',
      idempotencyKey: 'ops-grant:1',
      now,
    });
    expect(granted).toMatchObject({ applied: true, balanceKurus: 500_00 });
    const replay = await grantToAgency(deps(), {
      agency: ref,
      amountKurus: 500_00,
      note: 'Telafi',
      idempotencyKey: 'ops-grant:1',
      now,
    });
    expect(replay).toMatchObject({ applied: false, balanceKurus: 500_00 });

    expect(
      await codeOf(
        takeBackFromAgency(deps(), {
          agency: ref,
          amountKurus: 600_00,
          note: 'Hata',
          idempotencyKey: 'tb:1',
          now,
        }),
      ),
    ).toBe('WALLET_TAKE_BACK_TOO_LARGE');
    const taken = await takeBackFromAgency(deps(), {
      agency: ref,
      amountKurus: 200_00,
      note: 'Hata',
      idempotencyKey: 'tb:2',
      now,
    });
    expect(taken).toMatchObject({ applied: true, balanceKurus: 300_00 });

    for (const amountKurus of [-100, 0, 1.5]) {
      expect(
        await codeOf(
          grantToAgency(deps(), {
            agency: ref,
            amountKurus,
            note: 'x',
            idempotencyKey: `g${amountKurus}`,
            now,
          }),
        ),
      ).toBe('VALIDATION_FAILED');
      expect(
        await codeOf(
          takeBackFromAgency(deps(), {
            agency: ref,
            amountKurus,
            note: 'x',
            idempotencyKey: `t${amountKurus}`,
            now,
          }),
        ),
      ).toBe('VALIDATION_FAILED');
    }
    expect(
      await codeOf(
        grantToAgency(deps(), { agency: '99999999', amountKurus: 1, note: 'x', idempotencyKey: 'g', now }),
      ),
    ).toBe('PROVIDER_NOT_FOUND');
    expect(await balanceOf(db(), agency.providerId)).toBe(300_00);
  });
});

describe('dead outbox messages', () => {
  async function deadMessage() {
    const [row] = await db()
      .insert(outboxMessages)
      .values({
        channel: 'email',
        to: 'kayip@example.com',
        subject: 'Konu',
        text: 'Metin',
        template: 'test',
        locale: 'tr',
        status: 'dead',
        attempts: 8,
        lastError: '550 mailbox unavailable',
        createdAt: t.clock.now(),
      })
      .returning({ id: outboxMessages.id });
    return row!.id;
  }

  it('retries one once even when two operators press at once, and discards another', async () => {
    const id = await deadMessage();
    const results = await Promise.allSettled([retryDeadMessage(deps(), id), retryDeadMessage(deps(), id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as ApiError).code).toBe('OUTBOX_MESSAGE_NOT_DEAD');
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    // Queued again with its attempts started over (the test app's worker may already have tried it once).
    expect(row!.status).not.toBe('dead');
    expect(row!.attempts).toBeLessThanOrEqual(1);

    const other = await deadMessage();
    expect(await discardDeadMessage(db(), other)).toMatchObject({ after: { status: 'discarded' } });
    expect(await codeOf(retryDeadMessage(deps(), other))).toBe('OUTBOX_MESSAGE_NOT_DEAD');
    expect(await codeOf(discardDeadMessage(db(), 99_999_999))).toBe('OUTBOX_MESSAGE_NOT_FOUND');
  });
});

describe('reviews', () => {
  async function review(status: 'visible' | 'email_confirmation') {
    const agency = await makeAgency(db(), t.clock.now());
    const [row] = await db()
      .insert(reviews)
      .values({
        key: `r${Math.random().toString(36).slice(2)}`,
        providerId: agency.providerId,
        status,
        rating: 5,
        ratingBudget: 5,
        ratingQuality: 5,
        ratingSchedule: 5,
        ratingCollaboration: 5,
        ratingPricePerformance: 5,
        ratingCommunication: 5,
        objective: 'Web sitesi',
        enjoyedMost: 'Hız',
        text: 'Çok iyi çalıştılar.',
        recommends: true,
        reviewerCompany: 'Moda Kahve',
        reviewerName: 'Ayşe',
        reviewerTitle: 'Müdür',
        reviewerEmail: `ayse.${Math.random().toString(36).slice(2)}@modakahve.com`,
        serviceProvided: 'Web',
        source: 'profile',
      })
      .returning();
    return row!;
  }

  it('rejects a pending one and removes a published one, and tells the reviewer', async () => {
    const pending = await review('email_confirmation');
    const rejected = await moderateReview(deps(), {
      reviewId: pending.id,
      action: 'reject',
      reason: 'Reklam içeriyor',
    });
    expect(rejected).toMatchObject({
      before: { status: 'email_confirmation' },
      after: { status: 'rejected' },
    });
    const published = await review('visible');
    await moderateReview(deps(), { reviewId: published.id, action: 'remove', reason: 'Hakaret içeriyor' });
    const mails = await db()
      .select({ to: outboxMessages.to, text: outboxMessages.text })
      .from(outboxMessages)
      .where(sql`${outboxMessages.template} in ('reviewRejected', 'reviewRemoved')`);
    expect(mails).toContainEqual({
      to: pending.reviewerEmail,
      text: expect.stringContaining('Reklam içeriyor'),
    });
    expect(mails).toContainEqual({
      to: published.reviewerEmail,
      text: expect.stringContaining('Hakaret içeriyor'),
    });
    // Twice, or the wrong action for its state: refused.
    expect(
      await codeOf(moderateReview(deps(), { reviewId: published.id, action: 'remove', reason: 'x' })),
    ).toBe('REVIEW_NOT_MODERATABLE');
    expect(
      await codeOf(moderateReview(deps(), { reviewId: 99_999_999, action: 'reject', reason: 'x' })),
    ).toBe('REVIEW_NOT_FOUND');
  });
});

describe('the agency listing', () => {
  it('force-hides the profile page and shows it again', async () => {
    const agency = await makeAgency(db(), t.clock.now());
    const page = () =>
      t.app.inject({ method: 'GET', url: `/api/v1/SearchProvider/page/provider/${agency.providerId}` });
    expect((await page()).statusCode).toBe(200);
    const hidden = await setAgencyListingHidden(deps(), {
      providerId: agency.providerId,
      hidden: true,
      reason: 'Kopya profil',
    });
    expect(hidden).toMatchObject({ changed: true, after: { hidden: true, reason: 'Kopya profil' } });
    expect((await page()).statusCode).toBe(404);
    await setAgencyListingHidden(deps(), {
      providerId: agency.providerId,
      hidden: false,
      reason: 'Düzeltildi',
    });
    expect((await page()).statusCode).toBe(200);
  });
});

describe('verification and invitations', () => {
  it('resends the phone code to an unverified user only', async () => {
    const unverified = await signUp(t.app, db(), { verify: false });
    t.clock.advance(120_000);
    const sent = await resendPhoneVerification(deps(), unverified.userId);
    expect(sent.sentTo).toMatch(/\*/);
    const verified = await signUp(t.app, db());
    expect(await codeOf(resendPhoneVerification(deps(), verified.userId))).toBe('PHONE_ALREADY_VERIFIED');
    expect(await codeOf(resendPhoneVerification(deps(), 99_999_999))).toBe('USER_NOT_FOUND');
  });

  it('invites an unregistered agency once per address and brief', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const input = {
      offerKey: offer.OfferKey,
      email: 'Yeni@Ajans.com',
      companyName: 'Yeni Ajans',
      locale: 'tr' as const,
    };
    const [a, b] = await Promise.all([inviteAgency(deps(), input), inviteAgency(deps(), input)]);
    expect(a).toBe(b);
    const mails = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, 'yeni@ajans.com'), eq(outboxMessages.template, 'businessOpportunity')),
      );
    expect(mails).toHaveLength(1);
  });
});
