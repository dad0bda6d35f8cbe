import { afterAll, beforeAll, expect, it } from 'vitest';
import { lastMessageTo, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { COMPLETE_FIELDS, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { sendDueFeedbackRequests } from './feedback.service.ts';

let t: TTestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('e-mails the feedback link once, three days after a brief that reached agencies', async () => {
  await makeAgency(t.database.db, t.clock.now(), { categoryId: 3, settings: { cityPreference: 'own_city' } });
  const client = await signUp(t.app, t.database.db);
  const unmatched = await signUp(t.app, t.database.db);
  await createBrief(t.app, client.token, COMPLETE_FIELDS);
  // In Ankara: the only agency works for its own city, Istanbul, so nobody is matched and nobody is asked.
  await createBrief(t.app, unmatched.token, { ...COMPLETE_FIELDS, CityId: 6, DistrictId: null });
  const email = String(client.body.Email).toLowerCase();

  t.clock.advance(2 * DAY);
  expect(await sendDueFeedbackRequests(depsOf(t.app))).toEqual({ sent: 0 });

  t.clock.advance(1 * DAY + 60_000);
  const first = await sendDueFeedbackRequests(depsOf(t.app));
  const message = await lastMessageTo(t.database.db, email);
  expect(message?.text).toMatch(/\/client-offer-feedback\?offer=[\w-]+&user=\d+&token=/);
  expect(first).toEqual({ sent: 1 });

  expect(await sendDueFeedbackRequests(depsOf(t.app))).toEqual({ sent: 0 });
});
