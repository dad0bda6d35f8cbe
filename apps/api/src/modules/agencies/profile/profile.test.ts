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
});
afterAll(() => t.close());

const put = (url: string, payload: object, token = agency.token) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers: bearer(token), payload });
const putFile = (url: string, filename: string, content: Buffer | string, contentType: string) => {
  const body = multipartBody([{ filename, content, contentType }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/${url}`,
    headers: { ...bearer(agency.token), ...body.headers },
    payload: body.payload,
  });
};
const LONG =
  'Markalar için web siteleri, mobil uygulamalar ve kurumsal kimlikler tasarlayan, ölçülebilir sonuçlara odaklanan on kişilik bir ekibiz. Her projeyi keşif atölyesiyle başlatıyoruz.';

describe('profile settings', () => {
  it('shows the about page and saves descriptions with up to 6 agency types', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Page/about-setting',
      headers: bearer(agency.token),
    });
    expect(page.json().Data).toMatchObject({
      IsOwner: true,
      BasicInformation: { CompanyNickName: 'Pikselhane', TeamSize: '5-10' },
    });
    const saved = await put('Provider/description', {
      ShortDescription: 'Web ve mobil ürün stüdyosu.',
      Description: LONG,
      AgencyTypes: ['digital', 'creative', 'software', 'media', 'pr', 'production'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Data.AgencyTypes).toHaveLength(6);
    expect(saved.json().Data.Description).toBe(LONG.trim());
  });

  it('refuses a short description over 140, a long one under 140 and 7 agency types, keeping what was saved', async () => {
    const bad = await put('Provider/description', {
      ShortDescription: 'x'.repeat(141),
      Description: 'y'.repeat(139),
      AgencyTypes: ['digital', 'creative', 'software', 'media', 'pr', 'production', 'performance'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Errors).sort()).toEqual(['AgencyTypes', 'Description', 'ShortDescription']);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Page/about-setting',
      headers: bearer(agency.token),
    });
    expect(page.json().Data.ShortDescription).toBe('Web ve mobil ürün stüdyosu.');
  });

  it('saves social links on their own platforms only', async () => {
    const wrong = await put('SocialMedia', {
      linkedin: 'https://www.facebook.com/pikselhane',
      instagram: 'instagram',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().Errors).sort()).toEqual(['instagram', 'linkedin']);
    const good = await put('SocialMedia', {
      linkedin: 'https://tr.linkedin.com/company/pikselhane',
      twitter: 'https://x.com/pikselhane',
      behance: '',
    });
    expect(good.json().Data.SocialLinks).toEqual({
      linkedin: 'https://tr.linkedin.com/company/pikselhane',
      twitter: 'https://x.com/pikselhane',
    });
  });

  it('stores the logo and banner as WebP and refuses a non-image renamed .png', async () => {
    const logo = await putFile('Provider/logo', 'logo.png', await image(300, 300), 'image/png');
    expect(logo.statusCode).toBe(200);
    expect(logo.json().Data.LogoSrc).toMatch(/^\/api\/v1\/files\/public\/agencies\/\d+\/logo-[\w-]+\.webp$/);
    const banner = await putFile(
      'Provider/banner',
      'banner.jpg',
      await image(1600, 400, 'jpeg'),
      'image/jpeg',
    );
    expect(banner.json().Data.BannerSrc).toMatch(/banner-[\w-]+\.webp$/);
    const fake = await putFile('Provider/logo', 'logo.png', 'GIF89a not really', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().ErrorCode).toBe('FILE_TYPE_INVALID');
  });

  it('keeps the presentation private until made visible; refuses a PNG renamed .pdf', async () => {
    const png = await putFile('Provider/presentation', 'deck.pdf', await image(10, 10), 'application/pdf');
    expect(png.json().ErrorCode).toBe('PRESENTATION_TYPE_INVALID');
    const pdf = await putFile(
      'Provider/presentation',
      'Ajans Tanıtım.pdf',
      '%PDF-1.4\n%demo\n',
      'application/pdf',
    );
    expect(pdf.json().Data.Presentation).toMatchObject({ Name: 'Ajans Tanıtım.pdf', IsVisible: false });
    const href = pdf.json().Data.Presentation.Href as string;
    expect((await t.app.inject({ method: 'GET', url: href })).statusCode).toBe(404);
    await put('Provider/presentation-visibility', { IsVisible: true });
    // Only approved agencies have a public page; approve this one the way the owner would.
    await put('Provider/approve', { IsApproved: true });
    await put('Provider/approve-contract', { IsApproved: true });
    const file = await t.app.inject({ method: 'GET', url: href });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  it('lets only the owner change legal details, with the registration rules', async () => {
    const base = {
      CompanyNickName: 'Pikselhane Stüdyo',
      LegalType: 'legal_entity',
      LegalSuffix: 'LTD',
      CompanyTitle: 'Pikselhane Dijital Hizmetler Ltd. Şti.',
      TaxNumber: '4540536920',
      TaxOffice: 'Kadıköy',
      CountryId: 1,
      CityId: 34,
      DistrictId: 34023,
      Address: 'Caferağa Mah. Moda Cad. No: 12',
      Website: 'https://www.pikselhane.com.tr',
      Phone: '2165550000',
      ContactEmail: 'merhaba@pikselhane.com.tr',
      TeamSize: '10-20',
      FoundedYear: 2016,
      ExperienceYears: 10,
      ZipCode: '34710',
    };
    const wrong = await put('Provider/basic-information', {
      ...base,
      TaxNumber: '1234567891',
      CompanyTitle: 'Pikselhane',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().Errors).sort()).toEqual(['CompanyTitle', 'TaxNumber']);
    const saved = await put('Provider/basic-information', base);
    expect(saved.json().Data.BasicInformation).toMatchObject({
      CompanyNickName: 'Pikselhane Stüdyo',
      TeamSize: '10-20',
      ZipCode: '34710',
    });
    const client = await t.app.inject({ method: 'GET', url: '/api/v1/Page/about-setting' });
    expect(client.statusCode).toBe(401);
  });
});
