import { FEEDBACK_BONUS } from '@brifa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyAccount, matchAgency } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { api, clientWithBrief, cloneOffer } from '../../../../test/opportunities.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** An agency matched to `count` projects of one client (copies of one brief). */
async function agencyWithOpportunities(count: number) {
  const { offer } = await clientWithBrief(t.app, db());
  const agency = await agencyAccount(t.app, db());
  const matchIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const offerId = index === 0 ? offer.Id : (await cloneOffer(db(), offer.Id)).id;
    matchIds.push((await matchAgency(db(), offerId, agency.providerId, { at: TEST_NOW })).id);
  }
  return { ...agency, matchIds };
}

const answer = (token: string, matchId: number, code = 'contacted') =>
  call.send('PUT', `MatchedProvider/${matchId}/feedback`, token, {
    Sentiment: 'positive',
    Code: code,
  });

async function bonuses(token: string) {
  const wallet = (await call.get('WalletTransaction?PageSize=100', token)).json().Data;
  const items = (wallet.Items as Array<{ Reason: string; Type: string; AmountKurus: number }>).filter(
    (item) => item.Reason === 'feedback_bonus',
  );
  return { items, balance: wallet.BalanceKurus as number };
}

describe('the feedback bonus (1 TL per 10 answers)', () => {
  it('pays on the 10th and 20th answer, once each; changing an answer is not a new answer', async () => {
    expect(FEEDBACK_BONUS).toEqual({ kurus: 100, perFeedbacks: 10 });
    const agency = await agencyWithOpportunities(21);
    for (const matchId of agency.matchIds.slice(0, 9)) {
      expect((await answer(agency.token, matchId)).statusCode).toBe(200);
    }
    expect((await bonuses(agency.token)).items).toEqual([]);

    // Changing earlier answers, however often, does not count.
    for (const code of ['meeting_set', 'meeting_done', 'offer_sent']) {
      await answer(agency.token, agency.matchIds[0]!, code);
    }
    expect((await bonuses(agency.token)).items).toEqual([]);

    expect((await answer(agency.token, agency.matchIds[9]!)).statusCode).toBe(200);
    let wallet = await bonuses(agency.token);
    expect(wallet.items).toEqual([
      expect.objectContaining({
        Reason: 'feedback_bonus',
        Type: 'gift',
        AmountKurus: 100,
      }),
    ]);
    expect(wallet.balance).toBe(100);

    // The 10th answer again (a change) pays nothing more.
    await answer(agency.token, agency.matchIds[9]!, 'agreed');
    expect((await bonuses(agency.token)).balance).toBe(100);

    for (const matchId of agency.matchIds.slice(10, 19)) await answer(agency.token, matchId);
    expect((await bonuses(agency.token)).balance).toBe(100);
    await answer(agency.token, agency.matchIds[19]!);
    wallet = await bonuses(agency.token);
    expect(wallet.items).toHaveLength(2);
    expect(wallet.balance).toBe(200);

    await answer(agency.token, agency.matchIds[20]!);
    expect((await bonuses(agency.token)).balance).toBe(200);
  });

  it('pays once when answers 10 to 14 arrive at the same time, and once when the 10th is sent twice', async () => {
    const agency = await agencyWithOpportunities(14);
    for (const matchId of agency.matchIds.slice(0, 9)) await answer(agency.token, matchId);
    const results = await Promise.all([
      ...agency.matchIds.slice(9).map((matchId) => answer(agency.token, matchId)),
      answer(agency.token, agency.matchIds[9]!, 'meeting_set'),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200));
    const wallet = await bonuses(agency.token);
    expect(wallet.items).toHaveLength(1);
    expect(wallet.balance).toBe(FEEDBACK_BONUS.kurus);

    const twin = await agencyWithOpportunities(10);
    for (const matchId of twin.matchIds.slice(0, 9)) await answer(twin.token, matchId);
    await Promise.all([
      answer(twin.token, twin.matchIds[9]!),
      answer(twin.token, twin.matchIds[9]!, 'offer_sent'),
      answer(twin.token, twin.matchIds[9]!, 'meeting_set'),
    ]);
    expect((await bonuses(twin.token)).balance).toBe(FEEDBACK_BONUS.kurus);
  });

  it('counts each agency apart', async () => {
    const first = await agencyWithOpportunities(5);
    const second = await agencyWithOpportunities(5);
    for (let index = 0; index < 5; index += 1) {
      await answer(first.token, first.matchIds[index]!);
      await answer(second.token, second.matchIds[index]!);
    }
    expect((await bonuses(first.token)).balance).toBe(0);
    expect((await bonuses(second.token)).balance).toBe(0);
  });
});
