import { AD_MONTHLY_PRICE_KURUS, AD_SLOTS, periodPriceKurus, type TAdType } from '@brifa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { image, multipartBody } from '../../../../test/uploads.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { adSlotHolds } from '../../ledger/subscriptions/ad-slot-holds.table.ts';
import { removeLapsedAdHolds, reserveAdSlot } from '../../ledger/subscriptions/subscriptions.service.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { VERIFICATION_IP_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let keys = 0;

type TAgency = Awaited<ReturnType<typeof agencyAccount>>;

async function uploadImage(token: string, width = 1000, height = 1000) {
  const body = multipartBody([
    { filename: 'ad.png', content: await image(width, height), contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/AdvertisementSubscription/image',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function adImage(agency: TAgency): Promise<string> {
  const res = await uploadImage(agency.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data.ImageUrl;
}

/** The price of `advertisement:<type>:<months>`, as the catalogue sets it. */
async function priceOf(id: string): Promise<number> {
  const [, type, months] = id.split(':') as [string, TAdType, string];
  return periodPriceKurus(AD_MONTHLY_PRICE_KURUS[type], Number(months));
}

/** Buys an ad by card: charged at once (ForceThreeD false) or left at the bank's 3-D step. */
async function buyAd(
  agency: TAgency,
  id: string,
  options: Record<string, unknown>,
  how: { threeDs?: boolean; cardNumber?: string } = {},
) {
  const price = await priceOf(id);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(agency.token), 'idempotency-key': `ad-purchase-${++keys}`, 'accept-language': 'en' },
    payload: {
      Type: 'advertisement',
      BasketItems: [{ Id: id, Options: options }],
      GrossPrice: price,
      PaidPrice: price,
      ForceThreeD: how.threeDs ?? false,
      Card: {
        HolderName: 'Mert Kaya',
        Number: how.cardNumber ?? '4766620000000001',
        ExpireMonth: 12,
        ExpireYear: 2030,
        Cvc: '123',
      },
    },
  });
}

async function freeSlots(token: string): Promise<Record<string, number>> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/Advertisement/basket-items',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    res.json().Data.Items.map((item: { Plan: string; FreeSlots: number }) => [item.Plan, item.FreeSlots]),
  );
}

/** A live ad written straight to the table (another agency's, bought earlier). */
async function liveAd(providerId: number, plan: string, days = 30, adCategoryId: number | null = null) {
  const now = t.clock.now();
  await db()
    .insert(subscriptions)
    .values({
      providerId,
      kind: 'advertisement',
      plan,
      adCategoryId,
      startsAt: now,
      endsAt: new Date(now.getTime() + days * DAY),
    });
}

describe('advertising slots', () => {
  it('30 agencies racing for the last 2 spotlight slots: exactly 2 hold one, the rest are told no slot is left', async () => {
    const owner = await agencyAccount(t.app, db());
    for (let i = 0; i < AD_SLOTS.spotlight - 2; i++) await liveAd(owner.providerId, 'spotlight');
    const agencies: TAgency[] = [];
    for (let i = 0; i < 30; i++) agencies.push(await agencyAccount(t.app, db()));
    const images = await Promise.all(agencies.map(adImage));
    const results = await Promise.all(
      agencies.map((agency, i) =>
        buyAd(
          agency,
          'advertisement:spotlight:1',
          { AcceptTerms: true, AdImageUrl: images[i] },
          { threeDs: true },
        ),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(won.length).toBe(2);
    expect(won.every((r) => r.json().Data.State === 'waiting_3ds')).toBe(true);
    expect(lost.length).toBe(28);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(r.json().ErrorCode).toBe('AD_SLOT_UNAVAILABLE');
    }
    expect(lost[0]!.body).toContain('No slot is left');
    expect((await freeSlots(owner.token)).spotlight).toBe(0);

    // A hold that is never paid lapses after 30 minutes: the slots are free again, and the job deletes it.
    t.clock.advance(29 * MINUTE);
    expect((await freeSlots(owner.token)).spotlight).toBe(0);
    t.clock.advance(2 * MINUTE);
    expect((await freeSlots(owner.token)).spotlight).toBe(2);
    expect((await removeLapsedAdHolds({ db: db(), clock: t.clock })).removed).toBe(2);
  }, 120_000);

  it('answers in Turkish too', async () => {
    const agency = await agencyAccount(t.app, db());
    const owner = await agencyAccount(t.app, db());
    await liveAd(owner.providerId, 'agency_of_month');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/start',
      headers: {
        ...bearer(agency.token),
        'idempotency-key': `ad-purchase-${++keys}`,
        'accept-language': 'tr',
      },
      payload: {
        Type: 'advertisement',
        BasketItems: [
          {
            Id: 'advertisement:agency_of_month:1',
            Options: { AcceptTerms: true, AdImageUrl: await adImage(agency) },
          },
        ],
        GrossPrice: await priceOf('advertisement:agency_of_month:1'),
        PaidPrice: await priceOf('advertisement:agency_of_month:1'),
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
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('boş yer kalmadı');
    // The home page's agency of the month is the live ad's agency, labelled.
    const featured = await t.app.inject({ method: 'GET', url: '/api/v1/Advertisement/featured' });
    expect(featured.json().Data.AgencyOfMonth).toMatchObject({
      ProviderId: owner.providerId,
      IsSponsored: true,
    });
    t.clock.advance(31 * DAY);
    const over = await t.app.inject({ method: 'GET', url: '/api/v1/Advertisement/featured' });
    expect(over.json().Data.AgencyOfMonth).toBeNull();
  });

  it('refuses a purchase without the terms, without the image, or a category ad without its category', async () => {
    const agency = await agencyAccount(t.app, db());
    const img = await adImage(agency);
    const noTerms = await buyAd(agency, 'advertisement:spotlight:3', { AdImageUrl: img });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.body).toContain('AD_TERMS_REQUIRED');
    const noImage = await buyAd(agency, 'advertisement:spotlight:3', { AcceptTerms: true });
    expect(noImage.body).toContain('AD_IMAGE_REQUIRED');
    const foreignImage = await buyAd(agency, 'advertisement:spotlight:3', {
      AcceptTerms: true,
      AdImageUrl: '/api/v1/files/public/ads/999999/ad.webp',
    });
    expect(foreignImage.body).toContain('AD_IMAGE_REQUIRED');
    const noCategory = await buyAd(agency, 'advertisement:category_top:1', {
      AcceptTerms: true,
      AdImageUrl: img,
    });
    expect(noCategory.body).toContain('AD_CATEGORY_REQUIRED');
    // The image must be square and at least 1000 px a side (the files module's checks).
    expect((await uploadImage(agency.token, 800, 800)).statusCode).not.toBe(200);
    expect((await uploadImage(agency.token, 1600, 900)).statusCode).not.toBe(200);
    const holds = await db().select().from(adSlotHolds).where(eq(adSlotHolds.providerId, agency.providerId));
    expect(holds).toEqual([]);
  });

  it('a refused card gives its slot back at once', async () => {
    const agency = await agencyAccount(t.app, db());
    const before = (await freeSlots(agency.token)).category_top!;
    const res = await buyAd(
      agency,
      'advertisement:category_top:1',
      { AcceptTerms: true, AdImageUrl: await adImage(agency), AdCategoryId: 3 },
      { cardNumber: '4111111111111129' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.State).toBe('failed');
    expect((await freeSlots(agency.token)).category_top).toBe(before);
  });

  it('a paid category page ad is live, listed for its category, labelled in the directory, and can be ended', async () => {
    const agency = await agencyAccount(t.app, db());
    await db()
      .update(providers)
      .set({ profileLevel: 90, isApproved: true, isApprovedContract: true })
      .where(eq(providers.id, agency.providerId));
    const img = await adImage(agency);
    const res = await buyAd(agency, 'advertisement:category_top:3', {
      AcceptTerms: true,
      AdImageUrl: img,
      AdCategoryId: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.State).toBe('succeeded');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/AdvertisementSubscription',
      headers: bearer(agency.token),
    });
    const [ad] = list.json().Data.Items;
    expect(ad).toMatchObject({
      Type: 'category_top',
      CategoryId: 3,
      ImageUrl: img,
      PeriodMonths: 3,
      Live: true,
      IncludedWithPackage: false,
    });
    expect(new Date(ad.EndsAt).getUTCMonth()).toBe((t.clock.now().getUTCMonth() + 3) % 12);

    const byCategory = await t.app.inject({
      method: 'GET',
      url: '/api/v1/AdvertisementCategories/by-category?CategoryId=3',
    });
    expect(byCategory.statusCode).toBe(200);
    const items = byCategory.json().Data.Items as Array<{ ProviderId: number; IsSponsored: boolean }>;
    expect(items.find((i) => i.ProviderId === agency.providerId)?.IsSponsored).toBe(true);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/AdvertisementCategories/by-category?CategoryId=4',
    });
    expect(
      other.json().Data.Items.some((i: { ProviderId: number }) => i.ProviderId === agency.providerId),
    ).toBe(false);

    // The directory's index reads live ads (refreshed when the payment succeeds): the agency is labelled sponsored.
    const directory = await t.app.inject({ method: 'GET', url: '/api/v1/SearchProvider' });
    const sponsored = directory.json().Data.Sponsored as Array<{ Id: number; IsSponsored: boolean }>;
    expect(sponsored.find((s) => s.Id === agency.providerId)?.IsSponsored).toBe(true);

    // Ended at its period's end: still live now; ended now: gone from the category at once.
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/v1/AdvertisementSubscription/expire',
      headers: bearer(agency.token),
      payload: { Id: ad.Id },
    });
    expect(later.json().Data).toMatchObject({ Status: 'will_be_cancelled', Live: true });
    const now = await t.app.inject({
      method: 'POST',
      url: '/api/v1/AdvertisementSubscription/expire',
      headers: bearer(agency.token),
      payload: { Id: ad.Id, Now: true },
    });
    expect(now.json().Data).toMatchObject({ Status: 'cancelled', Live: false });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/AdvertisementCategories/by-category?CategoryId=3',
    });
    expect(
      after.json().Data.Items.some((i: { ProviderId: number }) => i.ProviderId === agency.providerId),
    ).toBe(false);
    const unlabelled = await t.app.inject({ method: 'GET', url: '/api/v1/SearchProvider' });
    expect(unlabelled.json().Data.Sponsored.some((s: { Id: number }) => s.Id === agency.providerId)).toBe(
      false,
    );

    const stranger = await agencyAccount(t.app, db());
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/AdvertisementSubscription/expire',
      headers: bearer(stranger.token),
      payload: { Id: ad.Id, Now: true },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('an unpaid reservation holds its slot for 9 days, then the daily job removes it', async () => {
    const agency = await agencyAccount(t.app, db());
    const before = (await freeSlots(agency.token)).spotlight!;
    await reserveAdSlot(db(), {
      providerId: agency.providerId,
      holdKey: `unpaid-${agency.providerId}`,
      type: 'spotlight',
      adCategoryId: null,
      method: 'unpaid',
      now: t.clock.now(),
    });
    expect((await freeSlots(agency.token)).spotlight).toBe(before - 1);
    t.clock.advance(8 * DAY);
    expect((await removeLapsedAdHolds({ db: db(), clock: t.clock })).unpaid).toBe(0);
    expect((await freeSlots(agency.token)).spotlight).toBe(before - 1);
    t.clock.advance(1 * DAY);
    expect((await removeLapsedAdHolds({ db: db(), clock: t.clock })).unpaid).toBe(1);
    const left = await db()
      .select()
      .from(adSlotHolds)
      .where(and(eq(adSlotHolds.providerId, agency.providerId)));
    expect(left).toEqual([]);
    expect((await freeSlots(agency.token)).spotlight).toBe(before);
  });
});
