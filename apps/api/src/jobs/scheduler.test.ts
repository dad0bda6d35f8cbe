import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/accounts.ts';
import { makeAgency } from '../../test/agencies.ts';
import { buildTestApp, type TTestApp } from '../../test/helpers.ts';
import { depsOf } from '../lib/deps.ts';
import { matchedProviders } from '../modules/matching/matching.table.ts';
import { startScheduler, type TScheduler } from './scheduler.ts';

let t: TTestApp;
let scheduler: TScheduler;

beforeAll(async () => {
  t = await buildTestApp();
  scheduler = await startScheduler(depsOf(t.app), t.database, { info: () => {}, error: () => {} });
});
afterAll(async () => {
  await scheduler.stop();
  await t.close();
});

it('runs the 24-hour window job through pg-boss on this database', async () => {
  await makeAgency(t.database.db, t.clock.now(), { categoryId: 21 });
  const client = await signUp(t.app, t.database.db);
  const questions = (await t.app.inject({ method: 'GET', url: '/api/v1/Expertises/questions/21' })).json()
    .Data as Array<{ Key: string; AnswerType: string; IsRequired: boolean; Options: Array<{ Key: string }> }>;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Offer',
    headers: bearer(client.token),
    payload: {
      CategoryId: 21,
      Answers: Object.fromEntries(
        questions.map((q) => [
          q.Key,
          q.AnswerType === 'text'
            ? 'yok'
            : q.AnswerType === 'single'
              ? q.Options[0]!.Key
              : [q.Options[0]!.Key],
        ]),
      ),
      BudgetTry: '120000',
      StartDate: null,
      CompanyName: 'Moda Kahve',
      SectorId: 8,
      CompanySize: 'sme',
      EmployeeCount: '11-50',
      CityId: 34,
      DistrictId: null,
      IsDecisionMaker: true,
      Description:
        'Yeni açtığımız kahve dükkânı için performans pazarlaması desteği arıyoruz. Hedefimiz üç ay içinde ' +
        'online siparişleri ikiye katlamak; aylık reklam bütçemiz 40 bin TL. Google ve Meta kampanyalarının ' +
        'kurulması, haftalık raporlama, dönüşüm takibinin doğru kurulması ve kreatiflerin test edilmesi ' +
        'beklentimiz. Ocak ayında başlamak istiyoruz ve ilk ay sonunda sonuçları birlikte değerlendirmek ' +
        'istiyoruz. Daha önce ajansla çalıştık, raporların anlaşılır olmasına önem veriyoruz.',
      ContactPreference: 'email',
      AvailableTime: 'anytime',
    },
  });
  expect(created.statusCode).toBe(201);
  const offerId = created.json().Data.Id as number;
  const status = async () =>
    (await t.database.db.select().from(matchedProviders).where(eq(matchedProviders.offerId, offerId)))[0]
      ?.status;
  expect(await status()).toBe('waiting');

  t.clock.advance(25 * 60 * 60 * 1000);
  await scheduler.boss.send('match-windows', {});
  await expect.poll(status, { timeout: 15_000, interval: 250 }).toBe('expired');
});
