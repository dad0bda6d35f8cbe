import { CATEGORY_MONTHLY_PRICE_KURUS, PROJECT_VIEW_FEE_KURUS, periodPriceKurus } from '@brifa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';
import { depsOf } from '../../../platform/deps.ts';
import { providerMatchSettings } from '../../agencies/match-settings/match-settings.table.ts';
import { providerMatchCategories } from '../../briefs/matching/matching.table.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { balanceOf } from '../wallet/wallet.repo.ts';
import { choosePackageCategories, expireCategorySubscription } from './categories.service.ts';
import { subscriptions } from './subscriptions.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 86_400_000;
const RIGHTS = { lite: 2, growth: 7, elite: 12 } as const;

/** A live package row as the packages part delivers it (bought a day ago, 6 months). */
async function givePackage(
  providerId: number,
  plan: keyof typeof RIGHTS,
  values: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(subscriptions)
    .values({
      providerId,
      kind: 'package',
      plan,
      categoryRights: RIGHTS[plan],
      status: 'active',
      periodMonths: 6,
      startsAt: new Date(TEST_NOW.getTime() - DAY),
      endsAt: new Date(TEST_NOW.getTime() + 180 * DAY),
      ...values,
    })
    .returning();
  return row!;
}

const put = (token: string, packageId: number, payload: object, language = 'tr-TR') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/PackageSubscription/${packageId}/categories`,
    headers: { ...bearer(token), cookie: `language=${language}` },
    payload,
  });
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe('choosing categories with a package', () => {
  it('answers each category message in Turkish and English', async () => {
    const agency = await agencyAccount(t.app, db());
    const pkg = await givePackage(agency.providerId, 'lite');
    const cases = [
      {
        body: { CategoryIds: [], Scope: 'all_turkey' },
        code: 'CATEGORY_CHOOSE_AT_LEAST_ONE',
        tr: 'Lütfen en az bir kategori seçin.',
        en: 'Please choose at least one category.',
      },
      {
        body: { CategoryIds: [1, 2, 3], Scope: 'all_turkey' },
        code: 'CATEGORY_PACKAGE_LIMIT_EXCEEDED',
        tr: 'Paket limitinizi aştınız: paketinizin kategori hakkından fazla kategori seçemezsiniz.',
        en: "Package limit exceeded: you cannot choose more categories than your package's rights.",
      },
      {
        body: { CategoryIds: [1, 99999], Scope: 'all_turkey' },
        code: 'CATEGORY_SELECTION_PROBLEM',
        tr: 'Seçilen kategorilerde bir sorun var. Lütfen listeden geçerli kategoriler seçin.',
        en: 'There is a problem with the selected categories. Please choose valid categories from the list.',
      },
      {
        body: { CategoryIds: [1, 1], Scope: 'all_turkey' },
        code: 'CATEGORY_SELECTION_PROBLEM',
        tr: 'Seçilen kategorilerde bir sorun var. Lütfen listeden geçerli kategoriler seçin.',
        en: 'There is a problem with the selected categories. Please choose valid categories from the list.',
      },
    ];
    for (const c of cases) {
      for (const language of ['tr', 'en'] as const) {
        const res = await put(agency.token, pkg.id, c.body, language === 'tr' ? 'tr-TR' : 'en-TR');
        expect(res.json().ErrorCode, res.body).toBe(c.code);
        expect(res.json().Message).toBe(c[language]);
      }
    }
    expect((await put(agency.token, pkg.id, { CategoryIds: [], Scope: 'all_turkey' })).statusCode).toBe(400);
    expect(
      (await put(agency.token, pkg.id, { CategoryIds: [1, 2, 3], Scope: 'all_turkey' })).statusCode,
    ).toBe(409);
  });

  it('holds Lite to 2, Growth to 7 and Elite to 12 categories, replacing the last choice', async () => {
    for (const plan of ['lite', 'growth', 'elite'] as const) {
      const agency = await agencyAccount(t.app, db());
      const pkg = await givePackage(agency.providerId, plan);
      const over = await put(agency.token, pkg.id, {
        CategoryIds: range(RIGHTS[plan] + 1),
        Scope: 'own_city',
      });
      expect(over.json().ErrorCode).toBe('CATEGORY_PACKAGE_LIMIT_EXCEEDED');
      const full = await put(agency.token, pkg.id, { CategoryIds: range(RIGHTS[plan]), Scope: 'own_city' });
      expect(full.statusCode, full.body).toBe(200);
      expect(full.json().Data).toMatchObject({
        CategoryRights: RIGHTS[plan],
        Used: RIGHTS[plan],
        Scope: 'own_city',
      });
      const rows = await db()
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.providerId, agency.providerId), eq(subscriptions.kind, 'category')));
      expect(rows).toHaveLength(RIGHTS[plan]);
      for (const row of rows) {
        expect(row).toMatchObject({ packageSubscriptionId: pkg.id, scope: 'own_city', endsAt: pkg.endsAt });
        expect(row.categoryIds).toHaveLength(1);
      }
      // A new choice replaces the old one.
      const again = await put(agency.token, pkg.id, { CategoryIds: [5], Scope: 'regions' });
      expect(again.json().Data).toMatchObject({ Used: 1, Scope: 'regions' });
      expect(again.json().Data.Items[0]).toMatchObject({ CategoryIds: [5], PackageSubscriptionId: pkg.id });
      const live = (await get(agency.token, 'PackageSubscription/categories')).json().Data;
      expect(live).toMatchObject({ PackageSubscriptionId: pkg.id, Used: 1, CategoryRights: RIGHTS[plan] });
    }
  });

  it("lets only the agency's members choose, and only with a live package", async () => {
    const agency = await agencyAccount(t.app, db());
    const other = await agencyAccount(t.app, db());
    const pkg = await givePackage(agency.providerId, 'lite');
    const foreign = await put(other.token, pkg.id, { CategoryIds: [1], Scope: 'all_turkey' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().ErrorCode).toBe('SUBSCRIPTION_NOT_FOUND');
    const ended = await givePackage(agency.providerId, 'growth', {
      startsAt: new Date(TEST_NOW.getTime() - 200 * DAY),
      endsAt: new Date(TEST_NOW.getTime() - DAY),
    });
    expect(
      (await put(agency.token, ended.id, { CategoryIds: [1], Scope: 'all_turkey' })).json().ErrorCode,
    ).toBe('PACKAGE_NOT_LIVE');
    const cancelled = await givePackage(agency.providerId, 'growth', { status: 'cancelled' });
    expect(
      (await put(agency.token, cancelled.id, { CategoryIds: [1], Scope: 'all_turkey' })).json().ErrorCode,
    ).toBe('PACKAGE_NOT_LIVE');
    expect((await get(other.token, 'PackageSubscription/categories')).json().Data).toBeNull();
  });
});

describe('the access rule reads the category and its place', () => {
  const FEE = PROJECT_VIEW_FEE_KURUS;

  /** A brief in Istanbul (34, Marmara) in category 3, an agency matched to it with a fee in its wallet. */
  async function setting(agencyCityId: number, workRegions: string[]) {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await db().update(providers).set({ cityId: agencyCityId }).where(eq(providers.id, agency.providerId));
    await db()
      .insert(providerMatchSettings)
      .values({ providerId: agency.providerId, workRegions })
      .onConflictDoUpdate({ target: providerMatchSettings.providerId, set: { workRegions } });
    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    const pkg = await givePackage(agency.providerId, 'growth');
    return { offer, agency, pkg };
  }

  async function pay(agency: { token: string; match: { id: number } }) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/MatchedProvider/${agency.match.id}/payment`,
      headers: bearer(agency.token),
    });
  }

  const cases = [
    { name: 'own city, the brief in the agency city', city: 34, regions: [], scope: 'own_city', free: true },
    { name: 'own city, the brief elsewhere', city: 6, regions: ['marmara'], scope: 'own_city', free: false },
    {
      name: 'regions, the brief in a work region',
      city: 6,
      regions: ['marmara'],
      scope: 'regions',
      free: true,
    },
    { name: 'regions, the brief outside them', city: 34, regions: ['aegean'], scope: 'regions', free: false },
    { name: 'all Turkey', city: 6, regions: [], scope: 'all_turkey', free: true },
  ] as const;

  for (const c of cases) {
    it(`${c.name}: ${c.free ? 'opens without the fee' : 'takes the fee'}`, async () => {
      const { offer, agency, pkg } = await setting(c.city, [...c.regions]);
      const chosen = await put(agency.token, pkg.id, { CategoryIds: [3], Scope: c.scope });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const category = (await get(agency.token, `offer/${offer.OfferKey}/category`)).json().Data;
      expect(category).toMatchObject({ CategoryId: 3, CityId: 34, Subscribed: c.free });
      const res = await pay(agency);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.Access).toMatchObject({
        HasAccess: true,
        Source: c.free ? 'subscription' : 'wallet',
      });
      expect(await balanceOf(db(), agency.providerId)).toBe(c.free ? FEE : 0);
    });
  }

  it("a package's own row no longer covers a category; another category does not either", async () => {
    const { offer, agency, pkg } = await setting(34, []);
    // The package row itself names the category: it does not count.
    await db()
      .update(subscriptions)
      .set({ categoryIds: [3] })
      .where(eq(subscriptions.id, pkg.id));
    expect((await get(agency.token, `offer/${offer.OfferKey}/category`)).json().Data.Subscribed).toBe(false);
    await put(agency.token, pkg.id, { CategoryIds: [4], Scope: 'all_turkey' });
    expect((await get(agency.token, `offer/${offer.OfferKey}/category`)).json().Data.Subscribed).toBe(false);
    expect((await pay(agency)).json().Data.Access.Source).toBe('wallet');
  });
});

describe('the matching index follows the chosen categories', () => {
  it('marks the category subscribed when chosen and not once expired now', async () => {
    const agency = await makeAgency(db(), TEST_NOW, { categoryId: 3 });
    const pkg = await givePackage(agency.providerId, 'lite');
    const until = async () => {
      const [row] = await db()
        .select({ until: providerMatchCategories.subscribedUntil })
        .from(providerMatchCategories)
        .where(
          and(
            eq(providerMatchCategories.providerId, agency.providerId),
            eq(providerMatchCategories.categoryId, 3),
          ),
        );
      return row?.until ?? null;
    };
    expect(await until()).toBeNull();
    const chosen = await choosePackageCategories(depsOf(t.app), {
      userId: agency.userId,
      packageId: pkg.id,
      categoryIds: [3],
      scope: 'all_turkey',
      locale: 'en',
    });
    expect(await until()).toEqual(pkg.endsAt);
    await expireCategorySubscription(depsOf(t.app), {
      userId: agency.userId,
      id: chosen.Items[0]!.Id,
      when: 'now',
      locale: 'en',
    });
    expect(await until()).toBeNull();
  });
});

describe('listing and expiring category subscriptions', () => {
  it('expires now (rights stop at once) or at period end (live until then, no renewal)', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const pkg = await givePackage(agency.providerId, 'lite');
    await put(agency.token, pkg.id, { CategoryIds: [3, 4], Scope: 'all_turkey' });
    const page = (await get(agency.token, 'Subscription/page')).json().Data;
    expect(page.TotalCount).toBe(2);
    const [first, second] = page.Items as { Id: number; CategoryIds: number[] }[];
    expect(page.Items[0]).toMatchObject({
      Status: 'active',
      Scope: 'all_turkey',
      IsLive: true,
      PackageSubscriptionId: pkg.id,
    });
    expect(typeof page.Items[0].CategoryNames[0]).toBe('string');
    const mobile = first!.CategoryIds[0] === 3 ? first! : second!;
    const otherOne = mobile === first ? second! : first!;

    const expire = (id: number, When: string, token = agency.token) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/Subscription/Expire/${id}`,
        headers: bearer(token),
        payload: { When },
      });
    const later = await expire(otherOne.Id, 'period_end');
    expect(later.json().Data).toMatchObject({ Status: 'will_be_cancelled', AutoRenew: false, IsLive: true });
    expect(later.json().Data.EndsAt).toBe(pkg.endsAt.toISOString());
    expect((await expire(otherOne.Id, 'period_end')).json().ErrorCode).toBe('SUBSCRIPTION_ALREADY_ENDED');

    expect((await get(agency.token, `offer/${offer.OfferKey}/category`)).json().Data.Subscribed).toBe(true);
    const stranger = await agencyAccount(t.app, db());
    expect((await expire(mobile.Id, 'now', stranger.token)).statusCode).toBe(404);
    const now = await expire(mobile.Id, 'now');
    expect(now.json().Data).toMatchObject({
      Status: 'cancelled',
      IsLive: false,
      EndsAt: TEST_NOW.toISOString(),
    });
    expect((await get(agency.token, `offer/${offer.OfferKey}/category`)).json().Data.Subscribed).toBe(false);
    expect((await expire(mobile.Id, 'now')).json().ErrorCode).toBe('SUBSCRIPTION_ALREADY_ENDED');
  });
});

describe('extra categories bought as an add-on', () => {
  const card = {
    HolderName: 'Mert Kaya',
    Number: '4766620000000001',
    ExpireMonth: 12,
    ExpireYear: 2030,
    Cvc: '123',
  };
  let keys = 0;
  const buy = (token: string, itemId: string, categoryIds: number[], price: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/start',
      headers: { ...bearer(token), 'idempotency-key': `category-${++keys}` },
      payload: {
        Type: 'category_subscription',
        BasketItems: [{ Id: itemId, Options: { CategoryIds: categoryIds } }],
        GrossPrice: price,
        PaidPrice: price,
        ForceThreeD: false,
        Card: card,
      },
    });

  it('delivers one renewing row per category for 3 months, and refuses a category already live', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await db().update(providers).set({ cityId: 34 }).where(eq(providers.id, agency.providerId));
    const unit = periodPriceKurus(CATEGORY_MONTHLY_PRICE_KURUS.own_city, 3);
    const res = await buy(agency.token, 'category:own_city:3', [3, 4], unit * 2);
    expect(res.json().Data?.State, res.body).toBe('succeeded');
    const rows = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.providerId, agency.providerId), eq(subscriptions.kind, 'category')));
    expect(rows.map((r) => r.categoryIds[0]).sort()).toEqual([3, 4]);
    for (const row of rows) {
      expect(row).toMatchObject({
        scope: 'own_city',
        periodMonths: 3,
        autoRenew: true,
        status: 'active',
        packageSubscriptionId: null,
        priceKurus: unit,
        startsAt: TEST_NOW,
        endsAt: new Date('2027-02-23T09:00:00.000Z'),
      });
      expect(row.deliveryKey).toMatch(/^payment:.+:0:[01]$/);
    }
    expect((await get(agency.token, `offer/${offer.OfferKey}/category`)).json().Data.Subscribed).toBe(true);

    const again = await buy(
      agency.token,
      'category:all_turkey:6',
      [4],
      periodPriceKurus(CATEGORY_MONTHLY_PRICE_KURUS.all_turkey, 6),
    );
    expect(again.json().ErrorCode, again.body).toBe('CATEGORY_ALREADY_SUBSCRIBED');
    const wrong = await buy(
      agency.token,
      'category:all_turkey:6',
      [99999],
      periodPriceKurus(CATEGORY_MONTHLY_PRICE_KURUS.all_turkey, 6),
    );
    expect(wrong.json().ErrorCode, wrong.body).toBe('CATEGORY_SELECTION_PROBLEM');
  });

  it('has no monthly category subscription (the 3, 6, 12-month reading)', async () => {
    const items = (await get((await agencyAccount(t.app, db())).token, 'BasketItem/page?PageSize=100')).json()
      .Data;
    const ids = (items.Items as { Id: string; Kind: string }[])
      .filter((i) => i.Kind === 'category_subscription')
      .map((i) => i.Id);
    expect(ids).toContain('category:regions:3');
    expect(ids.some((id) => id.endsWith(':1'))).toBe(false);
  });
});
