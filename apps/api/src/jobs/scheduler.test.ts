import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { makeAgency } from '../../test/agencies.ts';
import { createBrief } from '../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../test/helpers.ts';
import { matchedProviders } from '../modules/briefs/matching/matching.table.ts';
import { depsOf } from '../platform/deps.ts';
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
  const offerId = (await createBrief(t.app, client.token, { CategoryId: 21, BudgetTry: '120000' })).Id;
  const status = async () =>
    (await t.database.db.select().from(matchedProviders).where(eq(matchedProviders.offerId, offerId)))[0]
      ?.status;
  expect(await status()).toBe('waiting');

  t.clock.advance(25 * 60 * 60 * 1000);
  await scheduler.boss.send('match-windows', {});
  await expect.poll(status, { timeout: 15_000, interval: 250 }).toBe('expired');
});
