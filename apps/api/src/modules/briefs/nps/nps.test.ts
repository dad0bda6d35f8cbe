import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMessageTo, me, signUp } from '../../../../test/accounts.ts';
import { agencyAccount, ageOffer, createBrief, matchAgency, offerRow } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { sendDueBrifaNpsRequests } from './nps.service.ts';

const DAY = 24 * 3600_000;
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token?: string,
  payload?: object,
  language = 'tr',
) {
  return t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

/** A client with a brief, an agency matched to it (responded) and the brief's access token. */
async function scene() {
  const client = await signUp(t.app, t.database.db);
  const offer = await createBrief(t.app, client.token, { CompanyName: 'Moda Kahve' });
  const agency = await agencyAccount(t.app, t.database.db);
  const match = await matchAgency(t.database.db, offer.Id, agency.providerId, { at: t.clock.now() });
  const row = await offerRow(t.database.db, offer.Id);
  return { client, offer, agency, match, token: row.accessToken! };
}

describe('Brifa NPS', () => {
  it('rates Brifa signed in, changes the score, and keeps other clients out', async () => {
    const { client, offer } = await scene();
    const other = await signUp(t.app, t.database.db);

    const empty = await call('GET', `BrifaNpsOnOffer?OfferKey=${offer.OfferKey}`, client.token);
    expect(empty.json().Data).toMatchObject({ Offer: { OfferKey: offer.OfferKey }, Nps: null });

    const posted = await call('POST', `offer/${offer.OfferKey}/brifa-nps`, client.token, {
      Score: 6,
      Comment: 'İdare eder',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const id = posted.json().Data.Id as number;
    expect(posted.json().Data).toMatchObject({ Score: 6, Comment: 'İdare eder' });

    const put = await call('PUT', 'BrifaNpsOnOffer', client.token, { OfferKey: offer.OfferKey, Score: 10 });
    expect(put.json().Data).toMatchObject({ Id: id, Score: 10, Comment: '' });
    expect((await call('GET', `UserBrifaNps/${id}`, client.token)).json().Data).toMatchObject({ Score: 10 });

    // Someone else's brief and someone else's answer are 404.
    expect((await call('GET', `UserBrifaNps/${id}`, other.token)).statusCode).toBe(404);
    const foreign = await call('POST', `offer/${offer.OfferKey}/brifa-nps`, other.token, { Score: 0 });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a score outside 0–10 in the caller’s language', async () => {
    const { client, offer } = await scene();
    for (const Score of [-1, 11, 4.5]) {
      const res = await call('POST', `offer/${offer.OfferKey}/brifa-nps`, client.token, { Score });
      expect(res.statusCode).toBe(400);
      expect(res.json().ErrorCode).toBe('VALIDATION_FAILED');
      expect(res.json().Errors.Score).toBeTruthy();
    }
    const tr = await call('PUT', 'BrifaNpsOnOffer', client.token, { OfferKey: offer.OfferKey, Score: 11 });
    const en = await call(
      'PUT',
      'BrifaNpsOnOffer',
      client.token,
      { OfferKey: offer.OfferKey, Score: 11 },
      'en-US',
    );
    expect(tr.json().Errors).toEqual({ Score: 'En fazla 10 olabilir.' });
    expect(en.json().Errors).toEqual({ Score: 'Must be at most 10.' });
  });

  it('e-mails 0–10 links once a week after the brief; the link answers without sign-in, a wrong token is 404', async () => {
    const { client, offer, token } = await scene();
    await ageOffer(t.database.db, offer.Id, new Date(t.clock.now().getTime() - 8 * DAY));
    const first = await sendDueBrifaNpsRequests(depsOf(t.app));
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(await sendDueBrifaNpsRequests(depsOf(t.app))).toEqual({ sent: 0 });
    const mail = await lastMessageTo(t.database.db, String(client.body.Email).toLowerCase());
    expect(mail?.template).toBe('brifaNpsRequest');
    expect(mail?.text).toContain(`/brifa-nps/9?offer=${offer.OfferKey}&user=${client.userId}&token=${token}`);

    const link = `OfferKey=${offer.OfferKey}&UserId=${client.userId}`;
    const page = await call('GET', `BrifaNpsOnOffer/not-auth?${link}&Token=${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().Data.Nps).toMatchObject({ Score: null, AnsweredAt: null });

    const wrong = await call('GET', `BrifaNpsOnOffer/not-auth?${link}&Token=${'x'.repeat(32)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().ErrorCode).toBe('NPS_LINK_INVALID');
    const wrongUser = await call('PUT', 'BrifaNpsOnOffer/not-auth', undefined, {
      OfferKey: offer.OfferKey,
      UserId: client.userId + 1,
      Token: token,
      Score: 3,
    });
    expect(wrongUser.statusCode).toBe(404);

    const answered = await call('PUT', 'BrifaNpsOnOffer/not-auth', undefined, {
      OfferKey: offer.OfferKey,
      UserId: client.userId,
      Token: token,
      Score: 9,
      Comment: 'Harika',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().Data).toMatchObject({ Score: 9, Comment: 'Harika' });
    const changed = await call('PUT', 'BrifaNpsOnOffer/not-auth', undefined, {
      OfferKey: offer.OfferKey,
      UserId: client.userId,
      Token: token,
      Score: 7,
    });
    expect(changed.json().Data).toMatchObject({ Id: answered.json().Data.Id, Score: 7 });
  });
});

describe('agreement NPS', () => {
  it('asks after "we agreed", shows the pop-up until answered, then the agency sees the score', async () => {
    const { client, agency, match, token } = await scene();
    const other = await signUp(t.app, t.database.db);
    const popUp = async () => (await me(t.app, client.token, client.userId)).json().Data.IsShowNpsPopUp;
    expect(await popUp()).toBe(false);

    const won = await call('POST', `MatchedProvider/${match.id}/won`, client.token);
    expect(won.statusCode, won.body).toBe(200);
    expect(await popUp()).toBe(true);

    const mail = await lastMessageTo(t.database.db, String(client.body.Email).toLowerCase());
    expect(mail?.template).toBe('agreementNpsRequest');
    const list = (await call('GET', 'AgreementNps', client.token)).json().Data;
    expect(list).toHaveLength(1);
    const id = list[0].Id as number;
    expect(list[0]).toMatchObject({ MatchedProviderId: match.id, Score: null, IsDue: true });
    expect(mail?.text).toContain(`/aggrement-nps/${client.userId}/${id}?token=${token}`);

    // "Later" hides it for a few days, then it comes back.
    await call('POST', `AgreementNps/${id}/later`, client.token);
    expect(await popUp()).toBe(false);
    t.clock.advance(3 * DAY + 1000);
    expect(await popUp()).toBe(true);

    // Others: another client is 404, the link with a wrong token is 404, can-access says no.
    expect((await call('GET', `AgreementNps/${id}/page`, other.token)).statusCode).toBe(404);
    expect((await call('PUT', `AgreementNps/${id}`, other.token, { Score: 1 })).statusCode).toBe(404);
    const bad = await call(
      'GET',
      `AgreementNps/not-auth/${id}/page?UserId=${client.userId}&Token=${'y'.repeat(32)}`,
    );
    expect(bad.statusCode).toBe(404);
    expect((await call('GET', `AgreementNps/${id}/can-access`, other.token)).json().Data).toEqual({
      CanAccess: false,
      IsAnswered: false,
    });
    const linkAccess = await call(
      'GET',
      `AgreementNps/${id}/can-access?UserId=${client.userId}&Token=${token}`,
    );
    expect(linkAccess.json().Data).toEqual({ CanAccess: true, IsAnswered: false });
    expect((await call('PUT', `AgreementNps/${id}`, client.token, { Score: 12 })).statusCode).toBe(400);

    const answered = await call('PUT', `AgreementNps/not-auth/${id}`, undefined, {
      UserId: client.userId,
      Token: token,
      Score: 10,
      Comment: 'Çok iyi çalıştılar',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().Data).toMatchObject({ Score: 10, IsDue: false });
    expect(await popUp()).toBe(false);
    const changed = await call('PUT', `AgreementNps/${id}`, client.token, { Score: 8, Comment: 'İyi' });
    expect(changed.json().Data).toMatchObject({ Score: 8, Comment: 'İyi' });

    const summary = await call('GET', 'AgreementNps/provider', agency.token);
    expect(summary.json().Data).toMatchObject({
      Count: 1,
      Average: 8,
      Nps: 0,
      Latest: [{ Score: 8, Comment: 'İyi' }],
    });
    expect((await call('GET', 'AgreementNps/provider', client.token)).statusCode).toBe(403);
  });
});
