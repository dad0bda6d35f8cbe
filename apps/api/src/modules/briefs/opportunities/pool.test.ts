import { POOL_CONTACTS_WITHOUT_SUBSCRIPTION } from '@brifa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../../../../test/accounts.ts';
import { agencyAccount, matchAgency } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import {
  api,
  clientWithBrief,
  cloneOffer,
  setOfferTimes,
  subscribe,
} from '../../../../test/opportunities.ts';
import { depsOf } from '../../../platform/deps.ts';
import { inviteAgency } from './invitations.service.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;
const HOUR = 3_600_000;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

/** A brief whose 24-hour window ended two hours ago with one responding agency. */
async function poolBrief() {
  const { client, offer } = await clientWithBrief(t.app, db());
  await setOfferTimes(db(), offer.Id, {
    createdAt: new Date(TEST_NOW.getTime() - 26 * HOUR),
    windowEndsAt: new Date(TEST_NOW.getTime() - 2 * HOUR),
  });
  const matched = await agencyAccount(t.app, db());
  await matchAgency(db(), offer.Id, matched.providerId, {
    status: 'responded',
    at: new Date(TEST_NOW.getTime() - 25 * HOUR),
  });
  return { client, offer, matched };
}

describe('the pool', () => {
  it('shares briefs left with fewer than 5 responses with agencies that were not matched', async () => {
    const { offer, matched } = await poolBrief();
    const outsider = await agencyAccount(t.app, db());

    const pool = (await call.get('Pool', outsider.token)).json().Data;
    const item = pool.Items.find((i: { Brief: { OfferKey: string } }) => i.Brief.OfferKey === offer.OfferKey);
    expect(item).toMatchObject({ ResponsesCount: 1, SlotsLeft: 4 });
    expect(pool.ContactsLeft).toBe(POOL_CONTACTS_WITHOUT_SUBSCRIPTION);
    expect(JSON.stringify(pool)).not.toContain('Moda Kahve');

    // The matched agency does not see its own brief in the pool.
    const own = (await call.get('Pool', matched.token)).json().Data;
    expect(own.Items.some((i: { Brief: { OfferKey: string } }) => i.Brief.OfferKey === offer.OfferKey)).toBe(
      false,
    );

    const before = (await call.get(`pool/offer/${offer.OfferKey}/for-provider`, outsider.token)).json().Data;
    expect(before).toMatchObject({
      Match: null,
      Client: null,
      PoolContactsLeft: POOL_CONTACTS_WITHOUT_SUBSCRIPTION,
    });
    const contacted = await call.send('POST', `pool/offer/${offer.OfferKey}/contact`, outsider.token);
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json().Data).toMatchObject({
      Match: { Source: 'pool', HasAccess: true },
      Client: { CompanyName: 'Moda Kahve' },
    });
    const mine = (await call.get('MatchedProvider/by-provider?HasPool=true', outsider.token)).json().Data;
    expect(mine.Items.map((i: { Brief: { OfferKey: string } }) => i.Brief.OfferKey)).toEqual([
      offer.OfferKey,
    ]);
    const matchedOnly = (await call.get('MatchedProvider/by-provider?HasPool=false', outsider.token)).json()
      .Data;
    expect(matchedOnly.TotalCount).toBe(0);
  });

  it('limits contacts without a subscription, and not with one', async () => {
    const { offer } = await poolBrief();
    const agency = await agencyAccount(t.app, db());
    const copies = [offer.OfferKey];
    for (let i = 0; i < POOL_CONTACTS_WITHOUT_SUBSCRIPTION; i += 1)
      copies.push((await cloneOffer(db(), offer.Id)).key);
    for (const key of copies.slice(0, POOL_CONTACTS_WITHOUT_SUBSCRIPTION)) {
      expect((await call.send('POST', `pool/offer/${key}/contact`, agency.token)).statusCode).toBe(200);
    }
    const over = await call.send('POST', `pool/offer/${copies.at(-1)}/contact`, agency.token);
    expect(over.statusCode).toBe(409);
    expect(over.json().ErrorCode).toBe('POOL_CONTACT_LIMIT');

    await subscribe(db(), agency.providerId, [3], TEST_NOW);
    expect((await call.send('POST', `pool/offer/${copies.at(-1)}/contact`, agency.token)).statusCode).toBe(
      200,
    );
    expect((await call.get('Pool', agency.token)).json().Data.ContactsLeft).toBeNull();
  });

  it('says the brief reached its communication limit once 5 agencies responded to it', async () => {
    const { offer } = await poolBrief();
    // One matched agency responded; four more take it from the pool.
    for (let i = 0; i < 4; i += 1) {
      const agency = await agencyAccount(t.app, db());
      expect((await call.send('POST', `pool/offer/${offer.OfferKey}/contact`, agency.token)).statusCode).toBe(
        200,
      );
    }
    const late = await agencyAccount(t.app, db());
    const list = (await call.get('Pool', late.token)).json().Data;
    expect(list.Items.some((i: { Brief: { OfferKey: string } }) => i.Brief.OfferKey === offer.OfferKey)).toBe(
      false,
    );
    const page = (await call.get(`pool/offer/${offer.OfferKey}/for-provider`, late.token)).json().Data;
    expect(page.Access.Block).toBe('communication_limit');
    const refused = await call.send('POST', `pool/offer/${offer.OfferKey}/contact`, late.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorCode).toBe('OFFER_COMMUNICATION_LIMIT');
  });
});

describe('unregistered agencies', () => {
  it('see the invitation summary, decline once with a reason', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const link = await inviteAgency(depsOf(t.app), {
      offerKey: offer.OfferKey,
      email: 'hello@new-agency.example.com',
      companyName: 'Yeni Ajans',
      locale: 'tr',
    });
    const key = link.split('/').at(-1)!;
    expect((await lastMessageTo(db(), 'hello@new-agency.example.com'))?.text).toContain(link);

    const page = await t.app.inject({ method: 'GET', url: `/api/v1/BusinessOpportunity/${key}` });
    expect(page.json().Data).toMatchObject({ Status: 'sent', CompanyName: 'Yeni Ajans', IsOpen: true });
    expect(page.body).not.toContain('Moda Kahve');

    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/v1/BusinessOpportunity/${key}/decline`,
      payload: { Reason: 'other' },
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/BusinessOpportunity/${key}/decline`,
      payload: { Reason: 'no_capacity' },
    });
    expect(declined.json().Data.Status).toBe('declined');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/BusinessOpportunity/${key}/decline`,
      payload: { Reason: 'no_capacity' },
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/BusinessOpportunity/not-a-real-key' })).statusCode,
    ).toBe(404);
  });
});
