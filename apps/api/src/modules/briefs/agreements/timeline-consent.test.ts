import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount, matchAgency } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { clientWithBrief } from '../../../../test/opportunities.ts';
import { agreements } from './agreements.table.ts';

/**
 * Issue 21 item 8: each side of an agreement gives or withdraws its consent to be named on the public timeline
 * (PUT OfferAgreement/{id}/timeline-consent); names show only while both agreed.
 */

let t: TTestApp;
const db = () => t.database.db;
const COMPANY = 'Açık Kahve Kavurma A.Ş.';

beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

async function agreementWithSides() {
  const { client, offer } = await clientWithBrief(t.app, db(), { CompanyName: COMPANY });
  const agency = await agencyAccount(t.app, db());
  const match = await matchAgency(db(), offer.Id, agency.providerId, { at: TEST_NOW });
  const [row] = await db()
    .insert(agreements)
    .values({
      offerId: offer.Id,
      matchId: match.id,
      providerId: agency.providerId,
      clientUserId: client.userId,
      status: 'awaiting_documents',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  return { client, agency, id: row!.id };
}

function consent(token: string, id: number, shown: boolean, language = 'tr') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/OfferAgreement/${id}/timeline-consent`,
    headers: { ...bearer(token), 'accept-language': language },
    payload: { Shown: shown },
  });
}

async function cards() {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/Timeline' });
  expect(response.statusCode).toBe(200);
  const items = response.json().Data.Items as { ClientCompany: string | null; Agency: unknown }[];
  return items;
}

async function agreementView(token: string, id: number) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v1/AgreementDocument',
    headers: bearer(token),
  });
  return list.json().Data.Items.find((item: { Id: number }) => item.Id === id);
}

describe('PUT OfferAgreement/{id}/timeline-consent', () => {
  it('names the company and the agency on the timeline only while both sides agree', async () => {
    const { client, agency, id } = await agreementWithSides();
    const named = async () => (await cards()).some((card) => card.ClientCompany === COMPANY);

    // Nobody agreed: anonymous; each side sees the switch off.
    expect(await named()).toBe(false);
    expect(await agreementView(client.token, id)).toMatchObject({
      ShownOnTimeline: false,
      OtherSideShownOnTimeline: false,
      CanShowOnTimeline: true,
    });

    // Only the client agreed: still anonymous; the agency sees that the client agreed.
    const given = await consent(client.token, id, true);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().Data).toMatchObject({ Side: 'client', ShownOnTimeline: true });
    expect(await named()).toBe(false);
    expect(await agreementView(agency.token, id)).toMatchObject({
      ShownOnTimeline: false,
      OtherSideShownOnTimeline: true,
    });

    // Both agreed: the company and the agency's public name, nothing about the people.
    const agencyGiven = await consent(agency.token, id, true);
    expect(agencyGiven.json().Data).toMatchObject({
      Side: 'provider',
      ShownOnTimeline: true,
      OtherSideShownOnTimeline: true,
    });
    const card = (await cards()).find((item) => item.ClientCompany === COMPANY);
    expect(card?.Agency).toMatchObject({ Name: expect.any(String), Slug: expect.any(String) });
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/Timeline' })).body;
    expect(body).not.toContain(String(client.body.Email));
    expect(body).not.toContain(client.phone.slice(-7));

    // Giving it twice changes nothing.
    expect((await consent(agency.token, id, true)).json().Data.ShownOnTimeline).toBe(true);

    // The agency withdraws: anonymous again.
    const withdrawn = await consent(agency.token, id, false);
    expect(withdrawn.json().Data).toMatchObject({ ShownOnTimeline: false, OtherSideShownOnTimeline: true });
    expect(await named()).toBe(false);

    // Agreed again, then the client withdraws: anonymous again.
    await consent(agency.token, id, true);
    expect(await named()).toBe(true);
    await consent(client.token, id, false);
    expect(await named()).toBe(false);
  });

  it('answers 404 to anyone but the two sides, in both languages', async () => {
    const { id } = await agreementWithSides();
    const stranger = await clientWithBrief(t.app, db());
    const otherAgency = await agencyAccount(t.app, db());
    for (const token of [stranger.client.token, otherAgency.token]) {
      const refused = await consent(token, id, true);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().ErrorCode).toBe('AGREEMENT_NOT_FOUND');
    }
    expect((await consent(stranger.client.token, id, true, 'tr')).json().Message).toBe(
      'Bu anlaşma bulunamadı ya da size ait değil.',
    );
    expect((await consent(stranger.client.token, id, true, 'en')).json().Message).toBe(
      'This agreement was not found or is not yours.',
    );
    expect((await consent(stranger.client.token, id + 10_000, true)).statusCode).toBe(404);
  });

  it('may be withdrawn but not given once the agreement ended; an ended agreement names nobody', async () => {
    const { client, agency, id } = await agreementWithSides();
    await consent(client.token, id, true);
    await consent(agency.token, id, true);
    expect((await cards()).some((card) => card.ClientCompany === COMPANY)).toBe(true);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/v1/OfferAgreement/${id}/end`,
      headers: bearer(client.token),
      payload: { Reason: 'Proje iptal edildi' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().Data.CanShowOnTimeline).toBe(false);
    expect((await cards()).some((card) => card.ClientCompany === COMPANY)).toBe(false);
    expect((await consent(agency.token, id, false)).json().Data.ShownOnTimeline).toBe(false);
    const refused = await consent(agency.token, id, true, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe('The agreement is not in a state that allows this.');
  });
});
