import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { BRIEF_DESCRIPTION, COMPLETE_FIELDS, categoryAnswers } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { createDomainEvents } from '../../../domain-events.ts';
import { analyticsEvents } from '../../analytics/analytics.table.ts';
import { matchedProviders, offerOptionalProviders } from '../matching/matching.table.ts';
import { offers } from './offers.table.ts';

/** POST Offer as one transaction, and its Idempotency-Key. */

let t: TTestApp;
/** When set, the bus's last `brief.matched` handler throws: a failure inside the first matching. */
let failMatching = false;
const CATEGORY_ID = 3;

beforeAll(async () => {
  const events = createDomainEvents();
  events.on('brief.matched', async () => {
    if (failMatching) throw new Error('matching failed on purpose');
  });
  t = await buildTestApp({ events });
  // Agencies the engine matches to a mobile-app brief in İstanbul.
  for (let i = 0; i < 3; i++) await makeAgency(t.database.db, t.clock.now(), { categoryId: CATEGORY_ID });
});
afterAll(() => t.close());

async function postOffer(token: string, headers: Record<string, string> = {}, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Offer',
    headers: { ...bearer(token), ...headers },
    payload: {
      CategoryId: CATEGORY_ID,
      Answers: await categoryAnswers(t.app, CATEGORY_ID),
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
      ...COMPLETE_FIELDS,
      ...extra,
    },
  });
}

async function offersOf(userId: number) {
  return t.database.db.select().from(offers).where(eq(offers.userId, userId));
}

async function matchCount(offerIds: number[]) {
  if (offerIds.length === 0) return 0;
  const [row] = await t.database.db
    .select({ n: count() })
    .from(matchedProviders)
    .where(inArray(matchedProviders.offerId, offerIds));
  return row!.n;
}

describe('POST Offer with an Idempotency-Key', () => {
  it('creates one brief and one set of matches for a retry, and both answers carry its key', async () => {
    const client = await signUp(t.app, t.database.db);
    const headers = { 'idempotency-key': 'retry-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0' };
    const first = await postOffer(client.token, headers);
    const again = await postOffer(client.token, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().Data.OfferKey).toBe(first.json().Data.OfferKey);
    expect(again.json().Data).toEqual(first.json().Data);
    const rows = await offersOf(client.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe(headers['idempotency-key']);
    expect(first.json().Data.MatchedCount).toBe(3);
    expect(await matchCount(rows.map((row) => row.id))).toBe(3);
  });

  it('creates one brief when two requests with the same key race', async () => {
    const client = await signUp(t.app, t.database.db);
    const headers = { 'idempotency-key': 'race-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0' };
    const answers = await Promise.all([postOffer(client.token, headers), postOffer(client.token, headers)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json().Data.OfferKey).toBe(answers[0]!.json().Data.OfferKey);
    const rows = await offersOf(client.userId);
    expect(rows).toHaveLength(1);
    expect(await matchCount(rows.map((row) => row.id))).toBe(3);
  });

  it('keeps keys per user, and creates a new brief without a key or with another one', async () => {
    const one = await signUp(t.app, t.database.db);
    const other = await signUp(t.app, t.database.db);
    const headers = { 'idempotency-key': 'shared-0b1c2d3e-4f50-6172-8394' };
    const a = await postOffer(one.token, headers);
    const b = await postOffer(other.token, headers);
    expect(b.json().Data.OfferKey).not.toBe(a.json().Data.OfferKey);
    await postOffer(one.token);
    await postOffer(one.token);
    await postOffer(one.token, { 'idempotency-key': 'another-0b1c2d3e-4f50-6172' });
    expect(await offersOf(one.userId)).toHaveLength(4);
    expect(await offersOf(other.userId)).toHaveLength(1);
  });

  it('refuses a key too short to be unique', async () => {
    const client = await signUp(t.app, t.database.db);
    const res = await postOffer(client.token, { 'idempotency-key': 'abc' });
    expect(res.statusCode).toBe(400);
    expect(await offersOf(client.userId)).toHaveLength(0);
  });
});

describe('POST Offer is one transaction', () => {
  it('leaves nothing behind when the first matching fails: no brief, no requested agencies, no analytics', async () => {
    const client = await signUp(t.app, t.database.db);
    const requested = await makeAgency(t.database.db, t.clock.now(), { categoryId: CATEGORY_ID });
    failMatching = true;
    try {
      const res = await postOffer(
        client.token,
        { 'idempotency-key': 'fails-0b1c2d3e-4f50-6172-8394' },
        { RequestedProviderIds: [requested.providerId] },
      );
      expect(res.statusCode).toBe(500);
    } finally {
      failMatching = false;
    }
    expect(await offersOf(client.userId)).toHaveLength(0);
    const db = t.database.db;
    const [optional] = await db
      .select({ n: count() })
      .from(offerOptionalProviders)
      .where(eq(offerOptionalProviders.providerId, requested.providerId));
    expect(optional!.n).toBe(0);
    const [analytics] = await db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'brief_submitted'), eq(analyticsEvents.userId, client.userId)));
    expect(analytics!.n).toBe(0);
    const [matches] = await db
      .select({ n: count() })
      .from(matchedProviders)
      .where(sql`${matchedProviders.offerId} not in (select id from offers)`);
    expect(matches!.n).toBe(0);

    // The same key works once matching works again: the failed attempt stored nothing under it.
    const retry = await postOffer(
      client.token,
      { 'idempotency-key': 'fails-0b1c2d3e-4f50-6172-8394' },
      { RequestedProviderIds: [requested.providerId] },
    );
    expect(retry.statusCode).toBe(201);
    expect(await offersOf(client.userId)).toHaveLength(1);
    expect(retry.json().Data.MatchedCount).toBeGreaterThan(0);
  });
});
