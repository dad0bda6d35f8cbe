import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { agencyAccount } from '../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { depsOf } from '../../platform/deps.ts';
import { subscriptions } from '../ledger/subscriptions/subscriptions.table.ts';
import { noticeExpiringSubscriptions } from './subscription-notices.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('tells the agency a week before its subscription ends, once', async () => {
  const agency = await agencyAccount(t.app, t.database.db);
  const now = t.clock.now().getTime();
  const day = 24 * 3600_000;
  await t.database.db.insert(subscriptions).values([
    {
      providerId: agency.providerId,
      kind: 'category',
      categoryIds: [3],
      startsAt: new Date(now - 20 * day),
      endsAt: new Date(now + 6.5 * day),
    },
    // Ends in 20 days: not yet.
    {
      providerId: agency.providerId,
      kind: 'package',
      plan: 'lite',
      startsAt: new Date(now),
      endsAt: new Date(now + 20 * day),
    },
  ]);
  expect(await noticeExpiringSubscriptions(depsOf(t.app))).toEqual({ noticed: 1 });
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/v1/Notification', headers: bearer(agency.token) })
  ).json().Data;
  expect(list.Items).toHaveLength(1);
  expect(list.Items[0]).toMatchObject({
    Kind: 'subscription_expiring',
    Params: { Days: 7 },
    Link: '/premium/subscription',
  });

  // The next morning it is inside the 6-day window: no second notice until the day before.
  t.clock.advance(day);
  expect(await noticeExpiringSubscriptions(depsOf(t.app))).toEqual({ noticed: 0 });
  t.clock.advance(5 * day);
  expect(await noticeExpiringSubscriptions(depsOf(t.app))).toEqual({ noticed: 1 });
});
