import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyBody, bearer, clientBody, me, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { BRIEF_DESCRIPTION, categoryAnswers } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

/**
 * The shorter brief (issue 16): the pop-up signs a client up without a password and sends only what matching
 * uses; what it leaves out is asked after submission on /project-complete.
 */

let t: TTestApp;
const CATEGORY_ID = 3;

beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 3; i++) await makeAgency(t.database.db, t.clock.now(), { categoryId: CATEGORY_ID });
});
afterAll(() => t.close());

/** Exactly what the pop-up sends now: no employees, district, contact preference, time or scope fields. */
async function shortBrief(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Offer',
    headers: bearer(token),
    payload: {
      CategoryId: CATEGORY_ID,
      Answers: await categoryAnswers(t.app, CATEGORY_ID),
      BudgetTry: '750000',
      StartDate: null,
      CompanyName: 'Moda Kahve',
      SectorId: 8,
      CompanySize: 'sme',
      CityId: 34,
      IsDecisionMaker: true,
      Description: BRIEF_DESCRIPTION,
    },
  });
}

const DEFERRED = [
  'AudienceType',
  'GeoScope',
  'BusinessType',
  'Turnover',
  'IsTender',
  'EmployeeCount',
  'ContactPreference',
  'AvailableTime',
];

describe('a client signed up in the brief pop-up', () => {
  it('gets an account without a password, which then asks for its first password', async () => {
    const body = clientBody();
    delete (body as { Password?: string }).Password;
    const client = await signUp(t.app, t.database.db, { body });
    const session = (await me(t.app, client.token, client.userId)).json().Data;
    expect(session).toMatchObject({ IsClient: true, IsPhoneVerified: true, InitialPasswordHasSet: false });
    // No password can sign in to it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      payload: { Email: body.Email, Password: 'guclu-sifre-2026' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().ErrorCode).toBe('INVALID_CREDENTIALS');
    // The first password is set without a current one (the existing initial-password flow).
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(client.token),
      payload: { NewPassword: 'ilk-sifrem-2026' },
    });
    expect(set.statusCode).toBe(200);
    expect((await me(t.app, client.token, client.userId)).json().Data.InitialPasswordHasSet).toBe(true);
  });

  it('still needs a valid password when one is typed, and an agency always needs one', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: clientBody({ Password: 'kisa' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors).toHaveProperty('Password');
    const agency = agencyBody();
    delete (agency as { Password?: string }).Password;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/provider/register', payload: agency });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toHaveProperty('Password');
  });
});

describe('the short brief', () => {
  it('is matched without the fields asked after submission, which the project then misses', async () => {
    const client = await signUp(t.app, t.database.db);
    const res = await shortBrief(client.token);
    expect(res.statusCode).toBe(201);
    const offer = res.json().Data;
    expect(offer.MatchedCount).toBeGreaterThan(0);
    expect(offer).toMatchObject({ EmployeeCount: null, ContactPreference: null, AvailableTime: null });
    expect(offer.MissingFields).toEqual(DEFERRED);
    expect((await me(t.app, client.token, client.userId)).json().Data.IsHaveMissingDataOffer).toBe(true);

    const complete = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/offer/${offer.OfferKey}/missing-fields`,
        headers: bearer(client.token),
        payload,
      });
    const partial = await complete({
      AudienceType: 'b2c',
      GeoScope: 'national',
      BusinessType: 'retail',
      Turnover: '10m_100m',
      IsTender: false,
    });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().Errors).sort()).toEqual([
      'AvailableTime',
      'ContactPreference',
      'EmployeeCount',
    ]);
    const done = await complete({
      AudienceType: 'b2c',
      GeoScope: 'national',
      BusinessType: 'retail',
      Turnover: '10m_100m',
      IsTender: false,
      EmployeeCount: '11-50',
      ContactPreference: 'phone',
      AvailableTime: 'morning',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().Data).toMatchObject({
      MissingFields: [],
      EmployeeCount: '11-50',
      ContactPreference: 'phone',
      AvailableTime: 'morning',
    });
    expect((await me(t.app, client.token, client.userId)).json().Data.IsHaveMissingDataOffer).toBe(false);
  });
});
