import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAgency } from '../../../test/agencies.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { providers } from '../identity/accounts/providers.table.ts';
import { users } from '../identity/users/users.table.ts';
import { subscriptions } from '../ledger/subscriptions/subscriptions.table.ts';
import { refreshDirectoryEntry } from './directory-index.ts';

let t: TTestApp;
const db = () => t.database.db;
const ids: Record<string, number> = {};

async function agency(
  key: string,
  options: Parameters<typeof makeAgency>[2] & {
    level?: number;
    teamSize?: string;
    rating?: number;
    reviews?: number;
  },
) {
  const { providerId } = await makeAgency(db(), t.clock.now(), options);
  await db()
    .update(providers)
    .set({
      profileLevel: options.level ?? 90,
      teamSize: options.teamSize ?? '5-10',
      ratingAverage: options.rating ?? 0,
      verifiedReviewCount: options.reviews ?? 0,
      reviewCount: options.reviews ?? 0,
    })
    .where(eq(providers.id, providerId));
  await refreshDirectoryEntry(db(), providerId, t.clock.now());
  ids[key] = providerId;
  return providerId;
}

async function browse(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/SearchProvider?${query}` });
  return response;
}
const names = async (query: string) =>
  ((await browse(query)).json().Data.Items as Array<{ Id: number }>).map((item) =>
    Object.keys(ids).find((key) => ids[key] === item.Id),
  );

beforeAll(async () => {
  t = await buildTestApp();
  // Istanbul (34), Ankara (6), Izmir (35). makeAgency gives 3 services in category 3 with this text.
  await agency('istanbulSoftware', {
    name: 'Kod Atölyesi',
    cityId: 34,
    serviceText: 'Yazılım geliştirme',
    rating: 4.5,
    reviews: 8,
  });
  await agency('ankaraMobile', {
    name: 'Mobil Ekip',
    cityId: 6,
    teamSize: '1-5',
    serviceText: 'Game prototypes for phones',
    rating: 3.8,
    reviews: 20,
  });
  await agency('izmirBrand', {
    name: 'Marka Evi',
    cityId: 35,
    teamSize: '20+',
    categoryId: 12,
    serviceText: 'Kurumsal kimlik tasarımı',
    rating: 5,
    reviews: 2,
  });
  await agency('unlisted', {
    name: 'Yarım Profil',
    cityId: 34,
    level: 80,
    serviceText: 'Yazılım geliştirme',
  });
  await agency('notApproved', { name: 'Onaysız', cityId: 34, approved: false, serviceText: 'Yazılım' });
});
afterAll(() => t.close());

describe('GET SearchProvider', () => {
  it('lists only approved agencies whose profile level is above 80 percent', async () => {
    const response = await browse('');
    expect(response.statusCode).toBe(200);
    const listed = await names('');
    expect(listed.sort()).toEqual(['ankaraMobile', 'istanbulSoftware', 'izmirBrand']);
    expect(response.json().Data.TotalCount).toBe(3);
  });

  it('filters by city, team size, category, rating and price, and keeps them together', async () => {
    expect(await names('CityId=34')).toEqual(['istanbulSoftware']);
    expect(await names('TeamSize=1-5')).toEqual(['ankaraMobile']);
    expect(await names('CityId=6&TeamSize=5-10')).toEqual([]);
    expect(await names('CategoryId=12')).toEqual(['izmirBrand']);
    expect((await names('MinRating=4')).sort()).toEqual(['istanbulSoftware', 'izmirBrand']);
    expect(await names('Service=yazilim')).toEqual(['istanbulSoftware']);
  });

  it('searches text in Turkish and English, whatever the case and the Turkish letters', async () => {
    for (const search of ['İstanbul', 'istanbul', 'ISTANBUL', 'Istanbul']) {
      expect(await names(`Search=${encodeURIComponent(search)}`), search).toEqual(['istanbulSoftware']);
    }
    expect(await names(`Search=${encodeURIComponent('yazilim')}`)).toEqual(['istanbulSoftware']);
    expect(await names(`Search=${encodeURIComponent('YAZILIM gelistirme')}`)).toEqual(['istanbulSoftware']);
    expect(await names('Search=prototyping')).toEqual(['ankaraMobile']);
    expect(await names(`Search=${encodeURIComponent('kimliği')}`)).toEqual(['izmirBrand']);
    expect(await names('Search=yaz')).toEqual(['istanbulSoftware']);
    expect(await names('Search=nothinglikethis')).toEqual([]);
  });

  it('sorts by rating or number of reviews and pages the results', async () => {
    expect(await names('Sort=rating')).toEqual(['izmirBrand', 'istanbulSoftware', 'ankaraMobile']);
    expect(await names('Sort=reviews')).toEqual(['ankaraMobile', 'istanbulSoftware', 'izmirBrand']);
    const second = (await browse('Sort=rating&PageSize=2&PageIndex=1')).json().Data;
    expect(second.Items).toHaveLength(1);
    expect(second.TotalCount).toBe(3);
  });

  it('puts sponsored agencies first, labelled, only in the recommended order', async () => {
    await db()
      .insert(subscriptions)
      .values({
        providerId: ids.ankaraMobile!,
        kind: 'boost',
        startsAt: new Date(t.clock.now().getTime() - 3600_000),
        endsAt: new Date(t.clock.now().getTime() + 10 * 86_400_000),
      });
    await refreshDirectoryEntry(db(), ids.ankaraMobile!, t.clock.now());
    const recommended = (await browse('')).json().Data;
    expect(recommended.Sponsored.map((item: { Id: number }) => item.Id)).toEqual([ids.ankaraMobile]);
    expect(recommended.Sponsored[0].IsSponsored).toBe(true);
    expect(recommended.Items.every((item: { IsSponsored: boolean }) => !item.IsSponsored)).toBe(true);
    expect((await browse('Sort=rating')).json().Data.Sponsored).toEqual([]);
    expect((await browse('CityId=34')).json().Data.Sponsored).toEqual([]);
  });

  it('answers a wrong filter with the spec message, in the caller language', async () => {
    for (const query of [
      'TeamSize=3-7',
      'MinRating=9',
      'MinPrice=10.000',
      'CityId=abc',
      'Sort=cheap',
      'MinPrice=500&MaxPrice=100',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/SearchProvider?${query}`,
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().ErrorCode).toBe('DIRECTORY_BAD_REQUEST');
      expect(response.json().Message).toBe(
        'The request to browse agencies was wrong. Check the filters and try again.',
      );
    }
  });
});

describe('GET SearchProvider/figures', () => {
  it('counts listed agencies, client accounts and the categories listed agencies offer', async () => {
    await db().insert(users).values({
      userType: 'client',
      name: 'Ayşe',
      surname: 'Marka',
      email: 'ayse@marka.com.tr',
      cellPhone: '+905321112233',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/SearchProvider/figures' });
    expect(response.statusCode).toBe(200);
    // Three listed agencies (not the unlisted or unapproved ones) in categories 3 and 12; one client.
    expect(response.json().Data).toEqual({ Agencies: 3, Brands: 1, Categories: 2 });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/SearchProvider' });
    expect(listed.json().Data.TotalCount).toBe(3);
  });
});

describe('POST PricingDetail', () => {
  it('gives the starting prices of the category and its cheapest agencies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/PricingDetail',
      payload: { CategoryId: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.AgencyCount).toBe(2);
  });
});

describe('sitemap', () => {
  it('lists listed agencies in both languages and no one else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const [listed] = await db().select().from(providers).where(eq(providers.id, ids.istanbulSoftware!));
    const [unlisted] = await db().select().from(providers).where(eq(providers.id, ids.unlisted!));
    expect(response.body).toContain(`/ajans/${listed!.slug}</loc>`);
    expect(response.body).toContain(`hreflang="en" href="http://localhost:3000/agency/${listed!.slug}"`);
    expect(response.body).not.toContain(unlisted!.slug);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
