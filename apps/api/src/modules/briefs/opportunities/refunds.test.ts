import { PROJECT_VIEW_FEE_KURUS, WON_REFUND_FEE_MULTIPLIER } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { api, clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';
import { depsOf } from '../../../platform/deps.ts';
import { providerOpportunityPreferences } from '../../agencies/match-settings/match-settings.table.ts';
import { balanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { invalidateOffer } from './refunds.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;
const FEE = PROJECT_VIEW_FEE_KURUS;

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('refunds', () => {
  it('holds five times the fee as pending when the client agrees (issue 20), and tells the other agency', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const winner = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const loser = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    for (const agency of [winner, loser]) {
      await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
      await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    }
    const won = await call.send('POST', `MatchedProvider/${winner.match.id}/won`, client.token);
    expect(won.statusCode).toBe(200);
    // Issue 20: nothing is credited on the client's word; the refund waits on the agreement as pending.
    expect(await balanceOf(db(), winner.providerId)).toBe(0);
    expect(await balanceOf(db(), loser.providerId)).toBe(0);

    const wallet = (await call.get('WalletTransaction', winner.token)).json().Data;
    expect(wallet.Items.map((item: { Reason: string }) => item.Reason)).not.toContain('refund_won');
    const agreements = (await call.get('AgreementDocument', winner.token)).json().Data;
    expect(agreements.PendingRefundKurus).toBe(FEE * WON_REFUND_FEE_MULTIPLIER);
    expect(agreements.Items[0]).toMatchObject({
      Status: 'awaiting_documents',
      RefundPendingKurus: FEE * WON_REFUND_FEE_MULTIPLIER,
      CanSendDocuments: true,
    });
    expect((await call.get('AgreementDocument', loser.token)).json().Data.Items).toEqual([]);

    const states = async (token: string) =>
      (await call.get('MatchedProvider/by-provider', token)).json().Data.Items[0].AgencyState;
    expect(await states(winner.token)).toBe('won');
    expect(await states(loser.token)).toBe('agreed_with_another');
    // Both agencies hear of the agreement once; the winner's one notice carries its pending refund (issue 16).
    const notices = async (token: string) =>
      (
        (await call.get('Notification', token)).json().Data.Items as Array<{
          Kind: string;
          Params: { IsWinner?: boolean; AmountKurus?: number };
        }>
      ).filter((n) => n.Kind !== 'new_match');
    const kinds = async (token: string) => (await notices(token)).map((n) => n.Kind);
    expect(await kinds(winner.token)).toEqual(['project_agreed']);
    expect((await notices(winner.token))[0]?.Params).toMatchObject({ IsWinner: true, AmountKurus: FEE * 5 });
    expect(await kinds(loser.token)).toContain('project_agreed');
    expect((await notices(loser.token))[0]?.Params.IsWinner).toBeUndefined();
    expect(await kinds(loser.token)).not.toContain('refund_granted');
    const quote = await call.send('PUT', `MatchedProvider/${loser.match.id}/quote`, loser.token, {
      AmountTry: '1000',
      DurationDays: 5,
      Message: 'Yine de bir teklif göndermek istiyoruz, lütfen değerlendirin.',
    });
    expect(quote.json().ErrorCode).toBe('OPPORTUNITY_CLOSED');
  });

  it('returns the fee when the client dismisses the agency within 48 hours, not later', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const quick = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const slow = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    for (const agency of [quick, slow]) {
      await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
      await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    }
    await call.send('POST', `MatchedProvider/${quick.match.id}/mark`, client.token, {
      Mark: 'not_interested',
    });
    await call.send('POST', `MatchedProvider/${quick.match.id}/mark`, client.token, {
      Mark: 'not_interested',
    });
    expect(await balanceOf(db(), quick.providerId)).toBe(FEE);

    // The other agency paid 49 hours before the client dismissed it.
    await db()
      .update(matchedProviders)
      .set({ accessAt: new Date(TEST_NOW.getTime() - 49 * 3_600_000) })
      .where(eq(matchedProviders.id, slow.match.id));
    await call.send('POST', `MatchedProvider/${slow.match.id}/mark`, client.token, {
      Mark: 'not_interested',
    });
    expect(await balanceOf(db(), slow.providerId)).toBe(0);
  });

  it('returns every paid fee when an operator marks the brief invalid', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    const deps = depsOf(t.app);
    expect(await invalidateOffer(deps, { offerKey: offer.OfferKey, reason: 'fake' })).toMatchObject({
      refunded: 1,
      refundedKurus: FEE,
      changed: true,
    });
    // A second run refunds no one again.
    expect(await invalidateOffer(deps, { offerKey: offer.OfferKey, reason: 'fake' })).toMatchObject({
      refunded: 0,
      changed: false,
    });
    expect(await balanceOf(db(), agency.providerId)).toBe(FEE);
    const page = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(page.Match.AgencyState).toBe('closed');
  });
});

describe('agency feedback', () => {
  it('"do not send such requests" tightens only the confirmed preferences', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const page = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(page.TightenOptions.map((o: { Field: string }) => o.Field)).toContain('CompanySize');

    const missing = await call.send('PUT', `MatchedProvider/${agency.match.id}/feedback`, agency.token, {
      Sentiment: 'negative',
      Code: 'other',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.Note).toBeTruthy();

    const saved = await call.send('PUT', `MatchedProvider/${agency.match.id}/feedback`, agency.token, {
      Sentiment: 'negative',
      Code: 'do_not_send_such',
      Tighten: ['CompanySize'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Data.Feedback).toMatchObject({ Sentiment: 'negative', Code: 'do_not_send_such' });
    const [prefs] = await db()
      .select()
      .from(providerOpportunityPreferences)
      .where(eq(providerOpportunityPreferences.providerId, agency.providerId));
    expect(prefs!.companySizes).not.toContain('sme');
    expect(prefs!.companySizes.length).toBeGreaterThan(0);
    expect(prefs!.audienceTypes).toEqual([]);

    const positive = await call.send('PUT', `MatchedProvider/${agency.match.id}/feedback`, agency.token, {
      Sentiment: 'positive',
      Code: 'meeting_set',
    });
    expect(positive.json().Data.Feedback.Code).toBe('meeting_set');
  });
});
