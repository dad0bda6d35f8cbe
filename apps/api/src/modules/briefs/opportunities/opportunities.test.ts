import { PROJECT_VIEW_FEE_KURUS } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyAccount, matchAgency } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import {
  addOverdueDebt,
  api,
  clientWithBrief,
  cloneOffer,
  giveWallet,
  matchedAgency,
  subscribe,
} from '../../../../test/opportunities.ts';
import { providerMembers } from '../../identity/accounts/providers.table.ts';
import { balanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { walletEntries } from '../../ledger/wallet/wallet.table.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;
const FEE = PROJECT_VIEW_FEE_KURUS;

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('the agency sees its opportunities', () => {
  it('lists them by folder with the brief but without the client, and moves them between folders', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);

    const list = await call.get('MatchedProvider/by-provider?Type=all', agency.token);
    expect(list.statusCode).toBe(200);
    const data = list.json().Data;
    expect(data.Counts).toMatchObject({ all: 1, new: 1, not_reviewed: 0, quoted: 0 });
    expect(data.Items[0]).toMatchObject({
      Id: agency.match.id,
      Folder: 'new',
      Status: 'waiting',
      AgencyState: 'open',
      HasAccess: false,
      Brief: { OfferKey: offer.OfferKey, BudgetTry: 750000 },
    });
    expect(JSON.stringify(data)).not.toContain('Moda Kahve');

    const detail = await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token);
    expect(detail.statusCode).toBe(200);
    const page = detail.json().Data;
    expect(page.Client).toBeNull();
    expect(page.Brief.Description.length).toBeGreaterThan(400);
    expect(page.Brief.Answers.length).toBeGreaterThan(0);
    expect(page.Access).toMatchObject({ HasAccess: false, FeeKurus: FEE, UnlockedCount: 0, UnlockLimit: 5 });
    expect(page.Access.Block).toBe('insufficient_balance');
    expect(JSON.stringify(page)).not.toContain(client.body.Email as string);

    // Opened: no longer new, and not under "not reviewed" either (issue 16), but "reviewed".
    const opened = await call.get('MatchedProvider/by-provider?Type=reviewed', agency.token);
    expect(opened.json().Data.Items.map((i: { Id: number }) => i.Id)).toEqual([agency.match.id]);
    expect(opened.json().Data.Counts).toMatchObject({ new: 0, not_reviewed: 0, reviewed: 1 });

    const moved = await call.send('POST', 'MatchedProviderFolder', agency.token, {
      MatchedProviderId: agency.match.id,
      Folder: 'follow',
    });
    expect(moved.json().Data.Folder).toBe('follow');
    const follow = await call.get('MatchedProvider/by-provider?Type=follow', agency.token);
    expect(follow.json().Data.TotalCount).toBe(1);
    const removed = await call.send('DELETE', 'MatchedProviderFolder', agency.token, {
      MatchedProviderId: agency.match.id,
    });
    expect(removed.json().Data.Folder).toBe('reviewed');
  });

  it('puts a quoted opportunity under "reviewed" and one never opened on a decided brief under "not reviewed"', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const quoting = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const missing = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), quoting.providerId, FEE, TEST_NOW);
    await call.send('POST', `MatchedProvider/${quoting.match.id}/payment`, quoting.token);
    await call.send('PUT', `MatchedProvider/${quoting.match.id}/quote`, quoting.token, {
      AmountTry: '90000',
      DurationDays: 30,
      Message: 'Kampanya planı, tasarımlar ve raporlama dahil teklifimiz.',
    });
    const counts = async (token: string) =>
      (await call.get('MatchedProvider/by-provider?Type=all', token)).json().Data.Counts;
    expect(await counts(quoting.token)).toMatchObject({ new: 0, not_reviewed: 0, reviewed: 1, quoted: 1 });
    expect(await counts(missing.token)).toMatchObject({ new: 1, not_reviewed: 0, reviewed: 0 });

    const won = await call.send('POST', `MatchedProvider/${quoting.match.id}/won`, client.token);
    expect(won.statusCode).toBe(200);
    expect(await counts(quoting.token)).toMatchObject({ won: 1, reviewed: 0, not_reviewed: 0 });
    const missed = (await call.get('MatchedProvider/by-provider?Type=not_reviewed', missing.token)).json()
      .Data;
    expect(missed.Items.map((i: { Id: number; AgencyState: string }) => [i.Id, i.AgencyState])).toEqual([
      [missing.match.id, 'agreed_with_another'],
    ]);
    expect(missed.Counts).toMatchObject({ new: 0, not_reviewed: 1 });
  });

  it('refuses clients and other agencies', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const stranger = await matchedAgency(t.app, db(), (await cloneOffer(db(), offer.Id)).id, TEST_NOW);

    expect((await call.get('MatchedProvider/by-provider', client.token)).statusCode).toBe(403);
    expect((await call.get(`offer/${offer.OfferKey}/for-provider`, stranger.token)).statusCode).toBe(404);
    const pay = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, stranger.token);
    expect(pay.statusCode).toBe(404);
  });
});

describe('access to the client', () => {
  it('costs the viewing fee once, shows the client, and counts the agencies that unlocked', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);

    const poor = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    expect(poor.statusCode).toBe(402);
    expect(poor.json().ErrorCode).toBe('WALLET_INSUFFICIENT');

    await giveWallet(db(), agency.providerId, FEE * 2, TEST_NOW);
    const paid = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    expect(paid.statusCode).toBe(200);
    const page = paid.json().Data;
    expect(page.Client).toMatchObject({ CompanyName: 'Moda Kahve', Email: client.body.Email });
    expect(page.Access).toMatchObject({ HasAccess: true, Source: 'wallet', UnlockedCount: 1 });
    expect(page.Match.Status).toBe('responded');

    const again = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(db(), agency.providerId)).toBe(FEE);

    // The brief's file route now lets the agency in (404 = no file, not 403/404 for lack of access).
    const matches = await call.get(`offer/${offer.OfferKey}/matches`, client.token);
    expect(matches.json().Data.Items[0].Status).toBe('responded');
  });

  it('is shared by the team users of the agency', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const colleague = await agencyAccount(t.app, db());
    await db()
      .update(providerMembers)
      .set({ providerId: agency.providerId, role: 'member' })
      .where(eq(providerMembers.userId, colleague.userId));
    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);

    const page = (await call.get(`offer/${offer.OfferKey}/for-provider`, colleague.token)).json().Data;
    expect(page.Access.HasAccess).toBe(true);
    expect(page.Client.CompanyName).toBe('Moda Kahve');
    const again = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, colleague.token);
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
  });

  it('is free with a subscription covering the category', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await subscribe(db(), agency.providerId, [3], TEST_NOW);
    const page = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(page.Access).toMatchObject({ HasAccess: true, Source: 'subscription', Subscribed: true });
    expect(page.Client.CompanyName).toBe('Moda Kahve');
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
  });

  it('is blocked by an overdue payment', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    await addOverdueDebt(db(), agency.providerId, TEST_NOW);
    const page = (await call.get(`offer/${offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(page.Access.Block).toBe('debt');
    const pay = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    expect(pay.statusCode).toBe(403);
    expect(pay.json().ErrorCode).toBe('PROVIDER_DEBT_BLOCKED');
    expect(await balanceOf(db(), agency.providerId)).toBe(FEE);
  });

  it('stops at the communication limit of 5 agencies', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    for (let i = 0; i < 5; i += 1) {
      const other = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
      await subscribe(db(), other.providerId, [3], TEST_NOW);
      await call.get(`offer/${offer.OfferKey}/for-provider`, other.token);
    }
    const late = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), late.providerId, FEE, TEST_NOW);
    const pay = await call.send('POST', `MatchedProvider/${late.match.id}/payment`, late.token);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().ErrorCode).toBe('OFFER_COMMUNICATION_LIMIT');
    expect(await balanceOf(db(), late.providerId)).toBe(FEE);
  });

  it('lets 50 racing payments spend a wallet holding 10 fees exactly 10 times', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const matchIds = [agency.match.id];
    for (let i = 1; i < 50; i += 1) {
      const copy = await cloneOffer(db(), offer.Id);
      matchIds.push(
        (await matchAgency(db(), copy.id, agency.providerId, { status: 'waiting', at: TEST_NOW })).id,
      );
    }
    await giveWallet(db(), agency.providerId, FEE * 10, TEST_NOW);
    const results = await Promise.all(
      matchIds.map((id) => call.send('POST', `MatchedProvider/${id}/payment`, agency.token)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.json().ErrorCode === 'WALLET_INSUFFICIENT')).toHaveLength(40);
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
    const spent = await db().select().from(walletEntries).where(eq(walletEntries.reason, 'project_view'));
    expect(spent.filter((e) => e.amountKurus < 0 && matchIds.includes(e.matchedProviderId!))).toHaveLength(
      10,
    );

    // The same payment replayed concurrently charges once.
    const other = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), other.providerId, FEE * 3, TEST_NOW);
    const replays = await Promise.all(
      Array.from({ length: 20 }, () =>
        call.send('POST', `MatchedProvider/${other.match.id}/payment`, other.token, {
          IdempotencyKey: 'same-key-123',
        }),
      ),
    );
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(db(), other.providerId)).toBe(FEE * 2);
    expect(client.token).toBeTruthy();
  });
});

describe('quotes', () => {
  it('need access, are validated, can be updated, and reach the client', async () => {
    const { client, offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    const quote = {
      AmountTry: '450000',
      DurationDays: 60,
      Message: 'Üç aşamalı bir plan öneriyoruz: keşif, tasarım, geliştirme.',
    };

    const locked = await call.send('PUT', `MatchedProvider/${agency.match.id}/quote`, agency.token, quote);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().ErrorCode).toBe('QUOTE_NEEDS_ACCESS');

    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
    const bad = await call.send('PUT', `MatchedProvider/${agency.match.id}/quote`, agency.token, {
      ...quote,
      AmountTry: '45.000 TL',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.AmountTry).toBeTruthy();

    const sent = await call.send('PUT', `MatchedProvider/${agency.match.id}/quote`, agency.token, quote);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().Data.Match.Quote).toMatchObject({ AmountKurus: 450000_00, DurationDays: 60 });
    await call.send('PUT', `MatchedProvider/${agency.match.id}/quote`, agency.token, {
      ...quote,
      AmountTry: 400000,
    });

    const seen = (await call.get(`offer/${offer.OfferKey}/matches`, client.token)).json().Data.Items[0];
    expect(seen.Quote).toMatchObject({ AmountKurus: 400000_00, DurationDays: 60, Currency: 'TRY' });
    const quoted = await call.get('MatchedProvider/by-provider?Type=quoted', agency.token);
    expect(quoted.json().Data.TotalCount).toBe(1);
  });
});
