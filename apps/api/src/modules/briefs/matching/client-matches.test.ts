import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { BRIEF_DESCRIPTION, COMPLETE_FIELDS, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { providerMembers, providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { offers } from '../offers/offers.table.ts';
import { matchedProviders, type TMatchReason } from './matching.table.ts';

let t: TTestApp;
let agencyCounter = 0;

const MINUTE = 60_000;
const REASONS: TMatchReason[] = [
  { Code: 'category', Label: { tr: 'Mobil uygulama geliştirme yapıyor', en: 'Builds mobile apps' } },
  { Code: 'city', Label: { tr: 'İstanbul’da', en: 'Based in Istanbul' } },
];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function createOffer(token: string): Promise<{ key: string; id: number }> {
  const offer = await createBrief(t.app, token, COMPLETE_FIELDS);
  return { key: offer.OfferKey, id: offer.Id };
}

/** An approved agency inserted directly (its owner, the agency and the owner's membership). */
async function insertAgency(name: string, options: { cityId?: number | null; logo?: string | null } = {}) {
  agencyCounter += 1;
  const db = t.database.db;
  const [owner] = await db
    .insert(users)
    .values({
      userType: 'provider',
      name: 'Owner',
      surname: name,
      email: `owner${agencyCounter}.${Date.now()}@agency.example.com`,
      cellPhone: `+9055500${String(Date.now() % 10000).padStart(4, '0')}${String(agencyCounter).padStart(2, '0')}`,
      isPhoneVerified: true,
      imageSrc: options.logo ?? null,
    })
    .returning();
  const [provider] = await db
    .insert(providers)
    .values({
      ownerUserId: owner!.id,
      slug: `${name.toLowerCase()}-${agencyCounter}`,
      companyNickName: name,
      legalType: 'legal_entity',
      legalSuffix: 'LTD',
      companyTitle: `${name} Ltd. Şti.`,
      countryId: 1,
      cityId: options.cityId === undefined ? 34 : options.cityId,
      shortDescription: `${name} kısa tanıtım`,
      isApproved: true,
      isInformationApproved: true,
      isApprovedContract: true,
    })
    .returning();
  await db.insert(providerMembers).values({ providerId: provider!.id, userId: owner!.id, role: 'owner' });
  return provider!;
}

async function insertMatch(
  offerId: number,
  providerId: number,
  values: Partial<typeof matchedProviders.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(matchedProviders)
    .values({
      offerId,
      providerId,
      source: 'engine',
      score: 0.5,
      reasons: REASONS,
      createdAt: TEST_NOW,
      respondBy: new Date(TEST_NOW.getTime() + 24 * 60 * MINUTE),
      ...values,
    })
    .returning();
  return row!;
}

const get = (url: string, token: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...(cookie ? { cookie } : {}) } });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

type TItem = { Id: number; Agency: { Name: string }; IsSeen: boolean; AgencyState: string; CanWin: boolean };

async function list(token: string, key: string, filter = 'all') {
  const res = await get(`/api/v1/offer/${key}/matches?Filter=${filter}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as {
    Items: TItem[];
    Counts: Record<string, number>;
    OfferState: string;
    AgreedMatchId: number | null;
  };
}

const names = (items: TItem[]) => items.map((item) => item.Agency.Name);

describe("the client's matched agencies", () => {
  it('lists the agencies it can act on with their cards, reasons in its language, filters and counts', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createOffer(client.token);
    const alfa = await insertAgency('Alfa', { logo: '/api/v1/files/public/users/1/image-x.webp' });
    const beta = await insertAgency('Beta', { cityId: null });
    const gama = await insertAgency('Gama');
    const delta = await insertAgency('Delta');
    const eta = await insertAgency('Eta');
    const zeta = await insertAgency('Zeta');
    const a = await insertMatch(offer.id, alfa.id, { score: 0.9 });
    const b = await insertMatch(offer.id, beta.id, {
      score: 0.4,
      status: 'responded',
      respondedAt: new Date(TEST_NOW.getTime() + 30 * MINUTE),
    });
    const g = await insertMatch(offer.id, gama.id, { score: 0.7, clientSeenAt: TEST_NOW });
    const d = await insertMatch(offer.id, delta.id, {
      score: 0.6,
      clientSeenAt: TEST_NOW,
      clientMark: 'contacted',
      isWatchlisted: true,
    });
    await insertMatch(offer.id, eta.id, { score: 0.95, status: 'declined' });
    await insertMatch(offer.id, zeta.id, { score: 0.8, status: 'expired' });

    const all = await list(client.token, offer.key);
    // Responded first, then by score; declined and expired agencies are never shown.
    expect(names(all.Items)).toEqual(['Beta', 'Alfa', 'Gama', 'Delta']);
    expect(all.Counts).toEqual({
      new: 2,
      not_reviewed: 1,
      contacted: 1,
      not_interested: 0,
      watchlist: 1,
      won: 0,
      all: 4,
    });
    expect(all).toMatchObject({ OfferState: 'active', AgreedMatchId: null });
    expect(all.Items[1]).toEqual({
      Id: a.id,
      OfferKey: offer.key,
      Agency: {
        Id: alfa.id,
        Name: 'Alfa',
        Slug: alfa.slug,
        CityName: 'İstanbul',
        ShortDescription: 'Alfa kısa tanıtım',
        LogoUrl: '/api/v1/files/public/users/1/image-x.webp',
        Rating: 0,
        ReviewCount: 0,
        VerifiedReviewCount: 0,
      },
      Status: 'waiting',
      AgencyState: 'open',
      Score: 0.9,
      Reasons: [
        { Code: 'category', Label: 'Mobil uygulama geliştirme yapıyor' },
        { Code: 'city', Label: 'İstanbul’da' },
      ],
      Quote: null,
      MatchedAt: TEST_NOW.toISOString(),
      RespondedAt: null,
      IsSeen: false,
      HasAccess: false,
      Mark: null,
      IsWatchlisted: false,
      IsWon: false,
      CanWin: true,
      AgencyReportsAgreed: false,
    });
    expect(all.Items[0]).toMatchObject({
      Id: b.id,
      Agency: { CityName: null, LogoUrl: null },
      Status: 'responded',
    });

    expect(names((await list(client.token, offer.key, 'new')).Items)).toEqual(['Beta', 'Alfa']);
    expect(names((await list(client.token, offer.key, 'not_reviewed')).Items)).toEqual(['Gama']);
    expect(names((await list(client.token, offer.key, 'contacted')).Items)).toEqual(['Delta']);
    expect((await list(client.token, offer.key, 'not_interested')).Items).toEqual([]);
    expect(names((await list(client.token, offer.key, 'watchlist')).Items)).toEqual(['Delta']);
    expect((await list(client.token, offer.key, 'won')).Items).toEqual([]);
    // No filter means all.
    expect(names((await list(client.token, offer.key, '')).Items)).toHaveLength(4);

    const english = await get(
      `/api/v1/offer/${offer.key}/matches?Filter=all`,
      client.token,
      'language=en-TR',
    );
    expect(english.json().Data.Items[1].Reasons.map((r: { Label: string }) => r.Label)).toEqual([
      'Builds mobile apps',
      'Based in Istanbul',
    ]);

    const bad = await get(`/api/v1/offer/${offer.key}/matches?Filter=favourites`, client.token);
    expect(bad.statusCode).toBe(400);
    expect(g.id).toBeGreaterThan(0);
    expect(d.id).toBeGreaterThan(0);
  });

  it('marks a match seen on its first open only, and moves it from new to not reviewed', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createOffer(client.token);
    const match = await insertMatch(offer.id, (await insertAgency('Seen')).id);

    t.clock.advance(5 * MINUTE);
    const first = await get(`/api/v1/MatchedProvider/${match.id}`, client.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().Message).toBe('');
    expect(first.json().Data).toMatchObject({ View: 'client', Match: { Id: match.id, IsSeen: true } });
    const [stored] = await t.database.db
      .select()
      .from(matchedProviders)
      .where(eq(matchedProviders.id, match.id));
    const seenAt = stored!.clientSeenAt!;
    expect(seenAt.toISOString()).toBe(new Date(TEST_NOW.getTime() + 5 * MINUTE).toISOString());

    t.clock.advance(5 * MINUTE);
    await get(`/api/v1/MatchedProvider/${match.id}`, client.token);
    const [again] = await t.database.db
      .select()
      .from(matchedProviders)
      .where(eq(matchedProviders.id, match.id));
    expect(again!.clientSeenAt!.toISOString()).toBe(seenAt.toISOString());

    const counts = (await list(client.token, offer.key)).Counts;
    expect(counts).toMatchObject({ new: 0, not_reviewed: 1, all: 1 });
  });

  it('adds to and removes from the watchlist, and marks contacted, not interested or nothing', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createOffer(client.token);
    const match = await insertMatch(offer.id, (await insertAgency('Notes')).id);
    const url = `/api/v1/MatchedProvider/${match.id}`;

    const added = await post(`${url}/watchlist`, client.token);
    expect(added.statusCode).toBe(200);
    // Acting on a match counts as having opened it.
    expect(added.json().Data).toMatchObject({ IsWatchlisted: true, IsSeen: true });
    expect((await list(client.token, offer.key)).Counts).toMatchObject({
      watchlist: 1,
      new: 0,
      not_reviewed: 1,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/watchlist`,
      headers: bearer(client.token),
    });
    expect(removed.json().Data.IsWatchlisted).toBe(false);

    const contacted = await post(`${url}/mark`, client.token, { Mark: 'contacted' });
    expect(contacted.json().Data.Mark).toBe('contacted');
    expect((await list(client.token, offer.key)).Counts).toMatchObject({ contacted: 1, not_reviewed: 0 });
    const notInterested = await post(`${url}/mark`, client.token, { Mark: 'not_interested' });
    expect(notInterested.json().Data.Mark).toBe('not_interested');
    expect((await list(client.token, offer.key)).Counts).toMatchObject({ contacted: 0, not_interested: 1 });
    const cleared = await post(`${url}/mark`, client.token, { Mark: null });
    expect(cleared.json().Data.Mark).toBeNull();
    expect((await list(client.token, offer.key)).Counts).toMatchObject({
      not_interested: 0,
      not_reviewed: 1,
    });

    expect((await post(`${url}/mark`, client.token, { Mark: 'won' })).statusCode).toBe(400);
  });

  it('records the agreed agency once: the others see "agreed with another agency"; a second won is 409', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createOffer(client.token);
    const chosen = await insertMatch(offer.id, (await insertAgency('Chosen')).id, { status: 'responded' });
    const other = await insertMatch(offer.id, (await insertAgency('Other')).id);
    const declined = await insertMatch(offer.id, (await insertAgency('Declined')).id, { status: 'declined' });

    // A stopped brief can still be agreed; a declined agency cannot be chosen (the client never sees it).
    await post(`/api/v1/offer/${offer.key}/stop`, client.token);
    expect((await post(`/api/v1/MatchedProvider/${declined.id}/won`, client.token)).statusCode).toBe(404);

    const won = await post(`/api/v1/MatchedProvider/${chosen.id}/won`, client.token);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().Data).toMatchObject({ IsWon: true, AgencyState: 'won', CanWin: false, IsSeen: true });

    const [stored] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored).toMatchObject({ state: 'agreed', agreedMatchId: chosen.id });
    const page = await get(`/api/v1/offer/${offer.key}/page`, client.token);
    expect(page.json().Data).toMatchObject({ Status: 'agreed', Actions: ['close'] });

    const all = await list(client.token, offer.key);
    expect(all).toMatchObject({ OfferState: 'agreed', AgreedMatchId: chosen.id });
    expect(all.Counts.won).toBe(1);
    expect(all.Items.find((item) => item.Id === other.id)).toMatchObject({
      AgencyState: 'agreed_with_another',
      CanWin: false,
    });
    const wonTab = await list(client.token, offer.key, 'won');
    expect(wonTab.Items.map((item) => item.Id)).toEqual([chosen.id]);
    // The won agency is not "not reviewed" any more.
    expect(all.Counts.not_reviewed).toBe(0);

    const second = await post(`/api/v1/MatchedProvider/${other.id}/won`, client.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ ErrorCode: 'MATCH_ALREADY_AGREED' });
    expect(second.json().Message).toContain('zaten bir ajansla anlaştınız');
    expect((await post(`/api/v1/MatchedProvider/${chosen.id}/won`, client.token)).statusCode).toBe(409);

    // Closing an agreed brief keeps who won.
    await post(`/api/v1/offer/${offer.key}/close`, client.token);
    const closed = await list(client.token, offer.key);
    expect(closed).toMatchObject({ OfferState: 'closed', AgreedMatchId: chosen.id });
    expect(closed.Items.find((item) => item.Id === chosen.id)?.AgencyState).toBe('won');
  });

  it('refuses won on a closed brief with a localised 409', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createOffer(client.token);
    const match = await insertMatch(offer.id, (await insertAgency('Late')).id);
    await post(`/api/v1/offer/${offer.key}/close`, client.token);
    expect((await list(client.token, offer.key)).Items[0]).toMatchObject({
      AgencyState: 'closed',
      CanWin: false,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/MatchedProvider/${match.id}/won`,
      headers: { ...bearer(client.token), cookie: 'language=en-TR' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      ErrorCode: 'MATCH_OFFER_CLOSED',
      Message: 'An agreement cannot be recorded for a closed project.',
    });
    const [stored] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored).toMatchObject({ state: 'closed', agreedMatchId: null });
  });

  it("answers 404 for another client's brief and match on every call, and 401 without a session", async () => {
    const owner = await signUp(t.app, t.database.db);
    const stranger = await signUp(t.app, t.database.db);
    const offer = await createOffer(owner.token);
    const match = await insertMatch(offer.id, (await insertAgency('Private')).id);
    const url = `/api/v1/MatchedProvider/${match.id}`;

    const calls = [
      get(`/api/v1/offer/${offer.key}/matches?Filter=all`, stranger.token),
      get(`/api/v1/OfferMetric/${offer.key}`, stranger.token),
      get(url, stranger.token),
      post(`${url}/watchlist`, stranger.token),
      t.app.inject({ method: 'DELETE', url: `${url}/watchlist`, headers: bearer(stranger.token) }),
      post(`${url}/mark`, stranger.token, { Mark: 'contacted' }),
      post(`${url}/won`, stranger.token),
      get('/api/v1/MatchedProvider/999999', owner.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().Data).toBeNull();
      expect(res.body).not.toContain('Private');
    }
    const [untouched] = await t.database.db
      .select()
      .from(matchedProviders)
      .where(eq(matchedProviders.id, match.id));
    expect(untouched).toMatchObject({ clientSeenAt: null, isWatchlisted: false, clientMark: null });
    const [offerRow] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(offerRow!.state).toBe('active');

    // A declined or expired agency is not the client's to see either.
    const gone = await insertMatch(offer.id, (await insertAgency('Gone')).id, { status: 'expired' });
    expect((await get(`/api/v1/MatchedProvider/${gone.id}`, owner.token)).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/offer/${offer.key}/matches` })).statusCode,
    ).toBe(401);
  });

  it("gives a member of the matched agency its own view, without the client's details, and counts the view", async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createOffer(client.token);
    const agency = await signUp(t.app, t.database.db, { kind: 'agency' });
    const [provider] = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.ownerUserId, agency.userId));
    const match = await insertMatch(offer.id, provider!.id);
    const otherAgency = await insertAgency('Elsewhere');
    await insertMatch(offer.id, otherAgency.id);

    t.clock.set(new Date(TEST_NOW.getTime() + 42 * MINUTE));
    const res = await get(`/api/v1/MatchedProvider/${match.id}`, agency.token, 'language=en-TR');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({
      View: 'provider',
      Match: {
        Id: match.id,
        Status: 'waiting',
        AgencyState: 'open',
        HasAccess: false,
        Reasons: [
          { Code: 'category', Label: 'Builds mobile apps' },
          { Code: 'city', Label: 'Based in Istanbul' },
        ],
        Brief: { CategoryId: 3, CityName: 'İstanbul', BudgetTry: 750000, Description: BRIEF_DESCRIPTION },
      },
    });
    for (const secret of ['Moda Kahve', client.body.Email as string, client.phone]) {
      expect(res.body).not.toContain(secret);
    }
    const [stored] = await t.database.db
      .select()
      .from(matchedProviders)
      .where(eq(matchedProviders.id, match.id));
    expect(stored!.providerViewedAt!.toISOString()).toBe(
      new Date(TEST_NOW.getTime() + 42 * MINUTE).toISOString(),
    );
    // The agency's open does not count as the client's.
    expect(stored!.clientSeenAt).toBeNull();

    // The agency's own client actions are not its to take; a match of another agency is 404.
    expect((await post(`/api/v1/MatchedProvider/${match.id}/won`, agency.token)).statusCode).toBe(404);
    const [others] = await t.database.db
      .select()
      .from(matchedProviders)
      .where(eq(matchedProviders.providerId, otherAgency.id));
    expect((await get(`/api/v1/MatchedProvider/${others!.id}`, agency.token)).statusCode).toBe(404);

    // After the client agrees with another agency, this one reads "agreed with another agency".
    await post(`/api/v1/MatchedProvider/${others!.id}/won`, client.token);
    const after = await get(`/api/v1/MatchedProvider/${match.id}`, agency.token);
    expect(after.json().Data.Match.AgencyState).toBe('agreed_with_another');
    t.clock.set(TEST_NOW);
  });
});

describe('OfferMetric', () => {
  it('counts views, responses and matched agencies, and the minutes to the first response', async () => {
    t.clock.set(TEST_NOW);
    const client = await signUp(t.app, t.database.db);
    const offer = await createOffer(client.token);
    const metric = async () => {
      const res = await get(`/api/v1/OfferMetric/${offer.key}`, client.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data;
    };
    expect(await metric()).toEqual({
      OfferKey: offer.key,
      Views: 0,
      Responses: 0,
      MatchedCount: 0,
      FirstResponseMinutes: null,
    });

    const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);
    await insertMatch(offer.id, (await insertAgency('M1')).id, {
      providerViewedAt: at(10),
      status: 'responded',
      respondedAt: at(95),
    });
    await insertMatch(offer.id, (await insertAgency('M2')).id, {
      providerViewedAt: at(20),
      status: 'responded',
      respondedAt: at(47),
    });
    await insertMatch(offer.id, (await insertAgency('M3')).id, { providerViewedAt: at(30) });
    await insertMatch(offer.id, (await insertAgency('M4')).id);
    // A declined agency still opened the brief: it counts as a view, not as matched.
    await insertMatch(offer.id, (await insertAgency('M5')).id, {
      status: 'declined',
      providerViewedAt: at(5),
    });

    expect(await metric()).toEqual({
      OfferKey: offer.key,
      Views: 4,
      Responses: 2,
      MatchedCount: 4,
      FirstResponseMinutes: 47,
    });
  });
});
