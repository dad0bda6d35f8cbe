import { isNegativeOutcome, MATCH_OUTCOMES, type TMatchOutcome } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, lastMessageTo, signUp } from '../../../../test/accounts.ts';
import { agencyAccount, ageOffer, createBrief, matchAgency, offerRow } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { depsOf } from '../../../platform/deps.ts';
import { users } from '../../identity/users/users.table.ts';
import { runExtraMatch } from '../matching/matching.service.ts';
import { queueFeedbackRequest } from './feedback.service.ts';

// The engine's extra match is its own module's concern: here we only check that "wants new match" asks for it.
vi.mock('../matching/matching.service.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../matching/matching.service.ts')>()),
  runExtraMatch: vi.fn(async () => ({ added: 2 })),
}));

const DAY = 24 * 3600_000;
let t: TTestApp;

type TAccount = { token: string; userId: number };
type TScene = {
  client: TAccount & { email: string };
  offer: { Id: number; OfferKey: string };
  token: string;
  agencies: Array<TAccount & { providerId: number }>;
  matchIds: number[];
  declinedMatchId: number;
};

/** A client with a 4-day-old project, two matched agencies that responded and one that declined. */
async function scene(): Promise<TScene> {
  const client = await signUp(t.app, t.database.db);
  const offer = await createBrief(t.app, client.token, { CompanyName: 'Moda Kahve' });
  await ageOffer(t.database.db, offer.Id, new Date(t.clock.now().getTime() - 4 * DAY));
  const agencies = [
    await agencyAccount(t.app, t.database.db),
    await agencyAccount(t.app, t.database.db),
    await agencyAccount(t.app, t.database.db),
  ];
  const matches = [];
  for (const [index, agency] of agencies.entries()) {
    matches.push(
      await matchAgency(t.database.db, offer.Id, agency.providerId, {
        status: index === 2 ? 'declined' : 'responded',
        at: new Date(t.clock.now().getTime() - 4 * DAY + index * 1000),
      }),
    );
  }
  const row = await offerRow(t.database.db, offer.Id);
  return {
    client: { ...client, email: String(client.body.Email) },
    offer,
    token: row.accessToken!,
    agencies,
    matchIds: matches.slice(0, 2).map((match) => match.id),
    declinedMatchId: matches[2]!.id,
  };
}

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
  language = 'tr-TR',
) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  // Every scene signs up four accounts from one address: lift the per-IP code limit (tested elsewhere).
  t = await buildTestApp({ env: { VERIFICATION_IP_LIMIT_PER_HOUR: '10000' } });
});
afterAll(() => t.close());
beforeEach(() => vi.mocked(runExtraMatch).mockClear());

describe('Feedback/not-completed', () => {
  it('lists projects 3+ days old with a matched agency and no answer, newest first', async () => {
    const client = await signUp(t.app, t.database.db);
    const agency = await agencyAccount(t.app, t.database.db);
    const now = t.clock.now().getTime();
    const make = async (
      name: string,
      ageDays: number,
      matched: boolean,
      status: 'responded' | 'expired' = 'responded',
    ) => {
      const offer = await createBrief(t.app, client.token, { CompanyName: name });
      await ageOffer(t.database.db, offer.Id, new Date(now - ageDays * DAY));
      if (matched) await matchAgency(t.database.db, offer.Id, agency.providerId, { status });
      return offer;
    };
    const exactly3 = await make('Üç Gün', 3, true);
    const older = await make('Beş Gün', 5, true);
    await make('Yeni', 2, true);
    await make('Eşleşmesiz', 6, false);
    await make('Süresi Dolmuş', 6, true, 'expired');
    const closed = await make('Kapalı', 7, true);
    await call('POST', `offer/${closed.OfferKey}/close`, client.token);

    const res = await call('GET', 'Feedback/not-completed', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual([
      expect.objectContaining({
        OfferKey: exactly3.OfferKey,
        CompanyName: 'Üç Gün',
        CategoryName: 'Mobil Uygulama Geliştirme',
        MatchedCount: 1,
        FeedbackId: null,
      }),
      expect.objectContaining({ OfferKey: older.OfferKey }),
    ]);

    // Asked for (the e-mail) but not answered: still listed; answered: gone.
    await queueFeedbackRequest(depsOf(t.app), older.Id);
    const asked = (await call('GET', 'Feedback/not-completed', client.token)).json().Data;
    expect(asked[1]).toMatchObject({ OfferKey: older.OfferKey, FeedbackId: expect.any(Number) });
    await call('POST', 'Feedback', client.token, { OfferKey: older.OfferKey, Status: 'talks_positive' });
    const after = (await call('GET', 'Feedback/not-completed', client.token)).json().Data;
    expect(after.map((item: { OfferKey: string }) => item.OfferKey)).toEqual([exactly3.OfferKey]);
    expect((await call('GET', 'Feedback/not-completed')).statusCode).toBe(401);
  });
});

describe('the overall answer (Feedback)', () => {
  it('needs a reason code for "talks negative" and "search ended", in the caller’s language', async () => {
    const { client, offer } = await scene();
    for (const Status of ['talks_negative', 'search_ended']) {
      const res = await call('POST', 'Feedback', client.token, { OfferKey: offer.OfferKey, Status });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ErrorCode: 'VALIDATION_FAILED',
        Errors: { ReasonCode: 'Bu alan zorunludur.' },
      });
    }
    const english = await call(
      'POST',
      'Feedback',
      client.token,
      { OfferKey: offer.OfferKey, Status: 'search_ended' },
      'en-US',
    );
    expect(english.json().Errors).toEqual({ ReasonCode: 'This field is required.' });
    const wrong = await call('POST', 'Feedback', client.token, { OfferKey: offer.OfferKey, Status: 'so-so' });
    expect(Object.keys(wrong.json().Errors)).toEqual(['Status']);
  });

  it('records one answer per project, updates it and shows it on the client’s page', async () => {
    const { client, offer, agencies } = await scene();
    const first = await call('POST', 'Feedback', client.token, {
      OfferKey: offer.OfferKey,
      Status: 'talks_negative',
      ReasonCode: 'price',
      Note: '  Teklifler bütçemizin üstündeydi.  ',
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().Data;
    expect(saved).toMatchObject({
      OfferKey: offer.OfferKey,
      Status: 'talks_negative',
      ReasonCode: 'price',
      Note: 'Teklifler bütçemizin üstündeydi.',
      AnsweredAt: t.clock.now().toISOString(),
      AddedMatches: 0,
    });

    // Posting again updates the same answer; a positive answer drops the reason code.
    const second = await call('POST', 'Feedback', client.token, {
      OfferKey: offer.OfferKey,
      Status: 'agency_chosen',
      ReasonCode: 'price',
    });
    expect(second.json().Data).toMatchObject({
      Id: saved.Id,
      Status: 'agency_chosen',
      ReasonCode: null,
      Note: '',
    });

    const put = await call('PUT', `Feedback/${saved.Id}`, client.token, {
      Status: 'search_ended',
      ReasonCode: 'relevance',
    });
    expect(put.json().Data).toMatchObject({ Id: saved.Id, Status: 'search_ended', ReasonCode: 'relevance' });
    const badPut = await call('PUT', `Feedback/${saved.Id}`, client.token, { Status: 'search_ended' });
    expect(badPut.json().Errors).toEqual({ ReasonCode: 'Bu alan zorunludur.' });

    const page = await call('GET', `feedback/${saved.Id}/page`, client.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().Data).toMatchObject({
      Offer: { OfferKey: offer.OfferKey, CompanyName: 'Moda Kahve' },
      Feedback: { Id: saved.Id, Status: 'search_ended' },
      Providers: [
        { Agency: { Id: agencies[0]!.providerId }, Outcome: null },
        { Agency: { Id: agencies[1]!.providerId }, Outcome: null },
      ],
    });
    expect(vi.mocked(runExtraMatch)).not.toHaveBeenCalled();
  });

  it('answers 404 for another client’s project or feedback, never its data', async () => {
    const { client, offer } = await scene();
    const other = await signUp(t.app, t.database.db);
    const saved = (
      await call('POST', 'Feedback', client.token, { OfferKey: offer.OfferKey, Status: 'talks_positive' })
    ).json().Data;
    const post = await call('POST', 'Feedback', other.token, {
      OfferKey: offer.OfferKey,
      Status: 'talks_positive',
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ ErrorCode: 'OFFER_NOT_FOUND', Data: null });
    for (const res of [
      await call('PUT', `Feedback/${saved.Id}`, other.token, { Status: 'talks_positive' }),
      await call('GET', `feedback/${saved.Id}/page`, other.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ErrorCode: 'FEEDBACK_NOT_FOUND', Data: null });
    }
    expect(
      (await call('POST', 'Feedback', undefined, { OfferKey: offer.OfferKey, Status: 'talks_positive' }))
        .statusCode,
    ).toBe(401);
  });

  it('"wants new match" asks the engine for more agencies once, and keeps the answer when it cannot', async () => {
    const { client, offer } = await scene();
    const res = await call('POST', 'Feedback', client.token, {
      OfferKey: offer.OfferKey,
      Status: 'wants_new_match',
    });
    expect(res.json().Data).toMatchObject({ Status: 'wants_new_match', AddedMatches: 2 });
    expect(vi.mocked(runExtraMatch)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(runExtraMatch).mock.calls[0]![1]).toBe(offer.Id);

    // Saying it again does not match again.
    await call('POST', 'Feedback', client.token, {
      OfferKey: offer.OfferKey,
      Status: 'wants_new_match',
      Note: 'Hâlâ',
    });
    expect(vi.mocked(runExtraMatch)).toHaveBeenCalledTimes(1);

    const another = await scene();
    vi.mocked(runExtraMatch).mockRejectedValueOnce(new ApiError('OFFER_TRANSITION_INVALID'));
    const refused = await call('POST', 'Feedback', another.client.token, {
      OfferKey: another.offer.OfferKey,
      Status: 'wants_new_match',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().Data).toMatchObject({ Status: 'wants_new_match', AddedMatches: 0 });
  });

  it('shows a matched agency the answer and its own outcome without the client’s details', async () => {
    const { client, offer, agencies, matchIds } = await scene();
    await call('POST', 'UserOfferFeedback', client.token, {
      OfferKey: offer.OfferKey,
      MatchedProviderId: matchIds[0],
      Outcome: 'price_too_high',
      ReasonCode: 'price',
    });
    const saved = (
      await call('POST', 'Feedback', client.token, {
        OfferKey: offer.OfferKey,
        Status: 'talks_negative',
        ReasonCode: 'price',
        Note: 'Ayşe Hanım: 0532 000 00 00',
      })
    ).json().Data;

    const res = await call('GET', `feedback/${saved.Id}/page/provider`, agencies[0]!.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({
      Id: saved.Id,
      OfferKey: offer.OfferKey,
      CategoryName: 'Mobil Uygulama Geliştirme',
      Status: 'talks_negative',
      ReasonCode: 'price',
      AnsweredAt: saved.AnsweredAt,
      Outcome: 'price_too_high',
      OutcomeReasonCode: 'price',
    });
    expect(res.body).not.toContain('Moda Kahve');
    expect(res.body).not.toContain('0532');
    expect(res.body).not.toContain(client.email);

    const second = (await call('GET', `feedback/${saved.Id}/page/provider`, agencies[1]!.token)).json().Data;
    expect(second).toMatchObject({ Outcome: null, OutcomeReasonCode: null });

    const stranger = await agencyAccount(t.app, t.database.db);
    for (const token of [stranger.token, client.token]) {
      const refused = await call('GET', `feedback/${saved.Id}/page/provider`, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ ErrorCode: 'FEEDBACK_NOT_FOUND', Data: null });
    }
  });
});

describe('outcomes per matched agency (UserOfferFeedback)', () => {
  it('lists the visible matched agencies with their current outcome', async () => {
    const { client, offer, agencies, matchIds } = await scene();
    const res = await call('GET', `UserOfferFeedback/matched-providers/${offer.OfferKey}`, client.token);
    expect(res.statusCode).toBe(200);
    const form = res.json().Data;
    expect(form.Offer).toMatchObject({ OfferKey: offer.OfferKey, CompanyName: 'Moda Kahve' });
    expect(form.Feedback).toBeNull();
    expect(form.Providers).toEqual([
      {
        MatchedProviderId: matchIds[0],
        Agency: { Id: agencies[0]!.providerId, Name: 'Pikselhane', Slug: expect.any(String) },
        MatchStatus: 'responded',
        FeedbackId: null,
        Outcome: null,
        ReasonCode: null,
        Note: '',
      },
      expect.objectContaining({ MatchedProviderId: matchIds[1] }),
    ]);
    const byQuery = await call(
      'GET',
      `UserOfferFeedback/matched-providers?OfferKey=${offer.OfferKey}`,
      client.token,
    );
    expect(byQuery.json().Data.Providers).toHaveLength(2);
    const other = await signUp(t.app, t.database.db);
    const refused = await call('GET', `UserOfferFeedback/matched-providers/${offer.OfferKey}`, other.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Pikselhane');
  });

  it('needs a reason code for a negative outcome and accepts only the offer’s matched agencies', async () => {
    const { client, offer, matchIds, declinedMatchId } = await scene();
    const body = { OfferKey: offer.OfferKey, MatchedProviderId: matchIds[0] };
    for (const Outcome of ['no_agreement', 'agreed_with_another', 'no_reply', 'price_too_high']) {
      const res = await call('POST', 'UserOfferFeedback', client.token, { ...body, Outcome });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual({ ReasonCode: 'Bu alan zorunludur.' });
    }
    const english = await call(
      'POST',
      'UserOfferFeedback',
      client.token,
      { ...body, Outcome: 'no_reply' },
      'en-US',
    );
    expect(english.json().Errors).toEqual({ ReasonCode: 'This field is required.' });
    const badReason = await call('POST', 'UserOfferFeedback', client.token, {
      ...body,
      Outcome: 'no_reply',
      ReasonCode: 'mood',
    });
    expect(Object.keys(badReason.json().Errors)).toEqual(['ReasonCode']);

    const declined = await call('POST', 'UserOfferFeedback', client.token, {
      ...body,
      MatchedProviderId: declinedMatchId,
      Outcome: 'considering',
    });
    expect(declined.statusCode).toBe(404);
    expect(declined.json()).toMatchObject({ ErrorCode: 'FEEDBACK_MATCH_NOT_FOUND' });
    const elsewhere = await scene();
    const foreign = await call('POST', 'UserOfferFeedback', client.token, {
      ...body,
      MatchedProviderId: elsewhere.matchIds[0],
      Outcome: 'considering',
    });
    expect(foreign.json()).toMatchObject({ StatusCode: 404, ErrorCode: 'FEEDBACK_MATCH_NOT_FOUND' });
  });

  it('saves, reads, changes and counts the outcomes', async () => {
    const { client, offer, agencies, matchIds } = await scene();
    const isAnswered = async () =>
      (await call('GET', `UserOfferFeedback/is-answered/${offer.OfferKey}`, client.token)).json().Data;
    expect(await isAnswered()).toEqual({ IsAnswered: false, AnsweredCount: 0, MatchedCount: 2 });

    const first = await call('POST', 'UserOfferFeedback', client.token, {
      OfferKey: offer.OfferKey,
      MatchedProviderId: matchIds[0],
      Outcome: 'no_reply',
      ReasonCode: 'no_reply',
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().Data;
    expect(saved).toMatchObject({
      OfferKey: offer.OfferKey,
      MatchedProviderId: matchIds[0],
      Agency: { Id: agencies[0]!.providerId, Name: 'Pikselhane' },
      Outcome: 'no_reply',
      ReasonCode: 'no_reply',
    });
    expect(await isAnswered()).toEqual({ IsAnswered: false, AnsweredCount: 1, MatchedCount: 2 });

    // A second answer about the same agency replaces the first; positive outcomes carry no reason.
    const again = await call('POST', 'UserOfferFeedback', client.token, {
      OfferKey: offer.OfferKey,
      MatchedProviderId: matchIds[0],
      Outcome: 'meeting_scheduled',
      ReasonCode: 'price',
      Note: 'Salı günü',
    });
    expect(again.json().Data).toMatchObject({
      Id: saved.Id,
      Outcome: 'meeting_scheduled',
      ReasonCode: null,
      Note: 'Salı günü',
    });
    await call('POST', 'UserOfferFeedback', client.token, {
      OfferKey: offer.OfferKey,
      MatchedProviderId: matchIds[1],
      Outcome: 'received_offer',
    });
    expect(await isAnswered()).toEqual({ IsAnswered: true, AnsweredCount: 2, MatchedCount: 2 });
    const byQuery = await call(
      'GET',
      `UserOfferFeedback/is-answered?OfferKey=${offer.OfferKey}`,
      client.token,
    );
    expect(byQuery.json().Data.IsAnswered).toBe(true);

    expect((await call('GET', `UserOfferFeedback/${saved.Id}`, client.token)).json().Data).toMatchObject({
      Id: saved.Id,
      Outcome: 'meeting_scheduled',
    });
    const put = await call('PUT', `UserOfferFeedback/${saved.Id}`, client.token, {
      Outcome: 'no_agreement',
      ReasonCode: 'relevance',
    });
    expect(put.json().Data).toMatchObject({ Id: saved.Id, Outcome: 'no_agreement', ReasonCode: 'relevance' });
    const badPut = await call('PUT', `UserOfferFeedback/${saved.Id}`, client.token, {
      Outcome: 'no_agreement',
    });
    expect(badPut.json().Errors).toEqual({ ReasonCode: 'Bu alan zorunludur.' });

    const form = (
      await call('GET', `UserOfferFeedback/matched-providers/${offer.OfferKey}`, client.token)
    ).json().Data;
    expect(form.Providers.map((p: { Outcome: string }) => p.Outcome)).toEqual([
      'no_agreement',
      'received_offer',
    ]);

    const other = await signUp(t.app, t.database.db);
    for (const res of [
      await call('GET', `UserOfferFeedback/${saved.Id}`, other.token),
      await call('PUT', `UserOfferFeedback/${saved.Id}`, other.token, { Outcome: 'considering' }),
      await call('GET', `UserOfferFeedback/is-answered/${offer.OfferKey}`, other.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().Data).toBeNull();
    }
  });
});

describe('changing an outcome (PUT UserOfferFeedback)', () => {
  const reasonFor = (outcome: TMatchOutcome) => (isNegativeOutcome(outcome) ? { ReasonCode: 'price' } : {});

  it('accepts every outcome of the spec, signed in and from the e-mailed link, and keeps one answer', async () => {
    const s = await scene();
    const id = (
      await call('POST', 'UserOfferFeedback', s.client.token, {
        OfferKey: s.offer.OfferKey,
        MatchedProviderId: s.matchIds[0],
        Outcome: 'waiting_for_offer',
      })
    ).json().Data.Id;
    expect(MATCH_OUTCOMES).toHaveLength(11);
    for (const [index, outcome] of MATCH_OUTCOMES.entries()) {
      const answer = { Outcome: outcome, ...reasonFor(outcome) };
      const link = { UserId: s.client.userId, Token: s.token };
      const res =
        index % 2 === 1
          ? await call('PUT', `UserOfferFeedback/not-auth/${id}`, undefined, { ...link, ...answer })
          : await call('PUT', `UserOfferFeedback/${id}`, s.client.token, answer);
      expect(res.statusCode, outcome).toBe(200);
      expect(res.json().Data).toMatchObject({
        Id: id,
        MatchedProviderId: s.matchIds[0],
        Outcome: outcome,
        ReasonCode: isNegativeOutcome(outcome) ? 'price' : null,
      });
    }
    const form = (
      await call('GET', `UserOfferFeedback/matched-providers/${s.offer.OfferKey}`, s.client.token)
    ).json().Data;
    expect(form.Providers[0]).toMatchObject({ FeedbackId: id, Outcome: MATCH_OUTCOMES.at(-1) });
    const answered = await call('GET', `UserOfferFeedback/is-answered/${s.offer.OfferKey}`, s.client.token);
    expect(answered.json().Data).toMatchObject({ AnsweredCount: 1 });
  });

  it('answers 404 to a wrong token or another client, in their language, and changes nothing', async () => {
    const s = await scene();
    const id = (
      await call('POST', 'UserOfferFeedback', s.client.token, {
        OfferKey: s.offer.OfferKey,
        MatchedProviderId: s.matchIds[1],
        Outcome: 'meeting_scheduled',
      })
    ).json().Data.Id;
    const wrongLink = { UserId: s.client.userId, Token: `${s.token.slice(0, -3)}abc` };
    const wrong = await call(
      'PUT',
      `UserOfferFeedback/not-auth/${id}`,
      undefined,
      { ...wrongLink, Outcome: 'meeting_held' },
      'en-US',
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ ErrorCode: 'FEEDBACK_LINK_INVALID', Data: null });
    expect(wrong.json().Message).toMatch(/link/i);
    const other = await signUp(t.app, t.database.db);
    const foreign = await call('PUT', `UserOfferFeedback/${id}`, other.token, { Outcome: 'meeting_held' });
    expect(foreign.statusCode).toBe(404);
    const missing = await call('PUT', 'UserOfferFeedback/999999999', s.client.token, {
      Outcome: 'had_meeting',
    });
    expect(missing.statusCode).toBe(404);
    const kept = await call('GET', `UserOfferFeedback/${id}`, s.client.token);
    expect(kept.json().Data.Outcome).toBe('meeting_scheduled');
  });
});

describe('the e-mailed link (not-auth calls)', () => {
  const link = (s: TScene, overrides: { UserId?: number; Token?: string } = {}) => ({
    UserId: s.client.userId,
    Token: s.token,
    ...overrides,
  });
  const query = (values: { UserId: number; Token: string }) =>
    `UserId=${values.UserId}&Token=${encodeURIComponent(values.Token)}`;

  it('reads the form and saves answers with the user id and the offer’s token', async () => {
    const s = await scene();
    const form = await call(
      'GET',
      `UserOfferFeedback/not-auth/matched-providers/${s.offer.OfferKey}?${query(link(s))}`,
    );
    expect(form.statusCode).toBe(200);
    expect(form.json().Data.Providers).toHaveLength(2);

    const saved = await call('POST', 'UserOfferFeedback/not-auth', undefined, {
      ...link(s),
      OfferKey: s.offer.OfferKey,
      MatchedProviderId: s.matchIds[1],
      Outcome: 'agreed_with_another',
      ReasonCode: 'chose_another',
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().Data.Id;
    const missingReason = await call('POST', 'UserOfferFeedback/not-auth', undefined, {
      ...link(s),
      OfferKey: s.offer.OfferKey,
      MatchedProviderId: s.matchIds[0],
      Outcome: 'no_agreement',
    });
    expect(missingReason.json().Errors).toEqual({ ReasonCode: 'Bu alan zorunludur.' });

    expect(
      (await call('GET', `UserOfferFeedback/not-auth/${id}?${query(link(s))}`)).json().Data,
    ).toMatchObject({
      Id: id,
      Outcome: 'agreed_with_another',
    });
    const put = await call('PUT', `UserOfferFeedback/not-auth/${id}`, undefined, {
      ...link(s),
      Outcome: 'agreement_reached',
    });
    expect(put.json().Data).toMatchObject({ Id: id, Outcome: 'agreement_reached', ReasonCode: null });

    const overall = await call('POST', 'Feedback/not-auth', undefined, {
      ...link(s),
      OfferKey: s.offer.OfferKey,
      Status: 'agency_chosen',
    });
    expect(overall.json().Data).toMatchObject({ Status: 'agency_chosen', OfferKey: s.offer.OfferKey });
    const page = (
      await call('GET', `UserOfferFeedback/matched-providers/${s.offer.OfferKey}`, s.client.token)
    ).json().Data;
    expect(page.Feedback).toMatchObject({ Status: 'agency_chosen' });
    expect(page.Providers[1]).toMatchObject({ FeedbackId: id, Outcome: 'agreement_reached' });
  });

  it('answers 404 to a wrong token, a wrong user, another offer’s token or an expired link, revealing nothing', async () => {
    const s = await scene();
    const other = await scene();
    const id = (
      await call('POST', 'UserOfferFeedback', s.client.token, {
        OfferKey: s.offer.OfferKey,
        MatchedProviderId: s.matchIds[0],
        Outcome: 'considering',
      })
    ).json().Data.Id;
    const wrongLinks = [
      link(s, { Token: `${s.token.slice(0, -2)}xx` }),
      link(s, { UserId: other.client.userId }),
      link(s, { Token: other.token }),
      link(s, { UserId: other.client.userId, Token: other.token }),
    ];
    for (const wrong of wrongLinks) {
      const answers = [
        await call('GET', `UserOfferFeedback/not-auth/matched-providers/${s.offer.OfferKey}?${query(wrong)}`),
        await call('GET', `UserOfferFeedback/not-auth/${id}?${query(wrong)}`),
        await call('PUT', `UserOfferFeedback/not-auth/${id}`, undefined, {
          ...wrong,
          Outcome: 'no_reply',
          ReasonCode: 'speed',
        }),
        await call('POST', 'UserOfferFeedback/not-auth', undefined, {
          ...wrong,
          OfferKey: s.offer.OfferKey,
          MatchedProviderId: s.matchIds[0],
          Outcome: 'considering',
        }),
        await call('POST', 'Feedback/not-auth', undefined, {
          ...wrong,
          OfferKey: s.offer.OfferKey,
          Status: 'talks_positive',
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ ErrorCode: 'FEEDBACK_LINK_INVALID', Data: null });
        expect(res.body).not.toContain('Moda Kahve');
        expect(res.body).not.toContain('Pikselhane');
      }
    }
    // Nothing was changed by the wrong links.
    expect((await call('GET', `UserOfferFeedback/${id}`, s.client.token)).json().Data.Outcome).toBe(
      'considering',
    );
    expect((await call('GET', 'Feedback/not-completed', s.client.token)).json().Data).toHaveLength(1);
    // Without credentials at all the call is refused by validation, still without data.
    const bare = await call('GET', `UserOfferFeedback/not-auth/matched-providers/${s.offer.OfferKey}`);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().Data).toBeNull();

    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 90 * DAY));
    const expired = await call(
      'GET',
      `UserOfferFeedback/not-auth/matched-providers/${s.offer.OfferKey}?${query(link(s))}`,
    );
    t.clock.set(start);
    expect(expired.json()).toMatchObject({ StatusCode: 404, ErrorCode: 'FEEDBACK_LINK_INVALID' });
  });
});

describe('the feedback e-mail', () => {
  it('sends the tokenised link once, in the client’s language', async () => {
    const s = await scene();
    const deps = depsOf(t.app);
    expect(await queueFeedbackRequest(deps, s.offer.Id)).toEqual({ queued: true });
    const mail = await lastMessageTo(t.database.db, s.client.email);
    expect(mail).toMatchObject({
      channel: 'email',
      template: 'feedbackRequest',
      subject: 'Ajanslarla nasıl geçti?',
    });
    const url = new URL(mail!.text.match(/https?:\/\/\S+client-offer-feedback\S+/)![0]);
    expect(url.pathname).toBe('/client-offer-feedback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      offer: s.offer.OfferKey,
      user: String(s.client.userId),
      token: s.token,
    });
    expect(mail!.html).toContain('Geri bildirim ver');
    const fromLink = await call(
      'GET',
      `UserOfferFeedback/not-auth/matched-providers/${url.searchParams.get('offer')}?UserId=${url.searchParams.get('user')}&Token=${url.searchParams.get('token')}`,
    );
    expect(fromLink.statusCode).toBe(200);

    expect(await queueFeedbackRequest(deps, s.offer.Id)).toEqual({ queued: false });

    const english = await scene();
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, english.client.userId));
    const dev = await t.app.inject({
      method: 'POST',
      url: `/api/dev/feedback-request/${english.offer.OfferKey}`,
    });
    expect(dev.json().Data).toEqual({ Queued: true });
    const englishMail = await lastMessageTo(t.database.db, english.client.email);
    expect(englishMail).toMatchObject({ subject: 'How did it go with the agencies?' });
    expect(englishMail!.html).toContain('Give feedback');
  });
});
