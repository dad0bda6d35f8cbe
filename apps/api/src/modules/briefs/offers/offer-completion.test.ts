import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, signUp } from '../../../../test/accounts.ts';
import { COMPLETE_FIELDS, createBrief } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const notCompleted = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/offer/not-completed', headers: bearer(token) });

const complete = (token: string, key: string, payload: Record<string, unknown>, language = 'tr-TR') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/offer/${key}/missing-fields`,
    headers: { ...bearer(token), 'accept-language': language },
    payload,
  });

const missingFlag = async (account: { token: string; userId: number }) =>
  (await me(t.app, account.token, account.userId)).json().Data.IsHaveMissingDataOffer as boolean;

describe('projects that miss data', () => {
  it('lists the open projects missing any of the five fields, newest first, and flags the session', async () => {
    const client = await signUp(t.app, t.database.db);
    expect(await missingFlag(client)).toBe(false);
    const older = await createBrief(t.app, client.token, { CompanyName: 'Eski Proje' });
    t.clock.advance(60_000);
    const complete = await createBrief(t.app, client.token, COMPLETE_FIELDS);
    t.clock.advance(60_000);
    const newer = await createBrief(t.app, client.token, { CompanyName: 'Yeni Proje', AudienceType: 'b2b' });

    expect(complete.MissingFields).toEqual([]);
    const res = await notCompleted(client.token);
    expect(res.statusCode).toBe(200);
    const items = res.json().Data as Array<{
      OfferKey: string;
      MissingFields: string[];
      CompanyName: string;
    }>;
    expect(items.map((item) => item.OfferKey)).toEqual([newer.OfferKey, older.OfferKey]);
    expect(items[0]!.MissingFields).toEqual(['GeoScope', 'BusinessType', 'Turnover', 'IsTender']);
    expect(items[1]!.MissingFields).toEqual([
      'AudienceType',
      'GeoScope',
      'BusinessType',
      'Turnover',
      'IsTender',
    ]);
    expect(await missingFlag(client)).toBe(true);
  });

  it('leaves out closed and deleted projects, and never flags agencies', async () => {
    const client = await signUp(t.app, t.database.db);
    const closed = await createBrief(t.app, client.token);
    const deleted = await createBrief(t.app, client.token);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/offer/${closed.OfferKey}/close`,
      headers: bearer(client.token),
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/offer/${deleted.OfferKey}`,
      headers: bearer(client.token),
    });
    expect((await notCompleted(client.token)).json().Data).toEqual([]);
    expect(await missingFlag(client)).toBe(false);

    const agency = await signUp(t.app, t.database.db, { kind: 'agency' });
    expect(await missingFlag(agency)).toBe(false);
    expect((await notCompleted(agency.token)).json().Data).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/offer/not-completed' })).statusCode).toBe(401);
  });
});

describe('filling in the missing fields', () => {
  it('requires every field the project misses, with messages in the caller’s language', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createBrief(t.app, client.token, { AudienceType: 'b2b', GeoScope: 'local' });

    const partial = await complete(client.token, offer.OfferKey, { BusinessType: 'retail', IsTender: null });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ ErrorCode: 'VALIDATION_FAILED' });
    expect(partial.json().Errors).toEqual({
      Turnover: 'Bu alan zorunludur.',
      IsTender: 'Bu alan zorunludur.',
    });

    const english = await complete(client.token, offer.OfferKey, {}, 'en-US');
    expect(english.json().Errors).toEqual({
      BusinessType: 'This field is required.',
      Turnover: 'This field is required.',
      IsTender: 'This field is required.',
    });

    const wrong = await complete(client.token, offer.OfferKey, {
      BusinessType: 'bakery',
      Turnover: 'a lot',
      IsTender: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().Errors).sort()).toEqual(['BusinessType', 'IsTender', 'Turnover']);
    expect((await notCompleted(client.token)).json().Data).toHaveLength(1);
  });

  it('completes the project: nothing is missing any more and the session flag clears', async () => {
    const client = await signUp(t.app, t.database.db);
    const offer = await createBrief(t.app, client.token, { AudienceType: 'b2b' });
    const res = await complete(client.token, offer.OfferKey, {
      GeoScope: 'international',
      BusinessType: 'technology',
      Turnover: 'over_1b',
      IsTender: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      OfferKey: offer.OfferKey,
      AudienceType: 'b2b',
      GeoScope: 'international',
      BusinessType: 'technology',
      Turnover: 'over_1b',
      IsTender: true,
      MissingFields: [],
    });
    expect((await notCompleted(client.token)).json().Data).toEqual([]);
    expect(await missingFlag(client)).toBe(false);

    // A complete project may still be corrected; sending nothing changes nothing.
    const again = await complete(client.token, offer.OfferKey, { AudienceType: 'b2c' });
    expect(again.json().Data).toMatchObject({ AudienceType: 'b2c', MissingFields: [] });
    expect((await complete(client.token, offer.OfferKey, {})).statusCode).toBe(200);
  });

  it('answers 404 for another client’s project and 401 without a token', async () => {
    const owner = await signUp(t.app, t.database.db);
    const other = await signUp(t.app, t.database.db);
    const offer = await createBrief(t.app, owner.token);
    const res = await complete(other.token, offer.OfferKey, COMPLETE_FIELDS);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ErrorCode: 'OFFER_NOT_FOUND', Data: null });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/offer/${offer.OfferKey}/missing-fields`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect((await notCompleted(owner.token)).json().Data).toHaveLength(1);
  });
});
