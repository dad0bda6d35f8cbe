import { BOOST_PRICE_KURUS, OPS_QUEUE_SLA_HOURS } from '@brifa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { agencyAccount, COMPLETE_FIELDS, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { refundPayment } from '../../billing/payments/payment-refund.ts';
import { refreshMatchProfiles } from '../../briefs/matching/match-profiles.ts';
import { matchedProviders, providerMatchCategories } from '../../briefs/matching/matching.table.ts';
import { refreshDirectoryEntry } from '../../directory/directory-index.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { createSession } from '../../identity/auth/auth.service.ts';
import { notifications } from '../../notifications/notifications.table.ts';
import { opsQueueItems } from '../../ops/queues/queues.table.ts';
import { customServiceRequests } from './custom-service.table.ts';
import { subscriptions } from './subscriptions.table.ts';

let t: TTestApp;
const db = () => t.database.db;
const DAY = 86_400_000;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Buys a boost by card, charged at once (ForceThreeD false), as the web's checkout does. */
async function buyBoost(token: string, days: 10 | 30) {
  const price = BOOST_PRICE_KURUS[days];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(token), 'idempotency-key': `boost-test-${++keys}` },
    payload: {
      Type: 'boost',
      BasketItems: [{ Id: `boost:${days}` }],
      GrossPrice: price,
      PaidPrice: price,
      ForceThreeD: false,
      Card: {
        HolderName: 'Mert Kaya',
        Number: '4766620000000001',
        ExpireMonth: 12,
        ExpireYear: 2030,
        Cvc: '123',
      },
    },
  });
  expect(res.json().Data?.State, res.body).toBe('succeeded');
  return res.json().Data as { Id: string };
}

async function boostsOf(providerId: number) {
  return db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), eq(subscriptions.kind, 'boost')))
    .orderBy(subscriptions.id);
}

async function put(token: string, id: number, action: 'stop' | 'continue') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/BoostSubscription/${id}/${action}`,
    headers: bearer(token),
  });
}

async function tokenFor(userId: number) {
  const session = await createSession(depsOf(t.app), userId, {
    ip: undefined,
    deviceId: undefined,
    userAgent: undefined,
  });
  return session.Token;
}

describe('buying a boost', () => {
  it('lists the boosts that can be bought (BasketItem/boost)', async () => {
    const { token } = await agencyAccount(t.app, db());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/BasketItem/boost',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .Data.Items.map((item: { Id: string; Days: number; PriceKurus: number }) => [
          item.Id,
          item.Days,
          item.PriceKurus,
        ]),
    ).toEqual([
      ['boost:10', 10, BOOST_PRICE_KURUS[10]],
      ['boost:30', 30, BOOST_PRICE_KURUS[30]],
    ]);
  });

  it('delivers a paid boost from now, and a second one from the end of the first', async () => {
    t.clock.set(TEST_NOW);
    const { token, providerId } = await agencyAccount(t.app, db());
    const first = await buyBoost(token, 10);
    const now = t.clock.now().getTime();
    let rows = await boostsOf(providerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      days: 10,
      priceKurus: BOOST_PRICE_KURUS[10],
      status: 'active',
      autoRenew: false,
      deliveryKey: `payment:${first.Id}:0`,
    });
    expect(rows[0]!.startsAt.getTime()).toBe(now);
    expect(rows[0]!.endsAt.getTime()).toBe(now + 10 * DAY);

    await buyBoost(token, 30);
    rows = await boostsOf(providerId);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.startsAt.getTime()).toBe(now + 10 * DAY);
    expect(rows[1]!.endsAt.getTime()).toBe(now + 40 * DAY);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/BoostSubscription/page',
      headers: bearer(token),
    });
    expect(page.statusCode).toBe(200);
    const items = page.json().Data.Items as Array<Record<string, unknown>>;
    expect(page.json().Data.TotalCount).toBe(2);
    expect(items.map((item) => [item.Days, item.Status, item.IsLive, item.RemainingDays])).toEqual([
      [30, 'active', false, 30],
      [10, 'active', true, 10],
    ]);
  });

  it('ends a refunded boost at once (the card gets its money back, the boost lifts nothing more)', async () => {
    const agency = await agencyAccount(t.app, db());
    const paid = await buyBoost(agency.token, 10);
    const [before] = await boostsOf(agency.providerId);
    expect(before!.status).toBe('active');
    await refundPayment(depsOf(t.app), { publicId: paid.Id, reason: 'test' });
    const [after] = await boostsOf(agency.providerId);
    expect(after!.status).toBe('cancelled');
    expect(after!.endsAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('refuses a boost to a client account', async () => {
    const client = await signUp(t.app, db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/start',
      headers: { ...bearer(client.token), 'idempotency-key': `boost-test-${++keys}` },
      payload: {
        Type: 'boost',
        BasketItems: [{ Id: 'boost:10' }],
        GrossPrice: BOOST_PRICE_KURUS[10],
        PaidPrice: BOOST_PRICE_KURUS[10],
        ForceThreeD: false,
        Card: {
          HolderName: 'Mert Kaya',
          Number: '4766620000000001',
          ExpireMonth: 12,
          ExpireYear: 2030,
          Cvc: '123',
        },
      },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('stopping and continuing a boost', () => {
  it('keeps the days left while stopped and runs them again from the moment it continues', async () => {
    t.clock.set(TEST_NOW);
    const { token, providerId } = await agencyAccount(t.app, db());
    await buyBoost(token, 10);
    const [boost] = await boostsOf(providerId);
    t.clock.advance(2 * DAY);

    const stopped = await put(token, boost!.id, 'stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().Data).toMatchObject({ Status: 'stopped', IsLive: false, RemainingDays: 8 });
    expect((await put(token, boost!.id, 'stop')).json().ErrorCode).toBe('BOOST_CANNOT_STOP');

    // Days pass while stopped: none is used.
    t.clock.advance(5 * DAY);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/BoostSubscription/page',
      headers: bearer(token),
    });
    expect(page.json().Data.Items[0]).toMatchObject({
      Status: 'stopped',
      RemainingDays: 8,
      CanContinue: true,
    });

    const resumed = await put(token, boost!.id, 'continue');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().Data).toMatchObject({ Status: 'continue', IsLive: true, RemainingDays: 8 });
    const [row] = await boostsOf(providerId);
    expect(row!.status).toBe('continue');
    expect(row!.startsAt.getTime()).toBe(t.clock.now().getTime());
    expect(row!.endsAt.getTime()).toBe(t.clock.now().getTime() + 8 * DAY);
    expect((await put(token, boost!.id, 'continue')).json().ErrorCode).toBe('BOOST_CANNOT_CONTINUE');

    // Another agency's boost is not found for this one.
    const other = await agencyAccount(t.app, db());
    expect((await put(other.token, boost!.id, 'stop')).statusCode).toBe(404);
  });
});

describe('the ranking effect of a boost', () => {
  it('ranks a boosted agency above an otherwise equal one, labelled, until it is stopped', async () => {
    t.clock.set(TEST_NOW);
    const categoryId = 11;
    const equal = { categoryId, cityId: 34, serviceText: 'Sosyal medya yönetimi' };
    const plain = await makeAgency(db(), t.clock.now(), { ...equal, name: 'Düz Ajans' });
    const boosted = await makeAgency(db(), t.clock.now(), { ...equal, name: 'Öne Çıkan Ajans' });
    for (const providerId of [plain.providerId, boosted.providerId]) {
      await db().update(providers).set({ profileLevel: 90 }).where(eq(providers.id, providerId));
      await refreshDirectoryEntry(db(), providerId, t.clock.now());
      await refreshMatchProfiles(db(), t.clock.now(), [providerId]);
    }
    const token = await tokenFor(boosted.userId);
    await buyBoost(token, 30);

    const directory = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/SearchProvider?CategoryId=${categoryId}` })).json()
        .Data as {
        Items: Array<{ Id: number; IsSponsored: boolean }>;
        Sponsored: Array<{ Id: number; IsSponsored: boolean }>;
      };
    const prior = async (providerId: number) => {
      const [row] = await db()
        .select({
          score: providerMatchCategories.priorScore,
          boostedUntil: providerMatchCategories.boostedUntil,
        })
        .from(providerMatchCategories)
        .where(
          and(
            eq(providerMatchCategories.providerId, providerId),
            eq(providerMatchCategories.categoryId, categoryId),
          ),
        );
      return row!;
    };

    // The directory: first in the recommended order, and in the labelled sponsored places.
    let answer = await directory();
    expect(answer.Items.map((item) => item.Id)).toEqual([boosted.providerId, plain.providerId]);
    expect(answer.Sponsored).toEqual([
      expect.objectContaining({ Id: boosted.providerId, IsSponsored: true }),
    ]);
    // Matching: the boost's weight lifts its prior score, and the brief ranks it first.
    expect((await prior(boosted.providerId)).boostedUntil).not.toBeNull();
    expect((await prior(boosted.providerId)).score).toBeGreaterThan((await prior(plain.providerId)).score);
    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token, { ...COMPLETE_FIELDS, CategoryId: categoryId });
    const matches = await db().select().from(matchedProviders).where(eq(matchedProviders.offerId, offer.Id));
    const score = (providerId: number) =>
      matches.find((match) => match.providerId === providerId)?.score ?? 0;
    expect(score(boosted.providerId)).toBeGreaterThan(score(plain.providerId));

    // Stopped, it lifts nothing: the two are equal again.
    const [boost] = await boostsOf(boosted.providerId);
    expect((await put(token, boost!.id, 'stop')).statusCode).toBe(200);
    answer = await directory();
    expect(answer.Sponsored).toEqual([]);
    expect((await prior(boosted.providerId)).boostedUntil).toBeNull();
    expect((await prior(boosted.providerId)).score).toBeCloseTo((await prior(plain.providerId)).score, 5);

    // Continued, it lifts again.
    expect((await put(token, boost!.id, 'continue')).statusCode).toBe(200);
    answer = await directory();
    expect(answer.Sponsored.map((item) => item.Id)).toEqual([boosted.providerId]);
    expect((await prior(boosted.providerId)).boostedUntil).not.toBeNull();
  });
});

describe('a custom service request', () => {
  it('opens one operator queue item and tells the agency when it will hear back', async () => {
    t.clock.set(TEST_NOW);
    const { token, providerId } = await agencyAccount(t.app, db());
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Subscription/custom-service',
      headers: bearer(token),
      payload: { Need: 'Kısa', ContactPreference: 'phone' },
    });
    expect(short.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Subscription/custom-service',
      headers: bearer(token),
      payload: {
        Need: 'Üç şehirde ayrı kategori paketleri ve yıllık reklam için bir teklif istiyoruz.',
        ContactPreference: 'phone',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const answerBy = TEST_NOW.getTime() + OPS_QUEUE_SLA_HOURS.custom_service * 3_600_000;
    expect(res.json().Data).toMatchObject({ SlaHours: 24, AnswerBy: new Date(answerBy).toISOString() });

    const [request] = await db()
      .select()
      .from(customServiceRequests)
      .where(eq(customServiceRequests.providerId, providerId));
    expect(request).toMatchObject({ contactPreference: 'phone' });
    const items = await db().select().from(opsQueueItems).where(eq(opsQueueItems.kind, 'custom_service'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ subjectType: 'custom_service_request', subjectId: String(request!.id) });
    expect(items[0]!.dueAt.getTime()).toBe(answerBy);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'custom_service_received'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe('/premium/add-ons');
  });

  it('is for agencies only', async () => {
    const client = await signUp(t.app, db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Subscription/custom-service',
      headers: bearer(client.token),
      payload: { Need: 'Bize özel bir hizmet paketi lazım, görüşebilir miyiz?', ContactPreference: 'email' },
    });
    expect(res.statusCode).toBe(403);
  });
});
