import { errorMessage } from '@brifa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';
import { api, clientWithBrief, matchedAgency, subscribe } from '../../../../test/opportunities.ts';
import { buyByCard } from '../../../../test/payments.ts';
import { deliverAd, deliverBoost, renewals } from '../../ledger/subscriptions/subscriptions.service.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';

/**
 * Issue 19 item 10: the console lists an agency's subscriptions and debts and cancels, refunds (money back) and
 * extends them. Each action writes one audit row on the agency; a refused one writes nothing.
 */

let t: TTestApp;
let ops: { bearer: Record<string, string> };
const db = () => t.database.db;
const DAY = 86_400_000;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(TEST_NOW);
  ops = await signInOperator(t.app, await createOperator(t.app));
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

function opsCall(method: 'GET' | 'POST', url: string, payload?: object, locale: 'tr' | 'en' = 'en') {
  return t.app.inject({
    method,
    url: `/api/v1/ops${url}`,
    headers: { ...ops.bearer, 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
}

const cancel = (providerId: number, id: number, when: 'now' | 'period_end', locale?: 'tr' | 'en') =>
  opsCall(
    'POST',
    `/agencies/${providerId}/subscriptions/${id}/cancel`,
    { When: when, Reason: 'Agency asked by phone' },
    locale,
  );
const extend = (providerId: number, id: number, days: number, key = `extend-key-${++keys}`) =>
  opsCall('POST', `/agencies/${providerId}/subscriptions/${id}/extend`, {
    Days: days,
    Reason: 'Outage compensation',
    IdempotencyKey: key,
  });

async function auditRows(providerId: number) {
  const result = await db().execute(
    sql`select action, reason, before, after from ops_audit_log
      where subject_type = 'agency' and subject_id = ${String(providerId)} order by id`,
  );
  return (
    result as unknown as {
      rows: { action: string; reason: string | null; before: unknown; after: unknown }[];
    }
  ).rows;
}

async function record(providerId: number) {
  const res = await opsCall('GET', `/agencies/${providerId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
}

async function givePackage(providerId: number, endsInDays = 60) {
  const [row] = await db()
    .insert(subscriptions)
    .values({
      providerId,
      kind: 'package',
      plan: 'growth',
      categoryRights: 7,
      periodMonths: 3,
      priceKurus: 4_490_00,
      autoRenew: true,
      startsAt: new Date(TEST_NOW.getTime() - DAY),
      endsAt: new Date(TEST_NOW.getTime() + endsInDays * DAY),
    })
    .returning();
  const [category] = await db()
    .insert(subscriptions)
    .values({
      providerId,
      kind: 'category',
      categoryIds: [3],
      scope: 'all_turkey',
      packageSubscriptionId: row!.id,
      startsAt: row!.startsAt,
      endsAt: row!.endsAt,
    })
    .returning();
  return { pkg: row!, category: category! };
}

describe("the agency's page lists its subscriptions and debts", () => {
  it('shows every kind with its period, status, price and the payment it came from, and the open debts', async () => {
    const agency = await agencyAccount(t.app, db());
    t.clock.set(new Date(TEST_NOW.getTime() - DAY));
    const paymentId = await buyByCard(t.app, agency.token, 'package:lite:1');
    t.clock.set(TEST_NOW);
    expect(paymentId).toBeTruthy();
    await deliverBoost(db(), {
      providerId: agency.providerId,
      days: 10,
      priceKurus: 990_00,
      deliveryKey: `test-boost-${agency.providerId}`,
      now: TEST_NOW,
    });
    const [pkg] = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.providerId, agency.providerId), eq(subscriptions.kind, 'package')));
    await renewals.openRenewalDebt(db(), {
      providerId: agency.providerId,
      subscriptionId: pkg!.id,
      amountKurus: 1_990_00,
      description: 'Lite paket yenileme',
      now: TEST_NOW,
      nextAttemptAt: new Date(TEST_NOW.getTime() + DAY),
    });

    const data = await record(agency.providerId);
    const kinds = data.Subscriptions.map((s: { Kind: string }) => s.Kind).sort();
    expect(kinds).toEqual(['boost', 'package']);
    const listed = data.Subscriptions.find((s: { Kind: string }) => s.Kind === 'package');
    expect(listed).toMatchObject({
      Plan: 'lite',
      Status: 'active',
      PeriodMonths: 1,
      AutoRenew: true,
      PaymentId: paymentId,
      IsLive: true,
      MoneyBackUntil: new Date(TEST_NOW.getTime() + 29 * DAY).toISOString(),
      CanCancelNow: true,
      CanExtend: true,
    });
    expect(data.Debts).toEqual([
      expect.objectContaining({
        Kind: 'subscription',
        AmountKurus: 1_990_00,
        SubscriptionId: pkg!.id,
        SubscriptionKind: 'package',
        Plan: 'lite',
        Attempts: 1,
        NextAttemptAt: new Date(TEST_NOW.getTime() + DAY).toISOString(),
      }),
    ]);
  });
});

describe('cancelling a subscription', () => {
  it("cancelled now, a category's access ends at once; one audit row with before and after", async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await subscribe(db(), agency.providerId, [3], TEST_NOW);
    const call = api(t.app);
    const category = async () =>
      (await call.get(`offer/${offer.OfferKey}/category`, agency.token)).json().Data.Subscribed;
    expect(await category()).toBe(true);
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, agency.providerId));

    const res = await cancel(agency.providerId, row!.id, 'now');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Changed: true, Figures: { Status: 'cancelled' } });
    expect(await category()).toBe(false);
    const audit = await auditRows(agency.providerId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'subscription.cancel_now',
      reason: 'Agency asked by phone',
      before: { subscriptionId: row!.id, kind: 'category', status: 'active' },
      after: { subscriptionId: row!.id, status: 'cancelled', endsAt: TEST_NOW.toISOString() },
    });

    // Pressed again (a second operator): refused in the operator's language, nothing written.
    const again = await cancel(agency.providerId, row!.id, 'now', 'tr');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(errorMessage('SUBSCRIPTION_ALREADY_ENDED', 'tr'));
    expect(await auditRows(agency.providerId)).toHaveLength(1);
  });

  it('a package at its period end stays live without renewing; asked twice, the second changes nothing', async () => {
    const agency = await agencyAccount(t.app, db());
    const { pkg } = await givePackage(agency.providerId);
    const first = await cancel(agency.providerId, pkg.id, 'period_end');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data.Changed).toBe(true);
    const second = await cancel(agency.providerId, pkg.id, 'period_end');
    expect(second.json().Data.Changed).toBe(false);
    const listed = (await record(agency.providerId)).Subscriptions.find(
      (s: { Id: number }) => s.Id === pkg.id,
    );
    expect(listed).toMatchObject({ Status: 'will_be_cancelled', AutoRenew: false, IsLive: true });
    expect((await auditRows(agency.providerId)).map((r) => r.action)).toEqual([
      'subscription.cancel_at_period_end',
      'subscription.cancel_at_period_end',
    ]);
  });

  it('a package cancelled now ends its chosen categories with it', async () => {
    const agency = await agencyAccount(t.app, db());
    const { pkg, category } = await givePackage(agency.providerId);
    expect((await cancel(agency.providerId, pkg.id, 'now')).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, agency.providerId));
    expect(rows.find((r) => r.id === category.id)).toMatchObject({ status: 'cancelled', endsAt: TEST_NOW });
  });

  it("refuses another agency's subscription and writes nothing", async () => {
    const agency = await agencyAccount(t.app, db());
    const other = await agencyAccount(t.app, db());
    const { pkg } = await givePackage(other.providerId);
    const res = await cancel(agency.providerId, pkg.id, 'now');
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(errorMessage('SUBSCRIPTION_NOT_FOUND', 'en'));
    expect(await auditRows(agency.providerId)).toHaveLength(0);
  });
});

describe('the money-back guarantee', () => {
  it('within 30 days refunds the payment in full and ends the package; after 30 days it is refused', async () => {
    const agency = await agencyAccount(t.app, db());
    t.clock.set(new Date(TEST_NOW.getTime() - 10 * DAY));
    const paymentId = await buyByCard(t.app, agency.token, 'package:growth:1');
    t.clock.set(TEST_NOW);
    const pkg = (await record(agency.providerId)).Subscriptions[0];
    const res = await opsCall('POST', `/agencies/${agency.providerId}/subscriptions/${pkg.Id}/money-back`, {
      Reason: 'Money-back guarantee asked',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({
      Changed: true,
      Figures: { RefundedKurus: pkg.PriceKurus, PaymentId: paymentId },
    });
    expect((await record(agency.providerId)).Subscriptions[0]).toMatchObject({
      Status: 'cancelled',
      IsLive: false,
    });
    expect((await auditRows(agency.providerId)).map((r) => r.action)).toEqual(['subscription.money_back']);

    const late = await agencyAccount(t.app, db());
    t.clock.set(new Date(TEST_NOW.getTime() - 31 * DAY));
    await buyByCard(t.app, late.token, 'package:lite:3');
    t.clock.set(TEST_NOW);
    const latePkg = (await record(late.providerId)).Subscriptions[0];
    const refused = await opsCall(
      'POST',
      `/agencies/${late.providerId}/subscriptions/${latePkg.Id}/money-back`,
      { Reason: 'Money-back guarantee asked' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Message).toBe(errorMessage('PACKAGE_MONEY_BACK_EXPIRED', 'en'));
    expect(await auditRows(late.providerId)).toHaveLength(0);
    expect((await record(late.providerId)).Subscriptions[0]).toMatchObject({ Status: 'active' });
  });
});

describe('extending a subscription', () => {
  it("moves a package's end and its categories', free, once per form; the audit row keeps before and after", async () => {
    const agency = await agencyAccount(t.app, db());
    const { pkg, category } = await givePackage(agency.providerId);
    const res = await extend(agency.providerId, pkg.id, 7, 'same-form-key-1');
    expect(res.statusCode, res.body).toBe(200);
    const newEnd = new Date(pkg.endsAt.getTime() + 7 * DAY).toISOString();
    expect(res.json().Data).toMatchObject({ Changed: true, Figures: { EndsAt: newEnd, Days: 7 } });
    // The same form again (a retry or a second press): extended once.
    const again = await extend(agency.providerId, pkg.id, 7, 'same-form-key-1');
    expect(again.json().Data.Changed).toBe(false);
    const rows = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, agency.providerId));
    expect(rows.find((r) => r.id === pkg.id)!.endsAt.toISOString()).toBe(newEnd);
    expect(rows.find((r) => r.id === category.id)!.endsAt.toISOString()).toBe(newEnd);
    const [audit] = await auditRows(agency.providerId);
    expect(audit).toMatchObject({
      action: 'subscription.extend',
      reason: 'Outage compensation',
      before: { subscriptionId: pkg.id, endsAt: pkg.endsAt.toISOString() },
      after: { subscriptionId: pkg.id, endsAt: newEnd, days: 7, priceKurus: 0 },
    });
    // A category chosen with the package follows it: refused on its own.
    const own = await extend(agency.providerId, category.id, 3);
    expect(own.statusCode).toBe(409);
    expect(own.json().Message).toBe(errorMessage('SUBSCRIPTION_FOLLOWS_PACKAGE', 'en'));
  });

  it('refuses an ad when its slot is taken in the added days, and writes nothing', async () => {
    const a = await agencyAccount(t.app, db());
    const b = await agencyAccount(t.app, db());
    const start = new Date(TEST_NOW.getTime() - DAY);
    const ad = (providerId: number, now: Date, key: string) =>
      deliverAd(db(), {
        providerId,
        deliveryKey: key,
        type: 'agency_of_month',
        adCategoryId: null,
        imageUrl: null,
        periodMonths: 1,
        priceKurus: 5_990_00,
        now,
      });
    await ad(a.providerId, start, `test-ad-a-${a.providerId}`);
    const [mine] = await db().select().from(subscriptions).where(eq(subscriptions.providerId, a.providerId));
    // The one agency-of-the-month slot is B's from two days after A's ad ends.
    await ad(b.providerId, new Date(mine!.endsAt.getTime() + 2 * DAY), `test-ad-b-${b.providerId}`);

    const refused = await extend(a.providerId, mine!.id, 7);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(errorMessage('AD_SLOT_UNAVAILABLE', 'en'));
    expect(await auditRows(a.providerId)).toHaveLength(0);
    const [same] = await db().select().from(subscriptions).where(eq(subscriptions.id, mine!.id));
    expect(same!.endsAt).toEqual(mine!.endsAt);

    const fits = await extend(a.providerId, mine!.id, 1);
    expect(fits.statusCode, fits.body).toBe(200);
    // Ended now, the ad cannot be extended any more.
    expect((await cancel(a.providerId, mine!.id, 'now')).statusCode).toBe(200);
    expect((await extend(a.providerId, mine!.id, 1)).statusCode).toBe(409);
  });

  it('a boost pushes the boosts queued after it, so none overlaps', async () => {
    const agency = await agencyAccount(t.app, db());
    for (const n of [1, 2])
      await deliverBoost(db(), {
        providerId: agency.providerId,
        days: 10,
        priceKurus: 990_00,
        deliveryKey: `test-boost-${agency.providerId}-${n}`,
        now: TEST_NOW,
      });
    const [first, second] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, agency.providerId))
      .orderBy(subscriptions.startsAt);
    expect((await extend(agency.providerId, first!.id, 5)).statusCode).toBe(200);
    const after = await db().select().from(subscriptions).where(eq(subscriptions.id, second!.id));
    expect(after[0]!.startsAt.getTime()).toBe(second!.startsAt.getTime() + 5 * DAY);
    expect(after[0]!.endsAt.getTime()).toBe(second!.endsAt.getTime() + 5 * DAY);
    // A boost does not renew: "at period end" is refused; "now" ends it.
    const periodEnd = await cancel(agency.providerId, first!.id, 'period_end');
    expect(periodEnd.statusCode).toBe(409);
    expect(periodEnd.json().Message).toBe(errorMessage('SUBSCRIPTION_ALREADY_ENDING', 'en'));
  });

  it('refuses a number of days out of range with the field message', async () => {
    const agency = await agencyAccount(t.app, db());
    const { pkg } = await givePackage(agency.providerId);
    const res = await extend(agency.providerId, pkg.id, 0);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('from 1 to 365');
    expect(await auditRows(agency.providerId)).toHaveLength(0);
  });
});
