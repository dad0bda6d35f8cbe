import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { image, multipartBody, type TPart } from '../../../../test/uploads.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const upload = (token: string, parts: TPart[]) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Reference',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const logo = async (name: string, size = 120): Promise<TPart> => ({
  filename: name,
  content: await image(size, size),
  contentType: 'image/png',
});

describe('references', () => {
  it('uploads square logos, lists them in order, renames and deletes them', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const one = await upload(agency.token, [
      await logo('Moda Kahve.png'),
      await logo('Atlas Lojistik.png', 90),
    ]);
    expect(one.statusCode).toBe(200);
    const items = one.json().Data.Items;
    expect(items.map((item: { CompanyName: string }) => item.CompanyName)).toEqual([
      'Moda Kahve',
      'Atlas Lojistik',
    ]);
    expect(items[0].LogoSrc).toMatch(/^\/api\/v1\/files\/public\/references\/\d+\/reference-[\w-]+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: items[0].LogoSrc });
    expect(file.headers['content-type']).toBe('image/webp');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Reference/${items[0].Id}`,
      headers: bearer(agency.token),
      payload: { CompanyName: 'Moda Kahve A.Ş.' },
    });
    expect(renamed.json().Data.Items[0].CompanyName).toBe('Moda Kahve A.Ş.');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Reference/${items[0].Id}`,
      headers: bearer(agency.token),
    });
    expect(removed.json().Data.TotalCount).toBe(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Reference',
      headers: bearer(agency.token),
    });
    expect(list.json().Data.Items.map((item: { CompanyName: string }) => item.CompanyName)).toEqual([
      'Atlas Lojistik',
    ]);
  });

  it('refuses 11 files at once, a non-square logo, one under 90x90 and a non-image renamed .png, storing none', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => logo(`l${i}.png`)));
    const tooMany = await upload(agency.token, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().ErrorCode).toBe('FILE_COUNT_EXCEEDED');

    const wide: TPart = { filename: 'wide.png', content: await image(300, 100), contentType: 'image/png' };
    const notSquare = await upload(agency.token, [await logo('ok.png'), wide]);
    expect(notSquare.json().ErrorCode).toBe('IMAGE_RATIO_INVALID');
    expect(notSquare.json().Message).toContain('wide.png');

    const small = await upload(agency.token, [await logo('small.png', 80)]);
    expect(small.json().ErrorCode).toBe('IMAGE_TOO_SMALL');

    const fake = await upload(agency.token, [
      { filename: 'logo.png', content: '%PDF-1.4 not an image', contentType: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().ErrorCode).toBe('FILE_TYPE_INVALID');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Reference',
      headers: bearer(agency.token),
    });
    expect(list.json().Data.TotalCount).toBe(0);
  });

  it("does not let an agency touch another agency's references", async () => {
    const owner = await agencyAccount(t.app, t.database.db);
    const other = await agencyAccount(t.app, t.database.db);
    const [item] = (await upload(owner.token, [await logo('a.png')])).json().Data.Items;
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/Reference/${item.Id}`,
        headers: bearer(other.token),
        ...(method === 'PUT' ? { payload: { CompanyName: 'x' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
