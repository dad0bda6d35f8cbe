import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { createBrief } from '../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { startReceiver } from '../../../test/receiver.ts';
import { analyticsEvents } from './analytics.table.ts';

let t: TTestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await buildTestApp({ env: { ANALYTICS_URL: `${receiver.url}/events` } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const events = (name: string) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name));

it('counts the question flow opening once per visitor, category and day', async () => {
  const open = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/Analytics',
      payload: { Name: 'brief_started', CategoryKey: 'mobile' },
    });
  expect((await open()).json().Data).toEqual({ Recorded: true });
  await open();
  expect(await events('brief_started')).toHaveLength(1);
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Analytics',
    payload: { Name: 'agency_won' },
  });
  expect(refused.statusCode).toBe(400);
});

it('records a submitted brief in the table and posts it to the analytics endpoint', async () => {
  const client = await signUp(t.app, t.database.db);
  const offer = await createBrief(t.app, client.token);
  const [row] = await events('brief_submitted');
  expect(row).toMatchObject({ userId: client.userId, properties: { offerKey: offer.OfferKey } });
  await t.app.outboxWorker!.drain();
  const posted = receiver.received
    .filter((r) => r.path === '/events')
    .map((r) => r.body as { event: string });
  expect(posted.map((p) => p.event)).toEqual(expect.arrayContaining(['brief_started', 'brief_submitted']));
});
