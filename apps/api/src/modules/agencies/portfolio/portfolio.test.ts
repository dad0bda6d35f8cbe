import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { image, multipartBody } from '../../../../test/uploads.ts';
import { portfolioItems } from './portfolio.table.ts';

let t: TTestApp;
let agency: Awaited<ReturnType<typeof agencyAccount>>;
let photo: string;

beforeAll(async () => {
  t = await buildTestApp();
  agency = await agencyAccount(t.app, t.database.db);
  photo = await uploadPhoto(agency.token);
});
afterAll(() => t.close());

async function uploadPhoto(token: string, content?: Buffer | string, filename = 'work.jpg') {
  const body = multipartBody([
    {
      filename,
      content: content ?? (await image(1600, 1000, 'jpeg')),
      contentType: filename.endsWith('.png') ? 'image/png' : 'image/jpeg',
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Portfolio/image',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  return res.statusCode === 200
    ? (res.json().Data.Src as string)
    : `${res.statusCode}:${res.json().ErrorCode}`;
}

const part = (text: string) => `${text} `.repeat(6).trim();
function work(overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Moda Kahve sadakat uygulaması',
    CompanyName: 'Moda Kahve',
    CategoryId: 3,
    SectorId: 8,
    GeoScope: 'national',
    Audience: 'b2c',
    ClientCityId: 34,
    ImageSrcs: [photo],
    VideoUrl: null,
    ExpertiseIds: [301, 302],
    Skills: ['React Native', 'Node.js', 'Firebase'],
    Budget: '450000',
    BudgetCurrency: 'TRY',
    StartDate: '2025-03-01',
    EndDate: '2025-09-30',
    IsOngoing: false,
    Introduction: part('Moda Kahve 40 şubeli bir kahve zinciri.'),
    Challenges: part('Kartlı sadakat programı ölçülemiyordu.'),
    Solution: part('iOS ve Android için puan toplayan bir uygulama yaptık.'),
    Impact: part('İlk altı ayda tekrar gelen müşteri oranı yüzde 18 arttı.'),
    ReferenceUrl: 'https://modakahve.example/uygulama',
    Tags: ['sadakat', 'mobil', 'perakende'],
    ...overrides,
  };
}

const post = (body: object, token = agency.token) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Portfolio', headers: bearer(token), payload: body });
const errorsOf = async (body: object) => {
  const res = await post(body);
  expect(res.statusCode).toBe(400);
  return res.json().Errors as Record<string, string>;
};

describe('portfolio', () => {
  it('adds a complete work, lists it with the goals, changes and deletes it', async () => {
    const created = await post(work());
    expect(created.statusCode).toBe(201);
    const id = created.json().Data.Id;
    expect(created.json().Data).toMatchObject({
      Budget: '450000',
      ImageSrcs: [photo],
      Tags: ['sadakat', 'mobil', 'perakende'],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Portfolio',
      headers: bearer(agency.token),
    });
    expect(list.json().Data).toMatchObject({ TotalCount: 1, NeededForOpportunities: 5, Recommended: 10 });
    // The matching engine reads `detail`: the four story parts joined.
    const [row] = await t.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
    expect(row!.detail).toBe([row!.introduction, row!.challenges, row!.solution, row!.impact].join('\n\n'));
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Portfolio/${id}`,
      headers: bearer(agency.token),
      payload: work({
        Title: 'Yeni başlık',
        ImageSrcs: [],
        VideoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        EndDate: null,
        IsOngoing: true,
      }),
    });
    expect(changed.json().Data).toMatchObject({
      Title: 'Yeni başlık',
      VideoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      IsOngoing: true,
      EndDate: null,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/Portfolio/${id}`,
      headers: bearer(agency.token),
    });
    expect(removed.json().Data.TotalCount).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/Portfolio/${id}`, headers: bearer(agency.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('requires photos or one video embed link, never both, and refuses a watch page', async () => {
    expect(await errorsOf(work({ ImageSrcs: [], VideoUrl: null }))).toHaveProperty('ImageSrcs');
    expect((await errorsOf(work({ VideoUrl: 'https://player.vimeo.com/video/76979871' }))).VideoUrl).toMatch(
      /ikisini birden değil/,
    );
    expect(
      (await errorsOf(work({ ImageSrcs: [], VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })))
        .VideoUrl,
    ).toMatch(/embed/);
    expect(
      await errorsOf(work({ ImageSrcs: ['/api/v1/files/public/portfolio/999999/work-x.webp'] })),
    ).toHaveProperty('ImageSrcs');
  });

  it('requires 3 skills, 3 distinct tags, digits-only budget with a currency, and 400 characters of story', async () => {
    expect((await errorsOf(work({ Skills: ['React', 'Node.js'] }))).Skills).toBe('En az 3 tane ekleyin.');
    expect((await errorsOf(work({ Tags: ['mobil', 'Mobil', 'perakende'] }))).Tags).toBe(
      'Aynı etiketi iki kez ekleyemezsiniz.',
    );
    expect((await errorsOf(work({ Tags: ['İstanbul', 'istanbul', 'x'] }))).Tags).toBe(
      'Aynı etiketi iki kez ekleyemezsiniz.',
    );
    expect((await errorsOf(work({ Budget: '10.000' }))).Budget).toBe('Yalnızca rakam girin.');
    expect(await errorsOf(work({ BudgetCurrency: null }))).toHaveProperty('BudgetCurrency');
    expect(
      (
        await errorsOf(
          work({ Introduction: 'Kısa.', Challenges: 'Kısa.', Solution: 'Kısa.', Impact: 'Kısa.' }),
        )
      ).Impact,
    ).toMatch(/400/);
  });

  it('requires title, company, sector, expertises of the category (distinct) and a period that makes sense', async () => {
    const errors = await errorsOf(
      work({ Title: '', CompanyName: '', SectorId: null, ExpertiseIds: [301, 301], StartDate: '' }),
    );
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['Title', 'CompanyName', 'SectorId', 'ExpertiseIds', 'StartDate']),
    );
    expect(await errorsOf(work({ ExpertiseIds: [101] }))).toHaveProperty('ExpertiseIds');
    expect((await errorsOf(work({ EndDate: '2025-01-01' }))).EndDate).toMatch(/başlangıçtan önce/);
    expect(await errorsOf(work({ EndDate: null, IsOngoing: false }))).toHaveProperty('EndDate');
    expect((await errorsOf(work({ EndDate: '2999-01-01' }))).EndDate).toBe('İleri bir tarih giremezsiniz.');
    expect((await errorsOf(work({ StartDate: '2999-01-01', IsOngoing: true }))).StartDate).toBe(
      'İleri bir tarih giremezsiniz.',
    );
  });

  it('stores photos as 1200x900 WebP and takes at most 10 of them', async () => {
    const file = await t.app.inject({ method: 'GET', url: photo });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 900]);
    expect(photo).toMatch(new RegExp(`^/api/v1/files/public/portfolio/${agency.providerId}/`));
    expect(await errorsOf(work({ ImageSrcs: Array.from({ length: 11 }, () => photo) }))).toHaveProperty(
      'ImageSrcs',
    );
    const png = await uploadPhoto(agency.token, await image(1200, 900, 'png'), 'work.png');
    expect((await post(work({ ImageSrcs: [png, photo] }))).statusCode).toBe(201);
  });

  it('checks photos by content and refuses another agency editing or deleting a work', async () => {
    expect(await uploadPhoto(agency.token, 'not really an image', 'work.png')).toBe('415:FILE_TYPE_INVALID');
    const id = (await post(work())).json().Data.Id;
    const other = await agencyAccount(t.app, t.database.db);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/Portfolio/${id}`,
        headers: bearer(other.token),
        ...(method === 'PUT' ? { payload: work({ Title: 'Çalındı' }) } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().ErrorCode).toBe('PORTFOLIO_NOT_FOUND');
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Portfolio/${id}`,
      headers: bearer(agency.token),
    });
    expect(mine.json().Data.Title).toBe('Moda Kahve sadakat uygulaması');
  });
});
