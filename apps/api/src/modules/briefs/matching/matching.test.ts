import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientBody, signUp } from '../../../../test/accounts.ts';
import { makeAgency, type TAgencyOptions } from '../../../../test/agencies.ts';
import { BRIEF_DESCRIPTION, COMPLETE_FIELDS, categoryAnswers, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { createSession } from '../../identity/auth/auth.service.ts';
import { expireSilentMatches } from './matching.service.ts';
import { matchedProviders, providerMatchCategories } from './matching.table.ts';

let t: TTestApp;
let client: { token: string; userId: number };
const HOUR = 60 * 60 * 1000;

async function createOffer(token: string, overrides: Record<string, unknown> = {}) {
  return createBrief(t.app, token, { ...COMPLETE_FIELDS, ...overrides });
}

async function matchesOf(offerId: number) {
  return t.database.db.select().from(matchedProviders).where(eq(matchedProviders.offerId, offerId));
}

const agency = (options: TAgencyOptions = {}) => makeAgency(t.database.db, t.clock.now(), options);

beforeAll(async () => {
  t = await buildTestApp();
  client = await signUp(t.app, t.database.db);
});
afterAll(() => t.close());

describe('eligibility: each rule excludes an agency that fails only that rule', () => {
  it('applies approval, payments, portfolio, services, match settings and paying ability', async () => {
    const categoryId = 3;
    const eligible = await agency({ categoryId, name: 'Eligible' });
    const bySubscription = await agency({ categoryId, subscribed: true, walletKurus: 0 });
    const failing = {
      notApproved: await agency({ categoryId, approved: false }),
      contractNotApproved: await agency({ categoryId, contractApproved: false }),
      overdueDebt: await agency({ categoryId, overdueDebt: true }),
      fourWorks: await agency({ categoryId, portfolio: 4 }),
      twoServices: await agency({ categoryId, services: 2 }),
      otherCategory: await agency({ categoryId: 7 }),
      ownCityElsewhere: await agency({ categoryId, cityId: 6, settings: { cityPreference: 'own_city' } }),
      regionNotServed: await agency({ categoryId, settings: { workRegions: ['aegean'] } }),
      mobileMinAboveBudget: await agency({ categoryId, settings: { mobileMinPriceTry: 800_000 } }),
      cannotPay: await agency({ categoryId, walletKurus: 0 }),
      audience: await agency({ categoryId, preferences: { audienceTypes: ['b2b'] } }),
      geoScope: await agency({ categoryId, preferences: { geoScopes: ['international'] } }),
      businessType: await agency({ categoryId, preferences: { businessTypes: ['manufacturing'] } }),
      industry: await agency({ categoryId, preferences: { industries: [1] } }),
      turnover: await agency({ categoryId, preferences: { turnovers: ['over_1b'] } }),
      companySize: await agency({ categoryId, preferences: { companySizes: ['enterprise'] } }),
    };
    const offer = await createOffer(client.token, { CategoryId: categoryId });
    const matched = new Set((await matchesOf(offer.Id)).map((match) => match.providerId));
    expect(offer.MatchedCount).toBe(2);
    expect(matched).toEqual(new Set([eligible.providerId, bySubscription.providerId]));
    for (const [rule, failed] of Object.entries(failing)) {
      expect(matched.has(failed.providerId), rule).toBe(false);
    }
  });

  it('applies the opportunity preferences about the client and the brief', async () => {
    const categoryId = 5;
    const personal = await signUp(t.app, t.database.db, {
      body: clientBody({ Email: `kahve.${Date.now()}@gmail.com` }),
    });
    const eligible = await agency({ categoryId });
    const failing = {
      budgetDefinedOnly: await agency({ categoryId, preferences: { budgetDefinedOnly: true } }),
      noPersonalEmail: await agency({ categoryId, preferences: { noPersonalEmail: true } }),
      noNonDecisionMakers: await agency({ categoryId, preferences: { noNonDecisionMakers: true } }),
      noTenders: await agency({ categoryId, preferences: { tendersAllowed: false } }),
    };
    const offer = await createOffer(personal.token, {
      CategoryId: categoryId,
      BudgetTry: null,
      IsDecisionMaker: false,
      IsTender: true,
    });
    const matched = new Set((await matchesOf(offer.Id)).map((match) => match.providerId));
    expect(matched).toEqual(new Set([eligible.providerId]));
    for (const [rule, failed] of Object.entries(failing)) {
      expect(matched.has(failed.providerId), rule).toBe(false);
    }
  });

  it('needs one of the technologies the brief requires, and passes a not-completed brief only to agencies without that preference', async () => {
    const categoryId = 1;
    const knowsNode = await agency({ categoryId, technologyIds: [9, 1] });
    const knowsPhp = await agency({ categoryId, technologyIds: [14] });
    const wantsB2c = await agency({
      categoryId,
      technologyIds: [9],
      preferences: { audienceTypes: ['b2c'] },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Offer',
      headers: bearer(client.token),
      payload: {
        CategoryId: categoryId,
        Answers: await categoryAnswers(t.app, categoryId, 'Node.js ile yazılmış bir arka ucumuz var'),
        BudgetTry: '400000',
        StartDate: null,
        CompanyName: 'Moda Kahve',
        SectorId: 8,
        CompanySize: 'sme',
        EmployeeCount: '51-200',
        CityId: 34,
        DistrictId: null,
        IsDecisionMaker: true,
        Description: BRIEF_DESCRIPTION,
        ContactPreference: 'email',
        AvailableTime: 'anytime',
      },
    });
    expect(res.statusCode).toBe(201);
    const matched = new Set((await matchesOf(res.json().Data.Id)).map((match) => match.providerId));
    expect(matched.has(knowsNode.providerId)).toBe(true);
    expect(matched.has(knowsPhp.providerId)).toBe(false);
    expect(matched.has(wantsB2c.providerId)).toBe(false);
  });
});

describe('ranking', () => {
  it('matches at most five, most relevant first, with reasons in both languages', async () => {
    const categoryId = 9;
    const plain = await Promise.all(Array.from({ length: 5 }, () => agency({ categoryId, cityId: 6 })));
    const best = await agency({
      categoryId,
      name: 'Best',
      expertiseIds: [901, 902],
      sectorIds: [8],
      serviceText: 'Mobil uygulama sadakat programı kampanya bildirimleri',
    });
    const offer = await createOffer(client.token, { CategoryId: categoryId });
    const matches = (await matchesOf(offer.Id)).sort((a, b) => b.score - a.score);
    expect(matches).toHaveLength(5);
    expect(matches[0]!.providerId).toBe(best.providerId);
    const codes = matches[0]!.reasons.map((reason) => reason.Code);
    expect(codes).toEqual(expect.arrayContaining(['expertise', 'city']));
    expect(matches[0]!.reasons.find((reason) => reason.Code === 'city')!.Label).toEqual({
      tr: 'İstanbul',
      en: 'İstanbul',
    });
    expect(matches.every((match) => match.respondBy.getTime() === t.clock.now().getTime() + 24 * HOUR)).toBe(
      true,
    );
    expect(plain.filter((a) => matches.some((m) => m.providerId === a.providerId))).toHaveLength(4);
  });

  it('spreads leads: an agency with many recent leads ranks below an equal one with none', async () => {
    const categoryId = 11;
    const busy = await agency({ categoryId });
    const idle = await agency({ categoryId });
    await t.database.db
      .update(providerMatchCategories)
      .set({ recentLeads: 20 })
      .where(eq(providerMatchCategories.providerId, busy.providerId));
    const offer = await createOffer(client.token, { CategoryId: categoryId });
    const matches = (await matchesOf(offer.Id)).sort((a, b) => b.score - a.score);
    expect(matches.map((match) => match.providerId)).toEqual([idle.providerId, busy.providerId]);
  });

  it('ranks an agency lower once a client turned it down with a reason', async () => {
    const categoryId = 23;
    const first = await agency({ categoryId });
    const second = await agency({ categoryId });
    const offer = await createOffer(client.token, { CategoryId: categoryId });
    const turnedDown = (await matchesOf(offer.Id)).find((match) => match.providerId === first.providerId)!;
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/v1/UserOfferFeedback',
      headers: bearer(client.token),
      payload: {
        OfferKey: offer.OfferKey,
        MatchedProviderId: turnedDown.id,
        Outcome: 'price_too_high',
        ReasonCode: 'price',
        Note: '',
      },
    });
    expect(feedback.statusCode).toBe(200);

    const other = await signUp(t.app, t.database.db);
    const next = await createOffer(other.token, { CategoryId: categoryId });
    const ranked = (await matchesOf(next.Id)).sort((a, b) => b.score - a.score);
    expect(ranked.map((match) => match.providerId)).toEqual([second.providerId, first.providerId]);
  });
});

describe('the 24-hour window', () => {
  it('expires silent agencies and gives their slots to the next candidates while the offer is young', async () => {
    const categoryId = 13;
    await Promise.all(Array.from({ length: 7 }, () => agency({ categoryId })));
    const offer = await createOffer(client.token, { CategoryId: categoryId });
    expect(offer.MatchedCount).toBe(5);

    const count = async (status: string) =>
      (await matchesOf(offer.Id)).filter((match) => match.status === status).length;
    t.clock.advance(23 * HOUR);
    await expireSilentMatches(depsOfTest());
    expect(await count('waiting')).toBe(5);

    t.clock.advance(1 * HOUR + 60_000);
    const run = await expireSilentMatches(depsOfTest());
    expect(run.replaced).toBeGreaterThanOrEqual(2);
    expect(await count('expired')).toBe(5);
    expect(await count('waiting')).toBe(2);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/offer/${offer.OfferKey}/page`,
      headers: bearer(client.token),
    });
    expect(page.json().Data).toMatchObject({ Status: 'no_offer', MatchedCount: 2 });

    // Past the replacement window (72 hours from the brief): slots are no longer refilled.
    t.clock.advance(48 * HOUR);
    await expireSilentMatches(depsOfTest());
    expect(await count('expired')).toBe(7);
    expect(await count('waiting')).toBe(0);
  });

  it('replaces an agency that declines at once', async () => {
    const categoryId = 15;
    const agencies = await Promise.all(Array.from({ length: 6 }, () => agency({ categoryId })));
    const offer = await createOffer(client.token, { CategoryId: categoryId });
    const [first] = await matchesOf(offer.Id);
    const owner = agencies.find((a) => a.providerId === first!.providerId)!;
    const outsider = agencies.find((a) => !(a.providerId === first!.providerId))!;
    const ownerToken = await tokenFor(owner.userId);
    const outsiderToken = await tokenFor(outsider.userId);

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/MatchedProvider/${first!.id}/decline`,
      headers: bearer(outsiderToken),
    });
    expect(foreign.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/MatchedProvider/${first!.id}/decline`,
      headers: bearer(ownerToken),
    });
    expect(res.statusCode).toBe(200);
    const matches = await matchesOf(offer.Id);
    expect(matches).toHaveLength(6);
    expect(matches.filter((match) => match.status === 'waiting')).toHaveLength(5);
    expect(matches.find((match) => match.source === 'replacement')).toBeDefined();

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/MatchedProvider/${first!.id}/decline`,
      headers: bearer(ownerToken),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('extra match and requested agencies', () => {
  it('fills slots the client freed, and says so when there is nothing to add', async () => {
    const categoryId = 17;
    await Promise.all(Array.from({ length: 6 }, () => agency({ categoryId })));
    const offer = await createOffer(client.token, { CategoryId: categoryId });
    const extra = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/offer/${offer.OfferKey}/extra-match`,
        headers: bearer(client.token),
      });
    const full = await extra();
    expect(full.statusCode).toBe(409);
    expect(full.json().Message).toContain('iletişim sınırına');

    const [first] = await matchesOf(offer.Id);
    await t.database.db
      .update(matchedProviders)
      .set({ clientMark: 'not_interested' })
      .where(eq(matchedProviders.id, first!.id));
    const added = await extra();
    expect(added.statusCode).toBe(200);
    expect(added.json().Data.Added).toBe(1);
    expect((await matchesOf(offer.Id)).filter((match) => match.source === 'extra')).toHaveLength(1);

    const other = await signUp(t.app, t.database.db);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/offer/${offer.OfferKey}/extra-match`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/offer/${offer.OfferKey}/close`,
      headers: bearer(client.token),
    });
    expect((await extra()).statusCode).toBe(409);
  });

  it('matches an agency the client asked for first, and lists it by offer', async () => {
    const categoryId = 19;
    const strong = await Promise.all(
      Array.from({ length: 5 }, () => agency({ categoryId, expertiseIds: [1901], sectorIds: [8] })),
    );
    const asked = await agency({ categoryId, cityId: 35 });
    const offer = await createOffer(client.token, {
      CategoryId: categoryId,
      RequestedProviderIds: [asked.providerId, 99_999_999],
    });
    const matches = await matchesOf(offer.Id);
    expect(matches).toHaveLength(5);
    const requested = matches.find((match) => match.providerId === asked.providerId);
    expect(requested?.source).toBe('requested');
    expect(requested?.reasons[0]?.Code).toBe('requested');
    expect(strong.filter((a) => matches.some((m) => m.providerId === a.providerId))).toHaveLength(4);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/OfferOptionalProvider/by-offer/${offer.OfferKey}`,
      headers: bearer(client.token),
    });
    expect(listed.json().Data).toEqual([
      expect.objectContaining({ ProviderId: asked.providerId, IsMatched: true }),
    ]);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OfferOptionalProvider',
      headers: bearer(client.token),
      payload: { OfferKey: offer.OfferKey, ProviderId: 99_999_999 },
    });
    expect(unknown.statusCode).toBe(404);

    const other = await signUp(t.app, t.database.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/OfferOptionalProvider/by-offer/${offer.OfferKey}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(String(asked.providerId));
  });
});

describe('the bounded candidate scan', () => {
  async function candidates(categoryId: number, options: { only?: number[]; scan: number; local: number }) {
    const result = (await t.database.db.execute(sql`
      select provider_id from match_candidates(
        ${categoryId}::int, 34, 1, 0::smallint, ${t.clock.now().toISOString()}::timestamptz, 50000::bigint,
        'b2c', 'national', 'retail', 8, '10m_100m', 'sme', null::bigint, '{}'::int[], '{}'::int[], '{}'::bigint[],
        ${options.only ? `{${options.only.join(',')}}` : null}::bigint[], 'mobil uygulama', 24,
        '{8,8,6,6,5,4,10,20}'::real[], ${options.scan}::int, ${options.local}::int)
    `)) as unknown as { rows: { provider_id: number | string }[] };
    return result.rows.map((row) => Number(row.provider_id));
  }

  it('reads only the best agencies by prior score and the best of the brief’s city, but always a requested one', async () => {
    const categoryId = 25;
    const strong = await agency({ categoryId, cityId: 6, subscribed: true, expertiseIds: [2501, 2502] });
    const local = await agency({ categoryId, cityId: 34 });
    const requested = await agency({ categoryId, cityId: 35 });
    expect(await candidates(categoryId, { scan: 1, local: 0 })).toEqual([strong.providerId]);
    expect(new Set(await candidates(categoryId, { scan: 1, local: 5 }))).toEqual(
      new Set([strong.providerId, local.providerId]),
    );
    expect(await candidates(categoryId, { only: [requested.providerId], scan: 1, local: 0 })).toEqual([
      requested.providerId,
    ]);
    expect((await candidates(categoryId, { scan: 1000, local: 200 })).length).toBe(3);
  });
});

function depsOfTest() {
  return depsOf(t.app);
}

async function tokenFor(userId: number) {
  const session = await createSession(depsOf(t.app), userId, {
    ip: undefined,
    deviceId: undefined,
    userAgent: undefined,
  });
  return session.Token;
}
