import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { makeAgency } from '../../../test/agencies.ts';
import { createBrief, matchAgency } from '../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { agreements } from '../briefs/agreements/agreements.table.ts';
import { matchedProviders } from '../briefs/matching/matching.table.ts';
import { quotes } from '../briefs/opportunities/opportunities.table.ts';
import { providers } from '../identity/accounts/providers.table.ts';
import { subscriptions } from '../ledger/subscriptions/subscriptions.table.ts';
import { refreshDirectoryEntry } from './directory-index.ts';

let t: TTestApp;
const db = () => t.database.db;
const now = () => t.clock.now();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function listedAgency(
  name: string,
  options: { cityId?: number; rating?: number; reviews?: number } = {},
) {
  const { providerId } = await makeAgency(db(), now(), { name, cityId: options.cityId ?? 34 });
  await db()
    .update(providers)
    .set({
      profileLevel: 90,
      ratingAverage: options.rating ?? 0,
      reviewCount: options.reviews ?? 0,
      verifiedReviewCount: options.reviews ?? 0,
    })
    .where(eq(providers.id, providerId));
  await refreshDirectoryEntry(db(), providerId, now());
  const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
  return { id: providerId, name, slug: row!.slug };
}

async function answer(offerId: number, providerId: number, afterMinutes: number | null) {
  const match = await matchAgency(db(), offerId, providerId, { at: now() });
  if (afterMinutes !== null) {
    await db()
      .update(matchedProviders)
      .set({ respondedAt: new Date(now().getTime() + afterMinutes * MINUTE) })
      .where(eq(matchedProviders.id, match.id));
  }
  return match;
}

async function quote(matchId: number, userId: number, lira: number) {
  await db()
    .insert(quotes)
    .values({
      matchedProviderId: matchId,
      userId,
      amountKurus: lira * 100,
      durationDays: 30,
      message: 'Teklifimiz ektedir.',
      sentAt: now(),
      updatedAt: now(),
    });
}

async function get(url: string, language = 'tr') {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });
}

const client = { company: 'Gizli Kahve Kavurma', name: '', surname: '', email: '', phone: '' };
const agencies: Record<string, { id: number; name: string; slug: string }> = {};
let agreementId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const account = await signUp(t.app, db(), { kind: 'client' });
  Object.assign(client, {
    name: String(account.body.Name),
    surname: String(account.body.Surname),
    email: String(account.body.Email),
    phone: String(account.body.CellPhoneNumber),
  });
  // Mobile app development (category 3) in Istanbul (34), budget 750 000 TL: the 500 000–1 000 000 band.
  const brief = await createBrief(t.app, account.token, { CompanyName: client.company });
  await db().delete(matchedProviders).where(eq(matchedProviders.offerId, brief.Id));
  agencies.first = await listedAgency('Kuzey Yazılım Evi', { rating: 4, reviews: 3 });
  agencies.second = await listedAgency('Güney Kod Atölyesi', { rating: 5, reviews: 1 });
  agencies.third = await listedAgency('Batı Mobil Stüdyo', { cityId: 6 });
  const first = await answer(brief.Id, agencies.first.id, 95);
  const second = await answer(brief.Id, agencies.second.id, 240);
  await answer(brief.Id, agencies.third.id, null);
  await quote(first.id, account.userId, 120_000);
  await quote(second.id, account.userId, 200_000);
  const [agreement] = await db()
    .insert(agreements)
    .values({
      offerId: brief.Id,
      matchId: first.id,
      providerId: agencies.first.id,
      clientUserId: account.userId,
      status: 'verified',
      createdAt: now(),
      updatedAt: now(),
    })
    .returning();
  agreementId = agreement!.id;
});

afterAll(async () => {
  await t.close();
});

describe('GET Timeline', () => {
  it('shows a brief as an anonymous card: category, city, budget band, answers and the time to the first', async () => {
    const response = await get('/Timeline');
    expect(response.statusCode).toBe(200);
    const [card, ...others] = response.json().Data.Items;
    expect(others).toHaveLength(0);
    expect(card).toMatchObject({
      Kind: 'agreement',
      CategoryKey: 'mobile',
      CategoryName: 'Mobil Uygulama Geliştirme',
      City: 'İstanbul',
      BudgetBand: { MinTl: 500_000, MaxTl: 1_000_000 },
      AnsweredCount: 2,
      FirstAnswerMinutes: 95,
      Day: '2026-11-23',
      ClientCompany: null,
      Agency: null,
    });
    expect((await get('/Timeline', 'en')).json().Data.Items[0].CategoryName).toBe('Mobile App Development');
  });

  it('names nobody — client, company, e-mail, phone or agency — unless both sides agreed', async () => {
    const secrets = () => [
      client.company,
      client.name,
      client.surname,
      client.email,
      client.phone.slice(-7),
      ...Object.values(agencies).flatMap((agency) => [agency.name, agency.slug]),
    ];
    const body = async () => (await get('/Timeline')).body;
    for (const secret of secrets()) expect(await body()).not.toContain(secret);

    // Only the client agreed: still nobody.
    await db().update(agreements).set({ clientShownAt: now() }).where(eq(agreements.id, agreementId));
    for (const secret of secrets()) expect(await body()).not.toContain(secret);

    // Both agreed: the company and the agency are shown, nothing else.
    await db().update(agreements).set({ agencyShownAt: now() }).where(eq(agreements.id, agreementId));
    const [card] = (await get('/Timeline')).json().Data.Items;
    expect(card.ClientCompany).toBe(client.company);
    expect(card.Agency).toEqual({ Name: agencies.first!.name, Slug: agencies.first!.slug });
    const named = await body();
    for (const secret of [client.name, client.surname, client.email, client.phone.slice(-7)]) {
      expect(named).not.toContain(secret);
    }
    for (const other of [agencies.second!, agencies.third!]) expect(named).not.toContain(other.name);

    // The agreement ended: back to anonymous.
    await db().update(agreements).set({ status: 'ended' }).where(eq(agreements.id, agreementId));
    const [ended] = (await get('/Timeline')).json().Data.Items;
    expect(ended).toMatchObject({ Kind: 'brief', ClientCompany: null, Agency: null });
    await db().update(agreements).set({ status: 'verified' }).where(eq(agreements.id, agreementId));
  });
});

describe('GET SearchProvider/category-page', () => {
  it('counts the listed agencies of a category, their average rating and recent briefs', async () => {
    const response = await get('/SearchProvider/category-page?CategoryKey=mobile');
    expect(response.statusCode).toBe(200);
    const page = response.json().Data;
    expect(page).toMatchObject({
      CategoryId: 3,
      CategoryName: 'Mobil Uygulama Geliştirme',
      City: null,
      AgencyCount: 3,
      AverageRating: 4.5,
      ReviewCount: 4,
      RecentBriefCount: 1,
    });
    expect(page.Agencies.map((agency: { Name: string }) => agency.Name).sort()).toEqual(
      Object.values(agencies)
        .map((agency) => agency.name)
        .sort(),
    );
    expect(page.Cities).toEqual([
      { Id: 34, Name: 'İstanbul', Slug: 'istanbul', AgencyCount: 2 },
      { Id: 6, Name: 'Ankara', Slug: 'ankara', AgencyCount: 1 },
    ]);
  });

  it('shows typical budgets only from at least three quotes by three agencies, never one agency’s quote', async () => {
    const before = (await get('/SearchProvider/category-page?CategoryKey=mobile')).json().Data.Quotes;
    expect(before).toEqual({ Count: 2, MedianTl: null, LowTl: null, HighTl: null });
    const [third] = await db()
      .select()
      .from(matchedProviders)
      .where(eq(matchedProviders.providerId, agencies.third!.id));
    await quote(third!.id, 0, 400_000);
    const after = (await get('/SearchProvider/category-page?CategoryKey=mobile')).json().Data.Quotes;
    // 120 000, 200 000, 400 000: the median and the middle half, interpolated.
    expect(after).toEqual({ Count: 3, MedianTl: 200_000, LowTl: 160_000, HighTl: 300_000 });
  });

  it('narrows to a city by its slug, and answers 404 for a city that does not exist', async () => {
    const page = (await get('/SearchProvider/category-page?CategoryKey=mobile&City=istanbul')).json().Data;
    expect(page.City).toEqual({ Id: 34, Name: 'İstanbul', Slug: 'istanbul' });
    expect(page.AgencyCount).toBe(2);
    expect(page.Agencies.map((agency: { Name: string }) => agency.Name)).not.toContain(agencies.third!.name);
    expect(page.Quotes).toMatchObject({ Count: 3 });
    const ankara = (await get('/SearchProvider/category-page?CategoryKey=mobile&City=ankara')).json().Data;
    expect(ankara).toMatchObject({
      AgencyCount: 1,
      RecentBriefCount: 0,
      Quotes: { Count: 0, MedianTl: null },
    });
    const missing = await get('/SearchProvider/category-page?CategoryKey=mobile&City=atlantis');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorCode).toBe('DIRECTORY_CITY_NOT_FOUND');
    expect((await get('/SearchProvider/category-page?CategoryKey=nope')).statusCode).toBe(400);
  });

  it('fills the sponsored slot from the category’s live category-top ads only', async () => {
    const ad = {
      kind: 'advertisement' as const,
      plan: 'category_top',
      status: 'active' as const,
      startsAt: new Date(now().getTime() - DAY),
    };
    await db()
      .insert(subscriptions)
      .values([
        {
          ...ad,
          providerId: agencies.second!.id,
          adCategoryId: 3,
          endsAt: new Date(now().getTime() + 30 * DAY),
        },
        // Ended yesterday, and another category's: neither shows.
        {
          ...ad,
          providerId: agencies.first!.id,
          adCategoryId: 3,
          startsAt: new Date(now().getTime() - 40 * DAY),
          endsAt: new Date(now().getTime() - DAY),
        },
        {
          ...ad,
          providerId: agencies.third!.id,
          adCategoryId: 12,
          endsAt: new Date(now().getTime() + 30 * DAY),
        },
      ]);
    const page = (await get('/SearchProvider/category-page?CategoryKey=mobile')).json().Data;
    expect(page.Sponsored.map((item: { CompanyName: string }) => item.CompanyName)).toEqual([
      agencies.second!.name,
    ]);
    expect(page.Sponsored[0].IsSponsored).toBe(true);
  });
});

describe('sitemap', () => {
  it('lists the timeline and the category and city pages that list someone, in both languages', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain('<loc>http://localhost:3000/timeline</loc>');
    expect(body).toContain('<loc>http://localhost:3000/mobil-uygulama-gelistirme-sirketleri</loc>');
    expect(body).toContain('<loc>http://localhost:3000/mobile-app-development-companies</loc>');
    expect(body).toContain('<loc>http://localhost:3000/istanbul/mobil-uygulama-gelistirme-sirketleri</loc>');
    expect(body).toContain('<loc>http://localhost:3000/ankara/mobile-app-development-companies</loc>');
    // No listed agency in branding: no page for it.
    expect(body).not.toContain('marka-kimligi-sirketleri');
  });
});
