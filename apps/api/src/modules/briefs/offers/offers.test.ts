import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

let t: TTestApp;
let answers: Record<string, string | string[]>;

const DESCRIPTION =
  'Kadıköy’de 12 şubesi olan kahve zincirimiz için iOS ve Android mobil uygulama geliştirecek bir ajans arıyoruz. ' +
  'Hedefimiz sadakat programını uygulamaya taşımak ve ilk altı ayda 40 bin aktif kullanıcıya ulaşmak. Uygulamada ' +
  'sipariş, mağazadan teslim alma, puan biriktirme ve kampanya bildirimleri olmalı. Tasarımlarımız hazır değil; UX ' +
  'çalışmasını da ajansın yapmasını istiyoruz. Mart 2027 sonunda mağazalarda yayında olmasını planlıyoruz. Bütçemiz ' +
  '750 bin TL civarında; bakım ve destek için ayrıca aylık teklif bekliyoruz.';

function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    CategoryId: 3,
    Answers: answers,
    BudgetTry: '750000',
    StartDate: '2027-01-15',
    CompanyName: 'Moda Kahve',
    SectorId: 8,
    CompanySize: 'sme',
    EmployeeCount: '51-200',
    CityId: 34,
    DistrictId: 34023,
    IsDecisionMaker: true,
    Description: DESCRIPTION,
    ContactPreference: 'phone',
    AvailableTime: 'afternoon',
    ...overrides,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const questions = (await t.app.inject({ method: 'GET', url: '/api/v1/Expertises/questions/3' })).json()
    .Data as Array<{
    Key: string;
    AnswerType: string;
    Options: Array<{ Key: string }>;
  }>;
  answers = Object.fromEntries(
    questions.map((q) => [
      q.Key,
      q.AnswerType === 'text'
        ? 'Sadakat kartı entegrasyonu'
        : q.AnswerType === 'single'
          ? q.Options[0]!.Key
          : [q.Options[0]!.Key],
    ]),
  );
});
afterAll(() => t.close());

async function create(token: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Offer',
    headers: bearer(token),
    payload: offerBody(overrides),
  });
}

describe('creating a project brief', () => {
  it('stores the brief, starts the 24-hour window and scores it', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const res = await create(token);
    expect(res.statusCode).toBe(201);
    const offer = res.json().Data;
    expect(offer).toMatchObject({
      Status: 'waiting',
      CategoryName: 'Mobil Uygulama Geliştirme',
      BudgetTry: 750000,
      Actions: ['stop', 'close'],
      MatchedCount: 0,
      WindowEndsAt: '2026-11-24T09:00:00.000Z',
    });
    expect(offer.OfferKey).toMatch(/^[\w-]{16}$/);
    expect(offer.BriefScore).toBeGreaterThanOrEqual(75);
    expect(offer.Warnings).toEqual([]);
  });

  it('refuses a description under 400 characters, a non-digit budget and wrong answers', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const short = await create(token, { Description: 'Uygulama lazım.', BudgetTry: '50.000 TL' });
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors).toMatchObject({
      Description: 'En az 400 karakter girin.',
      BudgetTry: 'Yalnızca rakam girin.',
    });
    const [firstKey] = Object.keys(answers);
    const wrong = await create(token, { Answers: { ...answers, [firstKey!]: 'no-such-option' } });
    expect(wrong.json()).toMatchObject({
      ErrorCode: 'OFFER_ANSWERS_INVALID',
      Errors: { [`Answers.${firstKey}`]: expect.any(String) },
    });
  });

  it('accepts a brief without a defined budget and warns about a weak text', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const vague = `${'Bir uygulama yaptırmak istiyoruz. '.repeat(13)}Detayları görüşürüz.`;
    const res = await create(token, { BudgetTry: null, StartDate: null, Description: vague });
    expect(res.statusCode).toBe(201);
    expect(res.json().Data.Warnings.map((w: { Code: string }) => w.Code)).toEqual(
      expect.arrayContaining(['repetitive']),
    );
  });

  it('is for clients: an agency and a visitor cannot create one', async () => {
    const agency = await signUp(t.app, t.database.db, { kind: 'agency' });
    expect((await create(agency.token)).json()).toMatchObject({ StatusCode: 403, ErrorCode: 'CLIENTS_ONLY' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/Offer', payload: offerBody() })).statusCode,
    ).toBe(401);
  });
});

describe('the project life cycle', () => {
  const act = (token: string, key: string, action: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/offer/${key}/${action}`, headers: bearer(token) });

  it('stops and reactivates, closes for good, and refuses every invalid transition', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const key = (await create(token)).json().Data.OfferKey;

    expect((await act(token, key, 'activate')).json().ErrorCode).toBe('OFFER_TRANSITION_INVALID');
    const stopped = await act(token, key, 'stop');
    expect(stopped.json().Data).toMatchObject({ Status: 'stopped', Actions: ['activate', 'close'] });
    expect((await act(token, key, 'stop')).statusCode).toBe(409);
    expect((await act(token, key, 'activate')).json().Data.Status).toBe('waiting');

    const closed = await act(token, key, 'close');
    expect(closed.json().Data).toMatchObject({ Status: 'closed', Actions: [] });
    for (const action of ['activate', 'stop', 'close']) {
      const res = await act(token, key, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().Message).toContain('Kapatılan projeler yeniden açılamaz');
    }
  });

  it('shows "no offer received" after the window, and reactivation opens a new window', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const key = (await create(token)).json().Data.OfferKey;
    t.clock.advance(25 * 60 * 60 * 1000);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/offer/${key}/page`,
      headers: bearer(token),
    });
    expect(page.json().Data.Status).toBe('no_offer');
    await act(token, key, 'stop');
    const again = await act(token, key, 'activate');
    expect(again.json().Data.Status).toBe('waiting');
    expect(new Date(again.json().Data.WindowEndsAt).getTime()).toBe(
      t.clock.now().getTime() + 24 * 60 * 60 * 1000,
    );
  });

  it("never shows or changes another client's project", async () => {
    const owner = await signUp(t.app, t.database.db);
    const other = await signUp(t.app, t.database.db);
    const key = (await create(owner.token)).json().Data.OfferKey;
    for (const res of [
      await t.app.inject({ method: 'GET', url: `/api/v1/offer/${key}/page`, headers: bearer(other.token) }),
      await act(other.token, key, 'stop'),
      await t.app.inject({ method: 'DELETE', url: `/api/v1/offer/${key}`, headers: bearer(other.token) }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ErrorCode: 'OFFER_NOT_FOUND', Data: null });
      expect(res.body).not.toContain('Moda Kahve');
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/offer/${key}/page`,
      headers: bearer(owner.token),
    });
    expect(mine.json().Data.Status).toBe('waiting');
  });

  it('lists the client’s projects four at a time, newest first, without deleted ones', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      keys.push((await create(token, { CompanyName: `Şirket ${i}` })).json().Data.OfferKey);
      t.clock.advance(1000);
    }
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/offer?PageIndex=0',
      headers: bearer(token),
    });
    expect(first.json().Data).toMatchObject({ TotalCount: 5, PageSize: 4, PageIndex: 0 });
    expect(first.json().Data.Items.map((o: { CompanyName: string }) => o.CompanyName)).toEqual([
      'Şirket 4',
      'Şirket 3',
      'Şirket 2',
      'Şirket 1',
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/offer/${keys[4]}`, headers: bearer(token) });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/offer?PageIndex=1',
      headers: bearer(token),
    });
    expect(after.json().Data).toMatchObject({ TotalCount: 4, Items: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/offer/${keys[4]}/page`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });
});
