import { RENEWAL_RETRY_DAYS } from '@brifa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';
import { api, clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';
import { depsOf } from '../../../platform/deps.ts';
import { providerDebts, subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';
import { balanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { notifications } from '../../notifications/notifications.table.ts';
import { payments } from '../payments/payments.table.ts';
import { renewSubscriptions } from './renewals.job.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SUCCESS = '5528790000000008';
const INSUFFICIENT = '4111111111111129';
const PRICE = 6_000_00;
let keys = 0;

const card = (number: string) => ({
  HolderName: 'Mert Kaya',
  Number: number,
  ExpireMonth: 12,
  ExpireYear: 2030,
  Cvc: '123',
});

async function saveCard(token: string, number: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/CreditCard',
    headers: bearer(token),
    payload: { Card: card(number) },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().Data.Id as number;
}

type TAgency = Awaited<ReturnType<typeof agencyAccount>>;

/** A live package subscription renewing on `cardNumber`, ending `endsInMs` from now. */
async function renewingSubscription(
  agency: TAgency,
  cardNumber: string,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const now = t.clock.now();
  const cardId = await saveCard(agency.token, cardNumber);
  const [row] = await db()
    .insert(subscriptions)
    .values({
      providerId: agency.providerId,
      kind: 'package',
      plan: 'growth',
      categoryIds: [3],
      status: 'active',
      startsAt: new Date(now.getTime() - 180 * DAY),
      endsAt: new Date(now.getTime() + 12 * HOUR),
      periodMonths: 6,
      priceKurus: PRICE,
      categoryRights: 7,
      autoRenew: true,
      renewalCardId: cardId,
      ...overrides,
    })
    .returning();
  return row!;
}

const subscriptionOf = async (id: number) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const debtsOf = (providerId: number) =>
  db().select().from(providerDebts).where(eq(providerDebts.providerId, providerId));
const paymentsOf = (providerId: number) =>
  db().select().from(payments).where(eq(payments.providerId, providerId));
const sixMonthsAfter = (date: Date) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 6);
  return next;
};
const run = () => renewSubscriptions(depsOf(t.app));
async function stepsOf(userId: number) {
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'subscription_renewal')));
  return rows.map((row) => (row.params as { Step?: string }).Step);
}
async function totalDebt(agency: TAgency) {
  return (await me(t.app, agency.token, agency.userId)).json().Data.TotalDebt as number;
}

/** Pays a debt by card (a `debt` line, no 3-D Secure in the test), as /need-subscription-payment does. */
async function payDebt(agency: TAgency, debtId: number) {
  const basket = [{ Id: 'debt', Options: { DebtId: debtId } }];
  const init = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/init',
    headers: bearer(agency.token),
    payload: { BasketItems: basket },
  });
  if (init.statusCode !== 200) return init;
  const gross = init.json().Data.GrossPrice as number;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(agency.token), 'idempotency-key': `debt-test-${++keys}-${Date.now()}` },
    payload: {
      Type: 'debt',
      BasketItems: basket,
      GrossPrice: gross,
      PaidPrice: gross,
      Installment: 1,
      ForceThreeD: false,
      Card: card(SUCCESS),
    },
  });
}

describe('the daily renewal job', () => {
  it('renews a subscription ending within a day on its saved card: a period added, invoiced, shared, noticed, once', async () => {
    t.clock.set(TEST_NOW);
    const agency = await agencyAccount(t.app, db());
    const sub = await renewingSubscription(agency, SUCCESS);
    const result = await run();
    expect(result).toMatchObject({ renewed: 1, failed: 0 });

    const after = await subscriptionOf(sub.id);
    expect(after.endsAt.toISOString()).toBe(sixMonthsAfter(sub.endsAt).toISOString());
    expect(after.status).toBe('active');
    const [payment] = await paymentsOf(agency.providerId);
    expect(payment).toMatchObject({
      state: 'succeeded',
      type: 'package',
      paidPriceKurus: PRICE,
      forceThreeD: false,
      idempotencyKey: `renewal:${sub.id}:${sub.endsAt.toISOString()}`,
    });
    const transactions = (
      await t.app.inject({ method: 'GET', url: '/api/v1/Transaction/page', headers: bearer(agency.token) })
    ).json().Data;
    expect(transactions.Items[0].InvoiceId).not.toBeNull();
    expect(await stepsOf(agency.userId)).toEqual(['renewed']);
    // A renewal is a subscription payment: 10 % of it reaches the wallet.
    expect(await balanceOf(db(), agency.providerId)).toBe(PRICE / 10);

    // The next run (and the next day's) charges nothing more: the period is far away now.
    expect(await run()).toMatchObject({ renewed: 0, failed: 0 });
    expect(await paymentsOf(agency.providerId)).toHaveLength(1);
    expect(await debtsOf(agency.providerId)).toHaveLength(0);
  });

  it('turns a failed renewal into a debt: TotalDebt, opportunities blocked, paid by card once, unblocked', async () => {
    t.clock.set(TEST_NOW);
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), agency.providerId, 1_000_00, TEST_NOW);
    const sub = await renewingSubscription(agency, INSUFFICIENT);

    expect(await run()).toMatchObject({ renewed: 0, failed: 1 });
    const [debt] = await debtsOf(agency.providerId);
    expect(debt).toMatchObject({
      kind: 'subscription',
      subscriptionId: sub.id,
      amountKurus: PRICE,
      attempts: 1,
      paidAt: null,
    });
    expect(debt!.nextAttemptAt!.getTime()).toBe(TEST_NOW.getTime() + RENEWAL_RETRY_DAYS[0] * DAY);
    expect(await stepsOf(agency.userId)).toEqual(['failed']);
    expect(await totalDebt(agency)).toBe(PRICE / 100);
    // The subscription runs to its end; a second run the same day makes no second debt.
    expect((await subscriptionOf(sub.id)).status).toBe('active');
    expect(await run()).toMatchObject({ failed: 0, retried: 0 });
    expect(await debtsOf(agency.providerId)).toHaveLength(1);

    t.clock.advance(60_000);
    const listed = (await call.get('Subscription/debt', agency.token)).json().Data;
    expect(listed.Items).toHaveLength(0);
    const packageDebts = (await call.get('PackageSubscription/debt', agency.token)).json().Data;
    expect(packageDebts).toMatchObject({
      TotalKurus: PRICE,
      Items: [{ Id: debt!.id, SubscriptionId: sub.id }],
    });
    const blocked = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(blocked.Access.Block).toBe('debt');

    const paid = await payDebt(agency, debt!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().Data.State).toBe('succeeded');
    const [settled] = await debtsOf(agency.providerId);
    expect(settled!.paidAt).not.toBeNull();
    expect(settled!.paidPaymentRef).toBe(`payment:${paid.json().Data.Id}`);
    // The debt paid the period the renewal was for.
    expect((await subscriptionOf(sub.id)).endsAt.toISOString()).toBe(
      sixMonthsAfter(sub.endsAt).toISOString(),
    );
    expect(await totalDebt(agency)).toBe(0);
    const open = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(open.Access.Block ?? null).toBeNull();

    // The debt paid a subscription's period: its 10 % share is in the wallet beside the earlier credit.
    expect(await balanceOf(db(), agency.providerId)).toBe(1_000_00 + PRICE / 10);

    // Paying it again is refused before any charge.
    const again = await payDebt(agency, debt!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorCode).toBe('DEBT_ALREADY_PAID');
    const debtPayments = (await paymentsOf(agency.providerId)).filter((p) => p.type === 'debt');
    expect(debtPayments.map((p) => p.state)).toEqual(['succeeded']);
    // No retry charges a paid debt.
    t.clock.advance(2 * DAY);
    expect(await run()).toMatchObject({ retried: 0 });
  });

  it('carries the categories chosen with a package through its renewal, stop and restart', async () => {
    t.clock.set(TEST_NOW);
    const agency = await agencyAccount(t.app, db());
    const sub = await renewingSubscription(agency, SUCCESS);
    const [chosen] = await db()
      .insert(subscriptions)
      .values({
        providerId: agency.providerId,
        kind: 'category',
        categoryIds: [3],
        scope: 'all_turkey',
        packageSubscriptionId: sub.id,
        status: 'active',
        startsAt: sub.startsAt,
        endsAt: sub.endsAt,
        autoRenew: false,
      })
      .returning();
    expect(await run()).toMatchObject({ renewed: 1 });
    const renewedEnd = (await subscriptionOf(sub.id)).endsAt;
    expect((await subscriptionOf(chosen!.id)).endsAt.toISOString()).toBe(renewedEnd.toISOString());
    // The day the old period ended the category does not lapse (the expiry job ends only what has ended).
    t.clock.set(new Date(TEST_NOW.getTime() + DAY));
    await run();
    expect((await subscriptionOf(chosen!.id)).status).toBe('active');

    // A package stopped after its failed renewals takes its categories' rights with it.
    const stopping = await renewingSubscription(await agencyAccount(t.app, db()), INSUFFICIENT);
    const [second] = await db()
      .insert(subscriptions)
      .values({
        providerId: stopping.providerId,
        kind: 'category',
        categoryIds: [3],
        scope: 'all_turkey',
        packageSubscriptionId: stopping.id,
        status: 'active',
        startsAt: stopping.startsAt,
        endsAt: stopping.endsAt,
        autoRenew: false,
      })
      .returning();
    for (const days of [1, 2, 4, 8]) {
      t.clock.set(new Date(TEST_NOW.getTime() + days * DAY));
      await run();
    }
    expect((await subscriptionOf(stopping.id)).status).toBe('stopped');
    expect((await subscriptionOf(second!.id)).status).toBe('stopped');
    t.clock.set(TEST_NOW);
  });

  it('retries on days 1, 3 and 7, then stops the subscription; paying restarts it for a new period', async () => {
    t.clock.set(TEST_NOW);
    const agency = await agencyAccount(t.app, db());
    const sub = await renewingSubscription(agency, INSUFFICIENT);
    expect(await run()).toMatchObject({ failed: 1 });

    const attemptsAt = async (days: number) => {
      t.clock.set(new Date(TEST_NOW.getTime() + days * DAY));
      const result = await run();
      const [debt] = await debtsOf(agency.providerId);
      return { result, debt: debt! };
    };
    expect((await attemptsAt(0.5)).result.retried).toBe(0);
    const day1 = await attemptsAt(1);
    expect(day1.result.retried).toBe(1);
    expect(day1.debt.attempts).toBe(2);
    expect(day1.debt.nextAttemptAt!.getTime()).toBe(TEST_NOW.getTime() + 3 * DAY);
    expect((await attemptsAt(2)).result.retried).toBe(0);
    const day3 = await attemptsAt(3);
    expect(day3.result.retried).toBe(1);
    expect(day3.debt.nextAttemptAt!.getTime()).toBe(TEST_NOW.getTime() + 7 * DAY);
    expect((await subscriptionOf(sub.id)).status).toBe('active');
    const day7 = await attemptsAt(7);
    expect(day7.result).toMatchObject({ retried: 1, stopped: 1 });
    expect(day7.debt).toMatchObject({ attempts: 4, nextAttemptAt: null, paidAt: null });
    expect((await subscriptionOf(sub.id)).status).toBe('stopped');
    expect(await stepsOf(agency.userId)).toEqual(['failed', 'retry_failed', 'retry_failed', 'stopped']);
    expect((await attemptsAt(8)).result.retried).toBe(0);
    // Four charges in all, each declined.
    expect((await paymentsOf(agency.providerId)).map((p) => p.state)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
    ]);

    const paid = await payDebt(agency, day7.debt.id);
    expect(paid.json().Data.State).toBe('succeeded');
    const restarted = await subscriptionOf(sub.id);
    const now = t.clock.now();
    expect(restarted.status).toBe('active');
    expect(restarted.startsAt.toISOString()).toBe(now.toISOString());
    expect(restarted.endsAt.toISOString()).toBe(sixMonthsAfter(now).toISOString());
  });

  it('cancels subscriptions ending without renewal at their period end, charging nothing', async () => {
    t.clock.set(TEST_NOW);
    const agency = await agencyAccount(t.app, db());
    const leaving = await renewingSubscription(agency, SUCCESS, { status: 'will_be_cancelled' });
    const manual = await renewingSubscription(agency, SUCCESS, { autoRenew: false });
    expect(await run()).toMatchObject({ renewed: 0, cancelled: 0 });
    expect((await subscriptionOf(leaving.id)).status).toBe('will_be_cancelled');

    t.clock.set(new Date(TEST_NOW.getTime() + 13 * HOUR));
    expect(await run()).toMatchObject({ renewed: 0, cancelled: 2 });
    expect((await subscriptionOf(leaving.id)).status).toBe('cancelled');
    expect((await subscriptionOf(manual.id)).status).toBe('cancelled');
    expect(await paymentsOf(agency.providerId)).toHaveLength(0);
    expect(await stepsOf(agency.userId)).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses to pay a debt of another agency', async () => {
    t.clock.set(TEST_NOW);
    const owner = await agencyAccount(t.app, db());
    await renewingSubscription(owner, INSUFFICIENT);
    await run();
    const [debt] = await debtsOf(owner.providerId);
    const other = await agencyAccount(t.app, db());
    const res = await payDebt(other, debt!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().ErrorCode).toBe('DEBT_NOT_FOUND');
  });

  it('pays a debt by bank transfer: the operator’s confirmation pays the debt (not a top-up) and says so', async () => {
    t.clock.set(TEST_NOW);
    const agency = await agencyAccount(t.app, db());
    const sub = await renewingSubscription(agency, INSUFFICIENT);
    await run();
    const [debt] = await debtsOf(agency.providerId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/BankTransfer/debt',
      headers: bearer(agency.token),
      payload: { DebtId: debt!.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const transfer = created.json().Data.Transfer;
    expect(transfer.AmountKurus).toBe(PRICE);

    const ops = await signInOperator(t.app, await createOperator(t.app));
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ops/bank-transfers/${transfer.Id}/confirm`,
      headers: ops.bearer,
      payload: { Reason: '' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [paid] = await debtsOf(agency.providerId);
    expect(paid).toMatchObject({ paidPaymentRef: `bank-transfer:${transfer.Id}` });
    // Not credited as a top-up: only the subscription payment's 10 % share reaches the wallet.
    expect(await balanceOf(db(), agency.providerId)).toBe(PRICE / 10);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agency.userId), eq(notifications.kind, 'bank_transfer')));
    expect(notice).toMatchObject({
      params: { Succeeded: true, ForDebt: true },
      link: '/premium/transactions',
    });
    expect((await subscriptionOf(sub.id)).endsAt.toISOString()).toBe(
      sixMonthsAfter(sub.endsAt).toISOString(),
    );
    expect(await totalDebt(agency)).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/BankTransfer/debt',
      headers: bearer(agency.token),
      payload: { DebtId: debt!.id },
    });
    expect(again.json().ErrorCode).toBe('DEBT_ALREADY_PAID');
  });
});
