import type { TCouponCheck, TLeadcoinCampaign, TWalletTransactionList } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';
import { balanceOf } from '../../ledger/wallet/wallet.service.ts';
import { insertCoupon } from './coupons.repo.ts';
import {
  campaignBonusFor,
  creditCampaignBonus,
  priceBasket,
  priceBasketForPayment,
  redeemCoupon,
} from './coupons.service.ts';

let t: TTestApp;
let client: { token: string; userId: number };

beforeAll(async () => {
  t = await buildTestApp();
  client = await signUp(t.app, t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const deps = () => ({ db: db(), clock: t.clock });
const DAY = 86_400_000;

async function check(name: string, items: string, token = client.token, language = 'tr-TR') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/Coupon/${encodeURIComponent(name)}?Items=${encodeURIComponent(items)}`,
    headers: { ...bearer(token), 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as TCouponCheck;
}

let couponSeq = 0;
/** A coupon of the test's own (an unlimited 10 % off top-ups valid around TEST_NOW unless told otherwise). */
function coupon(values: Partial<Parameters<typeof insertCoupon>[1]> = {}) {
  couponSeq += 1;
  return insertCoupon(db(), {
    name: `TEST${couponSeq}`,
    type: 'percent',
    value: 10,
    itemKinds: ['wallet_top_up'],
    validFrom: new Date(TEST_NOW.getTime() - 30 * DAY),
    validTo: new Date(TEST_NOW.getTime() + 30 * DAY),
    ...values,
  });
}

/** An agency signed in through the API, with a package subscription of that plan (or none). */
async function agencyWithPackage(plan: 'lite' | 'growth' | 'elite' | null) {
  const account = await agencyAccount(t.app, db());
  if (plan) {
    await db()
      .insert(subscriptions)
      .values({
        providerId: account.providerId,
        kind: 'package',
        plan,
        startsAt: new Date(TEST_NOW.getTime() - DAY),
        endsAt: new Date(TEST_NOW.getTime() + 180 * DAY),
      });
  }
  return account;
}

describe('GET Coupon/{name}', () => {
  it('answers an unknown coupon with its reason in the request’s language', async () => {
    const tr = await check('YOKBOYLE', 'wallet_top_up:100000');
    expect(tr).toMatchObject({ Applies: false, Reason: 'unknown', DiscountKurus: 0, TotalKurus: 100000 });
    expect(tr.Message).toBe('Bu kupon kodu bulunamadı. Lütfen kodu kontrol edin.');
    const en = await check('YOKBOYLE', 'wallet_top_up:100000', client.token, 'en-US');
    expect(en.Message).toBe('This coupon code was not found. Please check the code.');
  });

  it('finds a coupon whatever the case it is typed in, and gives its discount', async () => {
    const row = await coupon({ name: 'Bahar10' });
    for (const typed of ['BAHAR10', 'bahar10', ' BaHaR10 ']) {
      const answer = await check(typed, 'wallet_top_up:150000');
      expect(answer).toMatchObject({ Name: row.name, Applies: true, Reason: null, Message: null });
      expect(answer).toMatchObject({ DiscountKurus: 15000, SubtotalKurus: 150000, TotalKurus: 135000 });
    }
  });

  it('refuses a name that differs only in case when creating one', async () => {
    await coupon({ name: 'UNIQUE5' });
    await expect(coupon({ name: 'unique5' })).rejects.toThrow();
  });

  it('says expired after its end and not yet valid before its start', async () => {
    const expired = await coupon({ validTo: new Date(TEST_NOW.getTime() - DAY) });
    expect(await check(expired.name, 'wallet_top_up:100000')).toMatchObject({
      Applies: false,
      Reason: 'expired',
      Message: 'Bu kuponun süresi dolmuş.',
    });
    const early = await coupon({ validFrom: new Date(TEST_NOW.getTime() + DAY) });
    const answer = await check(early.name, 'wallet_top_up:100000', client.token, 'en-US');
    expect(answer).toMatchObject({
      Applies: false,
      Reason: 'not_yet_valid',
      Message: 'This coupon is not valid yet.',
    });
  });

  it('says below minimum when the lines it applies to sum to less than its minimum', async () => {
    const row = await coupon({ minimumBasketKurus: 200000, itemKinds: ['wallet_top_up'] });
    // The advertisement line does not count towards a top-up coupon's minimum.
    expect(await check(row.name, 'wallet_top_up:150000,advertisement:900000')).toMatchObject({
      Applies: false,
      Reason: 'below_minimum',
    });
    expect(await check(row.name, 'wallet_top_up:200000,advertisement:900000')).toMatchObject({
      Applies: true,
      DiscountKurus: 20000,
      TotalKurus: 1080000,
    });
  });

  it('says wrong item when no line is of a kind it applies to, and discounts only the lines it applies to', async () => {
    const row = await coupon({ itemKinds: ['boost'] });
    expect(await check(row.name, 'wallet_top_up:100000')).toMatchObject({
      Applies: false,
      Reason: 'wrong_item',
    });
    const answer = await check(row.name, 'wallet_top_up:100000,boost:50000');
    expect(answer.Lines).toEqual([
      {
        Kind: 'wallet_top_up',
        PeriodMonths: null,
        AmountKurus: 100000,
        DiscountKurus: 0,
        TotalKurus: 100000,
      },
      { Kind: 'boost', PeriodMonths: null, AmountKurus: 50000, DiscountKurus: 5000, TotalKurus: 45000 },
    ]);
  });

  it('shares a fixed amount among the lines it applies to and never gives more than they cost', async () => {
    const row = await coupon({ type: 'amount', value: 10000, itemKinds: ['boost', 'job'] });
    const answer = await check(row.name, 'boost:20000,job:10000,wallet_top_up:100000');
    expect(answer.Lines.map((l) => l.DiscountKurus)).toEqual([6667, 3333, 0]);
    expect(answer.DiscountKurus).toBe(10000);
    const small = await check(row.name, 'boost:4000');
    expect(small).toMatchObject({ DiscountKurus: 4000, TotalKurus: 0 });
  });

  it('says limit reached once it has been redeemed its total limit, per-user limit for the user who used it', async () => {
    const limited = await coupon({ totalLimit: 1 });
    const other = await signUp(t.app, db());
    await db().transaction((tx) =>
      redeemCoupon(
        { db: tx, clock: t.clock },
        {
          name: limited.name,
          userId: other.userId,
          paymentRef: 'pay-total-1',
          basket: { lines: [{ kind: 'wallet_top_up', amountKurus: 100000 }] },
        },
      ),
    );
    expect(await check(limited.name, 'wallet_top_up:100000')).toMatchObject({
      Applies: false,
      Reason: 'limit_reached',
    });

    const perUser = await coupon({ perUserLimit: 1 });
    await db().transaction((tx) =>
      redeemCoupon(
        { db: tx, clock: t.clock },
        {
          name: perUser.name,
          userId: client.userId,
          paymentRef: 'pay-user-1',
          basket: { lines: [{ kind: 'wallet_top_up', amountKurus: 100000 }] },
        },
      ),
    );
    expect(await check(perUser.name, 'wallet_top_up:100000')).toMatchObject({
      Applies: false,
      Reason: 'user_limit_reached',
      Message: 'Bu kuponu kullanabileceğiniz kadar kullandınız.',
    });
    // Another user still may.
    expect(await check(perUser.name, 'wallet_top_up:100000', other.token)).toMatchObject({ Applies: true });
  });

  it('refuses a malformed basket and needs a signed-in user', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Coupon/KASIM40?Items=spaceship:100',
      headers: bearer(client.token),
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/Coupon/KASIM40?Items=boost:100' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the spec’s campaigns (seeded by the migration)', () => {
  it('gives 25 % off advertising to Growth and Elite package holders only', async () => {
    const growth = await agencyWithPackage('growth');
    const elite = await agencyWithPackage('elite');
    const lite = await agencyWithPackage('lite');
    const none = await agencyWithPackage(null);
    expect(await check('reklam25', 'advertisement:1000000', growth.token)).toMatchObject({
      Applies: true,
      DiscountKurus: 250000,
    });
    expect(await check('REKLAM25', 'advertisement:1000000', elite.token)).toMatchObject({ Applies: true });
    expect(await check('REKLAM25', 'advertisement:1000000', lite.token)).toMatchObject({
      Reason: 'wrong_item',
    });
    expect(await check('REKLAM25', 'advertisement:1000000', none.token)).toMatchObject({
      Reason: 'wrong_item',
    });
    expect(await check('REKLAM25', 'boost:1000000', growth.token)).toMatchObject({ Reason: 'wrong_item' });
  });

  it('gives 15 % off subscription purchases of 5000 TL and above', async () => {
    expect(await check('ABONELIK15', 'category_subscription:499999:6')).toMatchObject({
      Reason: 'below_minimum',
    });
    expect(await check('ABONELIK15', 'category_subscription:500000:6')).toMatchObject({
      Applies: true,
      DiscountKurus: 75000,
    });
    expect(await check('ABONELIK15', 'package:300000:6,category_subscription:300000:3')).toMatchObject({
      Applies: true,
      DiscountKurus: 90000,
    });
    expect(await check('ABONELIK15', 'wallet_top_up:900000')).toMatchObject({ Reason: 'wrong_item' });
  });

  it('gives 40 % off annual category and ad subscriptions in November only, by itself', async () => {
    const annualTyped = () =>
      priceBasket(deps(), {
        userId: client.userId,
        lines: [{ kind: 'category_subscription', amountKurus: 600000, periodMonths: 12 }],
        couponName: 'KASIM40',
      });
    expect(await check('KASIM40', 'category_subscription:600000:12')).toMatchObject({
      Applies: true,
      DiscountKurus: 240000,
    });
    expect(await check('KASIM40', 'category_subscription:600000:6')).toMatchObject({ Reason: 'wrong_item' });
    // Without typing it: the payment's price has it.
    const priced = await priceBasket(deps(), {
      userId: client.userId,
      lines: [
        { kind: 'advertisement', amountKurus: 500000, periodMonths: 12 },
        { kind: 'wallet_top_up', amountKurus: 100000 },
      ],
    });
    expect(priced.coupon?.name).toBe('KASIM40');
    expect(priced).toMatchObject({ subtotalKurus: 600000, discountKurus: 200000, totalKurus: 400000 });
    expect(priced.lines.map((l) => l.discountKurus)).toEqual([200000, 0]);
    try {
      t.clock.set(new Date('2026-11-30T21:00:00.000Z')); // 1 December, 00:00 in Istanbul
      expect(await check('KASIM40', 'category_subscription:600000:12')).toMatchObject({ Reason: 'expired' });
      t.clock.set(new Date('2027-10-31T20:59:00.000Z')); // 31 October 2027, 23:59 in Istanbul
      // (a year on, the test session has expired: the same check through priceBasket)
      expect((await annualTyped()).typed).toMatchObject({ applies: false, reason: 'not_yet_valid' });
      t.clock.set(new Date('2027-11-10T09:00:00.000Z')); // next November: again
      expect((await annualTyped()).typed).toMatchObject({ applies: true });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('applies one discount a basket: the typed coupon’s or the campaign’s, whichever gives more', async () => {
    const lines = [{ kind: 'category_subscription' as const, amountKurus: 600000, periodMonths: 12 }];
    const both = await priceBasket(deps(), { userId: client.userId, lines, couponName: 'abonelik15' });
    expect(both.coupon?.name).toBe('KASIM40');
    expect(both.discountKurus).toBe(240000);
    expect(both.typed).toMatchObject({ applies: true, reason: null });
    const bigger = await coupon({ itemKinds: ['category_subscription'], value: 50 });
    const typedWins = await priceBasket(deps(), { userId: client.userId, lines, couponName: bigger.name });
    expect(typedWins.coupon?.name).toBe(bigger.name);
    expect(typedWins.totalKurus).toBe(300000);
    const unknown = await priceBasket(deps(), { userId: client.userId, lines, couponName: 'NOPE' });
    expect(unknown.typed).toMatchObject({ applies: false, reason: 'unknown' });
    expect(unknown.coupon?.name).toBe('KASIM40');
  });
});

describe('redeemCoupon', () => {
  const basket = { lines: [{ kind: 'wallet_top_up' as const, amountKurus: 100000 }] };

  it('lets exactly 5 of 20 concurrent payments redeem a coupon with a total limit of 5', async () => {
    const row = await coupon({ totalLimit: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db().transaction((tx) =>
          redeemCoupon(
            { db: tx, clock: t.clock },
            { name: row.name.toLowerCase(), userId: client.userId, paymentRef: `concurrent-${i}`, basket },
          ),
        ),
      ),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason);
    expect(fulfilled).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const error of refused) expect(error).toBeInstanceOf(ApiError);
    expect(new Set(refused.map((e: ApiError) => e.code))).toEqual(new Set(['COUPON_LIMIT_REACHED']));
    expect(await check(row.name, 'wallet_top_up:100000')).toMatchObject({ Reason: 'limit_reached' });
  });

  it('redeems once per payment reference (a retried payment is not counted twice)', async () => {
    const row = await coupon({ totalLimit: 2 });
    const redeem = () =>
      db().transaction((tx) =>
        redeemCoupon(
          { db: tx, clock: t.clock },
          { name: row.name, userId: client.userId, paymentRef: 'retry-1', basket },
        ),
      );
    const first = await redeem();
    const second = await redeem();
    expect(first).toMatchObject({ applied: true, discountKurus: 10000 });
    expect(second).toMatchObject({ applied: false, discountKurus: 10000 });
    expect(await check(row.name, 'wallet_top_up:100000')).toMatchObject({ Applies: true });
  });

  it('checks everything again at payment: an expired or unknown coupon refuses it', async () => {
    const row = await coupon({ validTo: new Date(TEST_NOW.getTime() + DAY) });
    t.clock.set(new Date(TEST_NOW.getTime() + 2 * DAY));
    try {
      await expect(
        db().transaction((tx) =>
          redeemCoupon(
            { db: tx, clock: t.clock },
            { name: row.name, userId: client.userId, paymentRef: 'late', basket },
          ),
        ),
      ).rejects.toMatchObject({ code: 'COUPON_EXPIRED' });
    } finally {
      t.clock.set(TEST_NOW);
    }
    await expect(
      db().transaction((tx) =>
        redeemCoupon(
          { db: tx, clock: t.clock },
          { name: 'NOPE', userId: client.userId, paymentRef: 'x', basket },
        ),
      ),
    ).rejects.toMatchObject({ code: 'COUPON_UNKNOWN' });
    await expect(
      db().transaction((tx) =>
        redeemCoupon(
          { db: tx, clock: t.clock },
          {
            name: 'REKLAM25',
            userId: client.userId,
            paymentRef: 'y',
            basket: { lines: basket.lines, buyerPackage: 'growth' },
          },
        ),
      ),
    ).rejects.toMatchObject({ code: 'COUPON_WRONG_ITEM' });
  });
});

describe('priceBasketForPayment', () => {
  it('redeems the campaign it applied, once per payment', async () => {
    const lines = [{ kind: 'advertisement' as const, amountKurus: 500000, periodMonths: 12 }];
    const pay = () =>
      db().transaction((tx) =>
        priceBasketForPayment(
          { db: tx, clock: t.clock },
          { userId: client.userId, lines, paymentRef: 'pay-kasim-1' },
        ),
      );
    const first = await pay();
    expect(first).toMatchObject({ discountKurus: 200000, totalKurus: 300000 });
    expect(first.coupon?.name).toBe('KASIM40');
    expect((await pay()).totalKurus).toBe(300000);
    const rows = (await db().execute(
      sql`select count(*)::int as n from coupon_redemptions where payment_ref = 'pay-kasim-1'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('refuses the payment when the typed coupon no longer applies (used up by another payment meanwhile)', async () => {
    const row = await coupon({ totalLimit: 1 });
    const lines = [{ kind: 'wallet_top_up' as const, amountKurus: 100000 }];
    const shown = await priceBasket(deps(), { userId: client.userId, lines, couponName: row.name });
    expect(shown.totalKurus).toBe(90000);
    const pay = (ref: string) =>
      db().transaction((tx) =>
        priceBasketForPayment(
          { db: tx, clock: t.clock },
          { userId: client.userId, lines, couponName: row.name, paymentRef: ref },
        ),
      );
    expect((await pay('limited-a')).totalKurus).toBe(90000);
    await expect(pay('limited-b')).rejects.toMatchObject({ code: 'COUPON_LIMIT_REACHED' });
    // The payment that took the last use, retried, keeps its discount.
    expect(await pay('limited-a')).toMatchObject({ totalKurus: 90000, discountKurus: 10000 });
  });
});

describe('LeadcoinCampaign', () => {
  it('answers the seeded bonus tiers, smallest top-up first, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/LeadcoinCampaign' });
    expect(res.statusCode).toBe(200);
    const { Tiers } = res.json().Data as TLeadcoinCampaign;
    expect(Tiers.map((tier) => [tier.MinTopUpKurus, tier.BonusPercent, tier.BonusAtMinimumKurus])).toEqual([
      [250000, 5, 12500],
      [500000, 10, 50000],
      [1000000, 15, 150000],
    ]);
  });

  it('gives the highest tier a top-up reaches, nothing below the first', async () => {
    const at = TEST_NOW;
    expect((await campaignBonusFor(deps(), { amountKurus: 100000, at })).bonusKurus).toBe(0);
    expect((await campaignBonusFor(deps(), { amountKurus: 249999, at })).bonusKurus).toBe(0);
    expect((await campaignBonusFor(deps(), { amountKurus: 250000, at })).bonusKurus).toBe(12500);
    expect((await campaignBonusFor(deps(), { amountKurus: 700000, at })).bonusKurus).toBe(70000);
    expect((await campaignBonusFor(deps(), { amountKurus: 1200000, at })).bonusKurus).toBe(180000);
    // Before the tiers' start there is no campaign.
    expect(
      (await campaignBonusFor(deps(), { amountKurus: 1200000, at: new Date('2025-06-01') })).bonusKurus,
    ).toBe(0);
  });

  it('credits the bonus once per payment as a separate gift entry the agency sees in its wallet', async () => {
    const agency = await makeAgency(db(), TEST_NOW, { walletKurus: 0 });
    const credit = () =>
      db().transaction((tx) =>
        creditCampaignBonus(
          { db: tx },
          { providerId: agency.providerId, topUpKurus: 500000, paymentRef: 'pay-bonus-1', now: TEST_NOW },
        ),
      );
    expect(await credit()).toEqual({ applied: true, bonusKurus: 50000 });
    expect(await credit()).toEqual({ applied: false, bonusKurus: 50000 });
    expect(await balanceOf(db(), agency.providerId)).toBe(50000);
    // Below the first tier: nothing is posted.
    const small = await db().transaction((tx) =>
      creditCampaignBonus(
        { db: tx },
        { providerId: agency.providerId, topUpKurus: 100000, paymentRef: 'pay-bonus-2', now: TEST_NOW },
      ),
    );
    expect(small).toEqual({ applied: false, bonusKurus: 0 });

    const owner = await agencyAccount(t.app, db());
    await db().transaction((tx) =>
      creditCampaignBonus(
        { db: tx },
        { providerId: owner.providerId, topUpKurus: 1000000, paymentRef: 'pay-bonus-3', now: TEST_NOW },
      ),
    );
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/v1/WalletTransaction',
      headers: bearer(owner.token),
    });
    const list = wallet.json().Data as TWalletTransactionList;
    const bonus = list.Items.find((item) => item.Reason === 'campaign_bonus');
    expect(bonus).toMatchObject({ Type: 'gift', AmountKurus: 150000 });
  });
});
