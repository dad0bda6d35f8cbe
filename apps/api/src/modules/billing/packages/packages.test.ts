import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, me, signUp } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { createSession } from '../../identity/auth/auth.service.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';
import { balanceOf, postTransaction } from '../../ledger/wallet/wallet.service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.set(TEST_NOW);
});

const db = () => t.database.db;
const SUCCESS = '5528790000000008';
const DAY = 24 * 60 * 60 * 1000;
let keyCounter = 0;

/** A fresh sign-in at the clock's time (a token lasts AUTH_COOKIE_DAYS; the tests move the clock by months). */
async function signInNow(userId: number): Promise<string> {
  const session = await createSession(depsOf(t.app), userId, {
    ip: '127.0.0.1',
    deviceId: undefined,
    userAgent: undefined,
  });
  return session.Token;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

async function init(token: string, itemId: string, couponName?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/init',
    headers: bearer(token),
    payload: { BasketItems: [{ Id: itemId }], ...(couponName ? { CouponName: couponName } : {}) },
  });
}

/** Buys one item by card at once (no 3-D step: the sandbox charges directly), at the price Payment/init shows. */
async function buy(token: string, itemId: string, options: { couponName?: string; type?: string } = {}) {
  const priced = await init(token, itemId, options.couponName);
  if (priced.statusCode !== 200) return { res: priced, id: null as string | null };
  const gross = priced.json().Data.GrossPrice as number;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(token), 'idempotency-key': `pkg-test-${Date.now()}-${++keyCounter}` },
    payload: {
      Type: options.type ?? 'package',
      BasketItems: [{ Id: itemId }],
      GrossPrice: gross,
      PaidPrice: gross,
      Installment: 1,
      ForceThreeD: false,
      ...(options.couponName ? { CouponName: options.couponName } : {}),
      Card: { HolderName: 'Mert Kaya', Number: SUCCESS, ExpireMonth: 12, ExpireYear: 2030, Cvc: '123' },
    },
  });
  return { res, id: res.statusCode === 200 ? (res.json().Data.Id as string) : null };
}

async function call(token: string, method: 'GET' | 'PUT' | 'POST', url: string) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token) });
}

async function packageRows(providerId: number) {
  return rows<{
    id: string;
    kind: string;
    plan: string | null;
    status: string;
    category_rights: number | null;
    period_months: number | null;
    price_kurus: string | null;
    starts_at: Date;
    ends_at: Date;
    auto_renew: boolean;
    delivery_key: string;
  }>(sql`select * from subscriptions where provider_id = ${providerId} order by id`);
}

describe('packages', () => {
  it('records rights 2, 7 and 12 with period, price and renewal; Elite brings a year of global plus; 10 % to the wallet', async () => {
    const expected = [
      { item: 'package:lite:1', plan: 'lite', rights: 2, months: 1, ends: '2026-12-23T09:00:00.000Z' },
      { item: 'package:growth:6', plan: 'growth', rights: 7, months: 6, ends: '2027-05-23T09:00:00.000Z' },
      { item: 'package:elite:12', plan: 'elite', rights: 12, months: 12, ends: '2027-11-23T09:00:00.000Z' },
    ];
    for (const e of expected) {
      const agency = await agencyAccount(t.app, db());
      const before = await balanceOf(db(), agency.providerId);
      const { res, id } = await buy(agency.token, e.item);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.State).toBe('succeeded');
      const paid = res.json().Data.GrossPrice as number;
      const found = await packageRows(agency.providerId);
      const pkg = found.find((r) => r.kind === 'package')!;
      expect(pkg).toMatchObject({
        plan: e.plan,
        status: 'active',
        category_rights: e.rights,
        period_months: e.months,
        auto_renew: true,
        delivery_key: `payment:${id}:0`,
      });
      expect(Number(pkg.price_kurus)).toBe(paid);
      expect(new Date(pkg.ends_at).toISOString()).toBe(e.ends);
      const globalPlus = found.filter((r) => r.kind === 'global_plus');
      expect(globalPlus.length).toBe(e.plan === 'elite' ? 1 : 0);
      if (e.plan === 'elite')
        expect(new Date(globalPlus[0]!.ends_at).toISOString()).toBe('2027-11-23T09:00:00.000Z');
      // 10 % of what was paid, as a `subscription` entry with its own reason.
      expect(await balanceOf(db(), agency.providerId)).toBe(before + Math.floor(paid / 10));
      const [entry] = await rows<{ type: string; reason: string; amount_kurus: string }>(
        sql`select e.type, e.reason, e.amount_kurus from wallet_entries e join wallet_accounts a on a.id = e.account_id
            where a.provider_id = ${agency.providerId} and e.idempotency_key = ${`payment:${id}:0:subscription-share`}`,
      );
      expect(entry).toMatchObject({ type: 'subscription', reason: 'subscription_share' });
      expect(Number(entry!.amount_kurus)).toBe(Math.floor(paid / 10));
      const wallet = (await call(agency.token, 'GET', 'WalletTransaction')).json().Data.Items;
      expect(wallet[0]).toMatchObject({ Type: 'subscription', Reason: 'subscription_share' });

      const byUser = (await call(agency.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package;
      expect(byUser).toMatchObject({
        Plan: e.plan,
        Status: 'active',
        CategoryCount: { Used: 0, Total: e.rights },
      });
      const session = (await me(t.app, agency.token, agency.userId)).json().Data;
      expect(session).toMatchObject({
        SubscribeCount: 1,
        IsHaveSubscribedCategory: false,
        FirstPackageCategoryCount: 0,
      });
    }
  });

  it('refuses a second package while one is live (at init and at start), with the upgrade message in both languages', async () => {
    const agency = await agencyAccount(t.app, db());
    expect((await buy(agency.token, 'package:lite:3')).res.statusCode).toBe(200);
    const again = await init(agency.token, 'package:elite:12');
    expect(again.statusCode).toBe(409);
    expect(again.json().Code ?? again.json().ErrorCode ?? again.body).toContain('PACKAGE_ALREADY_ACTIVE');
    const started = await buy(agency.token, 'package:growth:1');
    expect(started.res.statusCode).toBe(409);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/init',
      headers: { ...bearer(agency.token), 'accept-language': 'en' },
      payload: { BasketItems: [{ Id: 'package:elite:12' }] },
    });
    expect(en.body).toContain('To upgrade, cancel your current package first.');
    expect(again.body).toContain('önce mevcut paketinizi iptal edin');
    expect((await packageRows(agency.providerId)).filter((r) => r.kind === 'package')).toHaveLength(1);
  });

  it('expires now (cancelled, another can be bought) or at the period end (still live until then)', async () => {
    const a = await agencyAccount(t.app, db());
    await buy(a.token, 'package:growth:3');
    const pkgA = (await call(a.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package;
    const periodEnd = await call(a.token, 'PUT', `PackageSubscription/expire/${pkgA.Id}`);
    expect(periodEnd.statusCode, periodEnd.body).toBe(200);
    expect(periodEnd.json().Data).toMatchObject({
      Status: 'will_be_cancelled',
      AutoRenew: false,
      IsLive: true,
    });
    t.clock.set(new Date(new Date(pkgA.EndsAt).getTime() - DAY));
    let token = await signInNow(a.userId);
    expect((await call(token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package.Id).toBe(
      pkgA.Id,
    );
    expect((await buy(token, 'package:lite:1')).res.statusCode).toBe(409);
    t.clock.set(new Date(new Date(pkgA.EndsAt).getTime() + 1000));
    token = await signInNow(a.userId);
    expect((await call(token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package).toBeNull();
    expect((await me(t.app, token, a.userId)).json().Data.SubscribeCount).toBe(0);
    // Ended at its period's end: another package can be bought.
    expect((await buy(token, 'package:lite:1')).res.statusCode).toBe(200);

    t.clock.set(TEST_NOW);
    const b = await agencyAccount(t.app, db());
    await buy(b.token, 'package:lite:6');
    const pkgB = (await call(b.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package;
    // A category chosen with the package's rights ends with it.
    await db()
      .insert(subscriptions)
      .values({
        providerId: b.providerId,
        kind: 'category',
        categoryIds: [1],
        startsAt: TEST_NOW,
        endsAt: new Date(pkgB.EndsAt),
        packageSubscriptionId: pkgB.Id,
      });
    expect((await me(t.app, b.token, b.userId)).json().Data).toMatchObject({
      SubscribeCount: 2,
      IsHaveSubscribedCategory: true,
      FirstPackageCategoryCount: 1,
    });
    t.clock.set(new Date(TEST_NOW.getTime() + 5 * DAY));
    const now = await call(b.token, 'PUT', `PackageSubscription/expire-now/${pkgB.Id}`);
    expect(now.json().Data).toMatchObject({
      Status: 'cancelled',
      IsLive: false,
      EndsAt: t.clock.now().toISOString(),
    });
    expect((await packageRows(b.providerId)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect((await call(b.token, 'PUT', `PackageSubscription/expire-now/${pkgB.Id}`)).statusCode).toBe(409);
    expect((await buy(b.token, 'package:elite:1')).res.statusCode).toBe(200);
    expect((await call(b.token, 'GET', 'PackageSubscription')).json().Data.Items).toHaveLength(2);
  });

  it("answers 404 for another agency's package and for a client", async () => {
    const owner = await agencyAccount(t.app, db());
    await buy(owner.token, 'package:lite:1');
    const pkg = (await call(owner.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package;
    const other = await agencyAccount(t.app, db());
    expect((await call(other.token, 'PUT', `PackageSubscription/expire-now/${pkg.Id}`)).statusCode).toBe(404);
    expect((await call(other.token, 'POST', `PackageSubscription/${pkg.Id}/money-back`)).statusCode).toBe(
      404,
    );
    expect((await call(other.token, 'GET', 'PackageSubscription')).json().Data.Items).toEqual([]);
    const client = await signUp(t.app, db(), { kind: 'client' });
    expect((await call(client.token, 'GET', 'PackageSubscription/get-by-user')).statusCode).toBe(404);
    expect((await call(client.token, 'PUT', `PackageSubscription/expire/${pkg.Id}`)).statusCode).toBe(404);
  });

  it('gives the money back within 30 days (card refunded, package and its categories end, share taken back) and refuses after', async () => {
    const agency = await agencyAccount(t.app, db());
    const before = await balanceOf(db(), agency.providerId);
    const { id } = await buy(agency.token, 'package:elite:6');
    const pkg = (await call(agency.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package;
    expect(pkg.MoneyBackUntil).toBe(new Date(TEST_NOW.getTime() + 30 * DAY).toISOString());
    await db()
      .insert(subscriptions)
      .values({
        providerId: agency.providerId,
        kind: 'category',
        categoryIds: [1, 2],
        startsAt: TEST_NOW,
        endsAt: new Date(pkg.EndsAt),
        packageSubscriptionId: pkg.Id,
      });
    t.clock.set(new Date(TEST_NOW.getTime() + 12 * DAY));
    const refund = vi.spyOn(t.app.deps.adapters.payments, 'refund');
    const res = await call(agency.token, 'POST', `PackageSubscription/${pkg.Id}/money-back`);
    expect(res.statusCode, res.body).toBe(200);
    const paid = pkg.PriceKurus as number;
    expect(res.json().Data).toMatchObject({
      PaymentId: id,
      RefundedKurus: paid,
      WalletTakenBackKurus: Math.floor(paid / 10),
      Package: { Status: 'cancelled', IsLive: false, MoneyBackUntil: null },
    });
    expect(refund).toHaveBeenCalledOnce();
    const [payment] = await rows<{ state: string }>(sql`select state from payments where public_id = ${id}`);
    expect(payment!.state).toBe('refunded');
    expect((await packageRows(agency.providerId)).map((r) => [r.kind, r.status])).toEqual([
      ['package', 'cancelled'],
      ['global_plus', 'cancelled'],
      ['category', 'cancelled'],
    ]);
    expect(await balanceOf(db(), agency.providerId)).toBe(before);
    expect(
      (await call(agency.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package,
    ).toBeNull();
    expect((await me(t.app, agency.token, agency.userId)).json().Data.SubscribeCount).toBe(0);

    t.clock.set(TEST_NOW);
    const late = await agencyAccount(t.app, db());
    await buy(late.token, 'package:lite:3');
    const latePkg = (await call(late.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package;
    t.clock.set(new Date(TEST_NOW.getTime() + 31 * DAY));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/PackageSubscription/${latePkg.Id}/money-back`,
      headers: { ...bearer(await signInNow(late.userId)), 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('The 30-day money-back guarantee has ended.');
    expect((await packageRows(late.providerId))[0]!.status).toBe('active');
  });

  it('refuses the money back while the share given has been spent from the wallet', async () => {
    const agency = await agencyAccount(t.app, db());
    await buy(agency.token, 'package:growth:1');
    const pkg = (await call(agency.token, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package;
    const balance = await balanceOf(db(), agency.providerId);
    // Spent on opportunities: nothing left of the share.
    await postTransaction(db(), {
      legs: [
        { party: { providerId: agency.providerId }, amountKurus: -balance },
        { party: { platform: 'platform_revenue' }, amountKurus: balance },
      ],
      type: 'spending',
      reason: 'project_view',
      description: 'test spending',
      idempotencyKey: `spent-${agency.providerId}`,
      now: TEST_NOW,
    });
    const res = await call(agency.token, 'POST', `PackageSubscription/${pkg.Id}/money-back`);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('PAYMENT_REFUND_CREDIT_SPENT');
    expect((await packageRows(agency.providerId))[0]!.status).toBe('active');
    expect(balance).toBeGreaterThan(0);
  });

  it('applies the 15 % coupon at 5000 TL and above, redeemed with the payment; not below it', async () => {
    const agency = await agencyAccount(t.app, db());
    const small = await init(agency.token, 'package:lite:1', 'ABONELIK15');
    expect(small.statusCode).toBe(422);
    expect(small.body).toContain('COUPON_BELOW_MINIMUM');
    const priced = await init(agency.token, 'package:growth:6', 'ABONELIK15');
    expect(priced.statusCode, priced.body).toBe(200);
    const list = 2424600; // 4490 TL × 6 months − 10 %
    expect(priced.json().Data).toMatchObject({
      SubtotalKurus: list,
      DiscountKurus: Math.floor(list * 0.15),
      CouponName: 'ABONELIK15',
      GrossPrice: list - Math.floor(list * 0.15),
    });
    // The full price is refused when the coupon is typed (the price shown is the discounted one).
    const { res, id } = await buy(agency.token, 'package:growth:6', { couponName: 'ABONELIK15' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ State: 'succeeded', GrossPrice: list - Math.floor(list * 0.15) });
    expect(res.json().Data.Lines[0]).toMatchObject({
      DiscountKurus: Math.floor(list * 0.15),
      CouponName: 'ABONELIK15',
    });
    const [redemption] = await rows<{ payment_ref: string; amount_kurus: string }>(
      sql`select r.payment_ref, r.amount_kurus from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.name = 'ABONELIK15'`,
    );
    expect(redemption).toMatchObject({ payment_ref: `payment:${id}` });
    expect(Number(redemption!.amount_kurus)).toBe(Math.floor(list * 0.15));
    const [pkg] = await packageRows(agency.providerId);
    expect(Number(pkg!.price_kurus)).toBe(list - Math.floor(list * 0.15));
  });

  it('lists the global plus items and sells global plus alone', async () => {
    const agency = await agencyAccount(t.app, db());
    const items = (await call(agency.token, 'GET', 'BasketItem/global')).json().Data.Items;
    expect(items.map((i: { Id: string }) => i.Id)).toEqual(['global_plus:12']);
    const { res } = await buy(agency.token, 'global_plus:12', { type: 'global_plus' });
    expect(res.statusCode, res.body).toBe(200);
    const found = await packageRows(agency.providerId);
    expect(found.map((r) => [r.kind, r.status, r.auto_renew])).toEqual([['global_plus', 'active', true]]);
  });
});
