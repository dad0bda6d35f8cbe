import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { image, multipartBody } from '../../../../test/uploads.ts';

let t: TTestApp;
let agency: Awaited<ReturnType<typeof agencyAccount>>;
beforeAll(async () => {
  t = await buildTestApp();
  agency = await agencyAccount(t.app, t.database.db);
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/Provider/approve',
    headers: bearer(agency.token),
    payload: { IsApproved: true },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/Provider/approve-contract',
    headers: bearer(agency.token),
    payload: { IsApproved: true },
  });
});
afterAll(() => t.close());

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    Title: `Satır ${i + 1}`,
    Description: 'Açıklama',
    Type: 'included',
  }));
const complete = (overrides: Record<string, unknown> = {}) => ({
  ProductCategoryId: 1,
  Title: 'Kurumsal web sitesi paketi',
  Detail: 'Markanız için hızlı, erişilebilir ve yönetilebilir bir kurumsal web sitesi. '.repeat(9),
  Tiers: [
    { Tier: 'basic', Price: '25000', Lines: lines(3) },
    { Tier: 'standard', Price: '45000', Lines: lines(4) },
    { Tier: 'premium', Price: '80000', Lines: lines(5) },
  ],
  PaymentType: 'one_time',
  Currency: 'TRY',
  Tags: ['web', 'kurumsal', 'seo'],
  PortfolioIds: [],
  ...overrides,
});

const put = (id: number, body: object, token = agency.token) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/Product/${id}`, headers: bearer(token), payload: body });
async function cover(id: number, width: number, height: number) {
  const body = multipartBody([
    { filename: 'cover.png', content: await image(width, height), contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/Product/${id}/cover`,
    headers: { ...bearer(agency.token), ...body.headers },
    payload: body.payload,
  });
}

describe('products', () => {
  it('saves steps as a draft, refuses a 4:3 cover, publishes once every rule is met', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Product',
      headers: bearer(agency.token),
      payload: { ProductCategoryId: 1, Title: 'Kısa' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().Data.Id;
    expect(created.json().Data.Status).toBe('draft');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/ProductSearch/detail-v2/${id}` })).statusCode,
    ).toBe(404);

    const fourThree = await cover(id, 1200, 900);
    expect(fourThree.statusCode).toBe(400);
    expect(fourThree.json().ErrorCode).toBe('IMAGE_RATIO_INVALID');
    const noCover = await put(id, complete({ Publish: true }));
    expect(noCover.json().ErrorCode).toBe('PRODUCT_COVER_REQUIRED');
    const sixteenNine = await cover(id, 1920, 1080);
    expect(sixteenNine.json().Data.CoverSrc).toMatch(/\/products\/\d+\/cover-[\w-]+\.webp$/);

    const published = await put(id, complete({ Publish: true }));
    expect(published.statusCode).toBe(200);
    expect(published.json().Data).toMatchObject({ Status: 'published', Tiers: [{ Price: '25000' }, {}, {}] });
    const open = await t.app.inject({ method: 'GET', url: `/api/v1/ProductSearch/detail-v2/${id}` });
    expect(open.json().Data).toMatchObject({
      Title: 'Kurumsal web sitesi paketi',
      Agency: { Slug: 'pikselhane' },
    });
  });

  it('checks every publishing rule: title 20-50, detail 600+, 3 filled lines, 3 distinct tags, monthly period', async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/Product',
        headers: bearer(agency.token),
        payload: {},
      })
    ).json().Data.Id;
    await cover(id, 1600, 900);
    const errors = async (overrides: Record<string, unknown>) => {
      const res = await put(id, complete({ ...overrides, Publish: true }));
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().Errors);
    };
    expect(await errors({ Title: 'x'.repeat(19) })).toEqual(['Title']);
    expect(await errors({ Detail: 'x'.repeat(599) })).toEqual(['Detail']);
    expect(await errors({ Tags: ['web', 'Web', 'seo'] })).toEqual(['Tags']);
    expect(await errors({ Tags: ['web', 'seo'] })).toEqual(['Tags']);
    expect(
      await errors({
        Tiers: [
          {
            Tier: 'basic',
            Price: '1',
            Lines: [...lines(2), { Title: '', Description: '', Type: 'included' }],
          },
          { Tier: 'standard', Price: '2', Lines: lines(3) },
          { Tier: 'premium', Price: '3', Lines: lines(3) },
        ],
      }),
    ).toEqual(['Tiers.0.Lines']);
    expect(
      await errors({
        Tiers: [
          {
            Tier: 'basic',
            Price: '1',
            Lines: [{ Title: 'x'.repeat(31), Description: 'y'.repeat(61), Type: 'included' }],
          },
        ],
      }),
    ).toEqual(expect.arrayContaining(['Tiers.0.Lines.0.Title', 'Tiers.0.Lines.0.Description']));
    expect(await errors({ PaymentType: 'monthly' })).toEqual(['RecurringPeriodMonths']);
    const monthly = await put(
      id,
      complete({ PaymentType: 'monthly', RecurringPeriodMonths: 6, Publish: true }),
    );
    expect(monthly.json().Data).toMatchObject({ Status: 'published', RecurringPeriodMonths: 6 });
  });

  it('answers 404 when another agency edits or deletes a product, and for a deleted one', async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/Product',
        headers: bearer(agency.token),
        payload: {},
      })
    ).json().Data.Id;
    const other = await agencyAccount(t.app, t.database.db);
    expect((await put(id, complete(), other.token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/Product/${id}`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/Product/${id}`, headers: bearer(agency.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/Product/edit-page/${id}`,
          headers: bearer(agency.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
