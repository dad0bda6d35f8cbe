import { AD_SLOTS, ELITE_INCLUDED } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { image, multipartBody } from '../../../../test/uploads.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';

/** Issue 19: Elite's included months of advertising, claimed from the ads screen with no payment. */

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { VERIFICATION_IP_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;
let keys = 0;

type TAgency = Awaited<ReturnType<typeof agencyAccount>>;

async function call(agency: TAgency, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...bearer(agency.token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

/** Buys a package by card, charged at once, at the price Payment/init shows. */
async function buyPackage(agency: TAgency, itemId: string) {
  const priced = await call(agency, 'POST', 'Payment/init', { BasketItems: [{ Id: itemId }] });
  expect(priced.statusCode, priced.body).toBe(200);
  const gross = priced.json().Data.GrossPrice as number;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(agency.token), 'idempotency-key': `elite-claim-${++keys}` },
    payload: {
      Type: 'package',
      BasketItems: [{ Id: itemId }],
      GrossPrice: gross,
      PaidPrice: gross,
      Installment: 1,
      ForceThreeD: false,
      Card: {
        HolderName: 'Mert Kaya',
        Number: '5528790000000008',
        ExpireMonth: 12,
        ExpireYear: 2030,
        Cvc: '123',
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await call(agency, 'GET', 'PackageSubscription/get-by-user')).json().Data.Package as { Id: number };
}

async function adImage(agency: TAgency): Promise<string> {
  const body = multipartBody([
    { filename: 'ad.png', content: await image(1000, 1000), contentType: 'image/png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/AdvertisementSubscription/image',
    headers: { ...bearer(agency.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data.ImageUrl;
}

async function claim(agency: TAgency, choices: Record<string, unknown>, lang = 'en') {
  return call(
    agency,
    'POST',
    'AdvertisementSubscription/elite-claim',
    { AcceptTerms: true, AdImageUrl: await adImage(agency), ...choices },
    lang,
  );
}

async function claimState(agency: TAgency) {
  return (await call(agency, 'GET', 'AdvertisementSubscription/elite-claim')).json().Data;
}

async function freeSlots(agency: TAgency): Promise<Record<string, number>> {
  const res = await call(agency, 'GET', 'Advertisement/basket-items');
  return Object.fromEntries(
    res.json().Data.Items.map((item: { Plan: string; FreeSlots: number }) => [item.Plan, item.FreeSlots]),
  );
}

describe("Elite's included advertising", () => {
  it('is claimed once with the chosen type and category, no payment, linked to the package and not renewed', async () => {
    const agency = await agencyAccount(t.app, db());
    const pkg = await buyPackage(agency, 'package:elite:1');
    expect(await claimState(agency)).toEqual({
      Claimable: true,
      PackageSubscriptionId: pkg.Id,
      PeriodMonths: ELITE_INCLUDED.adMonths,
    });
    const before = await freeSlots(agency);
    const res = await claim(agency, { Type: 'category_top', AdCategoryId: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({
      Type: 'category_top',
      CategoryId: 1,
      PeriodMonths: ELITE_INCLUDED.adMonths,
      PriceKurus: 0,
      Status: 'active',
      Live: true,
      IncludedWithPackage: true,
    });
    // Listed with the agency's ads, shown on its category's page, a slot taken, nothing more to claim.
    const ads = (await call(agency, 'GET', 'AdvertisementSubscription')).json().Data.Items;
    expect(ads).toHaveLength(1);
    const onPage = await call(agency, 'GET', 'AdvertisementCategories/by-category?CategoryId=1');
    expect(onPage.json().Data.Items.map((i: { ProviderId: number }) => i.ProviderId)).toContain(
      agency.providerId,
    );
    expect((await freeSlots(agency)).category_top).toBe(before.category_top! - 1);
    expect((await claimState(agency)).Claimable).toBe(false);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, ads[0].Id));
    expect(row).toMatchObject({ packageSubscriptionId: pkg.Id, autoRenew: false, kind: 'advertisement' });

    // A second claim is refused, in the request's language.
    const again = await claim(agency, { Type: 'spotlight' }, 'tr');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Elite paketinizin dahil reklamı zaten kullanıldı.');
  });

  it('is refused without a live Elite package (none, or Growth)', async () => {
    const none = await agencyAccount(t.app, db());
    const refused = await claim(none, { Type: 'spotlight' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('The included advertising comes only with a live Elite package.');
    const growth = await agencyAccount(t.app, db());
    await buyPackage(growth, 'package:growth:1');
    expect((await claimState(growth)).Claimable).toBe(false);
    expect((await claim(growth, { Type: 'spotlight' })).statusCode).toBe(403);
    expect((await call(growth, 'GET', 'AdvertisementSubscription')).json().Data.Items).toEqual([]);
  });

  it('needs the same choices as a paid ad (terms, image, a category for a category page ad)', async () => {
    const agency = await agencyAccount(t.app, db());
    await buyPackage(agency, 'package:elite:1');
    expect((await claim(agency, { Type: 'category_top' })).json().ErrorCode).toBe('AD_CATEGORY_REQUIRED');
    expect((await claim(agency, { Type: 'spotlight', AcceptTerms: false })).json().ErrorCode).toBe(
      'AD_TERMS_REQUIRED',
    );
    expect((await claimState(agency)).Claimable).toBe(true);
  });

  it('is refused with a clear message when no slot of the type is free, and stays claimable', async () => {
    const owner = await agencyAccount(t.app, db());
    const now = t.clock.now();
    for (let i = 0; i < AD_SLOTS.agency_of_month; i++)
      await db()
        .insert(subscriptions)
        .values({
          providerId: owner.providerId,
          kind: 'advertisement',
          plan: 'agency_of_month',
          startsAt: now,
          endsAt: new Date(now.getTime() + 30 * DAY),
        });
    const agency = await agencyAccount(t.app, db());
    await buyPackage(agency, 'package:elite:1');
    const res = await claim(agency, { Type: 'agency_of_month' });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(
      'No slot is left for this type of ad. Please choose another type or try again later.',
    );
    expect((await claimState(agency)).Claimable).toBe(true);
  });

  it('two claims at once: one ad, the other refused', async () => {
    const agency = await agencyAccount(t.app, db());
    await buyPackage(agency, 'package:elite:1');
    const image = await adImage(agency);
    const results = await Promise.all(
      [0, 1].map(() =>
        call(agency, 'POST', 'AdvertisementSubscription/elite-claim', {
          Type: 'spotlight',
          AcceptTerms: true,
          AdImageUrl: image,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await call(agency, 'GET', 'AdvertisementSubscription')).json().Data.Items).toHaveLength(1);
  });

  it("ends with the package's money-back refund and frees its slot", async () => {
    const agency = await agencyAccount(t.app, db());
    const pkg = await buyPackage(agency, 'package:elite:1');
    const before = await freeSlots(agency);
    expect((await claim(agency, { Type: 'spotlight' })).statusCode).toBe(200);
    expect((await freeSlots(agency)).spotlight).toBe(before.spotlight! - 1);
    const back = await call(agency, 'POST', `PackageSubscription/${pkg.Id}/money-back`);
    expect(back.statusCode, back.body).toBe(200);
    const [ad] = (await call(agency, 'GET', 'AdvertisementSubscription')).json().Data.Items;
    expect(ad).toMatchObject({ Status: 'cancelled', Live: false });
    expect((await freeSlots(agency)).spotlight).toBe(before.spotlight);
    expect((await claimState(agency)).Claimable).toBe(false);
  });
});
