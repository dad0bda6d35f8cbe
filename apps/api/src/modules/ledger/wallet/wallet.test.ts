import { PAGE_SIZE, PROJECT_VIEW_FEE_KURUS, type TWalletTransactionList } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { agencyAccount, createBrief, matchAgency } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { balanceOf, grantGift, platformBalanceOf, postTransaction } from './wallet.repo.ts';

let t: TTestApp;
const FEE = PROJECT_VIEW_FEE_KURUS;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A viewing-fee payment in its own transaction, as the opportunity screens make it. */
function spend(providerId: number, key: string, amountKurus = FEE, matchedProviderId: number | null = null) {
  return db().transaction((tx) =>
    postTransaction(tx, {
      legs: [
        { party: { providerId }, amountKurus: -amountKurus },
        { party: { platform: 'platform_revenue' }, amountKurus },
      ],
      type: 'spending',
      reason: 'project_view',
      description: 'Proje görüntüleme',
      idempotencyKey: key,
      matchedProviderId,
      now: t.clock.now(),
    }),
  );
}

function refund(
  providerId: number,
  key: string,
  amountKurus: number,
  matchedProviderId: number | null = null,
) {
  return db().transaction((tx) =>
    postTransaction(tx, {
      legs: [
        { party: { providerId }, amountKurus },
        { party: { platform: 'platform_revenue' }, amountKurus: -amountKurus },
      ],
      type: 'leadcoin',
      reason: 'refund_won',
      description: 'İade',
      idempotencyKey: key,
      matchedProviderId,
      now: t.clock.now(),
    }),
  );
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

async function entrySum(providerId: number): Promise<number> {
  const [row] = await rows<{ total: string }>(sql`
    select coalesce(sum(e.amount_kurus), 0) as total from wallet_entries e
    join wallet_accounts a on a.id = e.account_id where a.provider_id = ${providerId}`);
  return Number(row!.total);
}

async function entryCount(providerId: number): Promise<number> {
  const [row] = await rows<{ n: string }>(sql`
    select count(*) as n from wallet_entries e
    join wallet_accounts a on a.id = e.account_id where a.provider_id = ${providerId}`);
  return Number(row!.n);
}

async function unbalancedTransactions(): Promise<number> {
  const [row] = await rows<{ n: string }>(sql`
    select count(*) as n from (
      select transaction_id from wallet_entries group by transaction_id having sum(amount_kurus) <> 0
    ) unbalanced`);
  return Number(row!.n);
}

function isInsufficient(reason: unknown) {
  return reason instanceof ApiError && reason.code === 'WALLET_INSUFFICIENT';
}

describe('postTransaction under concurrency', () => {
  it('50 payments racing for a wallet with balance for 10: exactly 10 succeed, the balance ends at zero', async () => {
    const { providerId } = await makeAgency(db(), t.clock.now(), { walletKurus: 10 * FEE });
    const revenueBefore = await platformBalanceOf(db(), 'platform_revenue');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => spend(providerId, `race-${providerId}-${i}`)),
    );
    const applied = results.filter((r) => r.status === 'fulfilled' && r.value.applied);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(applied).toHaveLength(10);
    expect(rejected).toHaveLength(40);
    expect(rejected.every((r) => isInsufficient((r as PromiseRejectedResult).reason))).toBe(true);
    expect(await balanceOf(db(), providerId)).toBe(0);
    expect(await entrySum(providerId)).toBe(0);
    expect(await entryCount(providerId)).toBe(11); // the gift and ten payments
    expect(await platformBalanceOf(db(), 'platform_revenue')).toBe(revenueBefore + 10 * FEE);
    expect(await unbalancedTransactions()).toBe(0);
  });

  it('payments for different agencies and offers race without interfering', async () => {
    const agencies = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await makeAgency(db(), t.clock.now(), { walletKurus: 3 * FEE })).providerId,
      ),
    );
    const attempts = agencies.flatMap((providerId, a) =>
      Array.from({ length: 5 }, (_, i) =>
        spend(providerId, `multi-${providerId}-${i}`, FEE, 1000 * (a + 1) + i),
      ),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.applied)).toHaveLength(15);
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected).toHaveLength(10);
    expect(rejected.every((r) => isInsufficient(r.reason))).toBe(true);
    for (const providerId of agencies) {
      expect(await balanceOf(db(), providerId)).toBe(0);
      expect(await entrySum(providerId)).toBe(0);
    }
    expect(await unbalancedTransactions()).toBe(0);
  });

  it('replaying a payment with the same idempotency key 20 times at once charges once', async () => {
    const { providerId } = await makeAgency(db(), t.clock.now(), { walletKurus: 10 * FEE });
    const key = `replay-${providerId}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(providerId, key)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await balanceOf(db(), providerId)).toBe(9 * FEE);
    expect(await entrySum(providerId)).toBe(9 * FEE);
    // A later replay still answers with the earlier transaction.
    const again = await spend(providerId, key);
    expect(again).toEqual({ applied: false, transactionId: results[0]!.transactionId });
    expect(await balanceOf(db(), providerId)).toBe(9 * FEE);
  });

  it('a rejected payment writes nothing and a refund puts money back', async () => {
    const { providerId } = await makeAgency(db(), t.clock.now(), { walletKurus: FEE - 1 });
    const before = await entryCount(providerId);
    await expect(spend(providerId, `short-${providerId}`)).rejects.toSatisfy(isInsufficient);
    expect(await entryCount(providerId)).toBe(before);
    expect(await balanceOf(db(), providerId)).toBe(FEE - 1);
    // The key of a rejected payment is not used up: it applies once there is money.
    await refund(providerId, `refund-${providerId}`, 1);
    expect((await spend(providerId, `short-${providerId}`)).applied).toBe(true);
    expect(await balanceOf(db(), providerId)).toBe(0);
  });

  it('rejects malformed transactions before touching the ledger', async () => {
    const { providerId } = await makeAgency(db(), t.clock.now(), { walletKurus: FEE });
    await expect(
      db().transaction((tx) =>
        postTransaction(tx, {
          legs: [
            { party: { providerId }, amountKurus: -FEE },
            { party: { platform: 'platform_revenue' }, amountKurus: FEE - 1 },
          ],
          type: 'spending',
          reason: 'project_view',
          description: '',
          idempotencyKey: `bad-${providerId}`,
          now: t.clock.now(),
        }),
      ),
    ).rejects.toThrow(/sum to zero/);
    expect(await balanceOf(db(), providerId)).toBe(FEE);
  });

  it('grantGift applies a key once and balanceOf is 0 without an account', async () => {
    const { providerId } = await agencyAccount(t.app, db());
    expect(await balanceOf(db(), providerId)).toBe(0);
    const grant = {
      providerId,
      amountKurus: 250_00,
      idempotencyKey: `gift-${providerId}`,
      description: 'x',
      now: t.clock.now(),
    };
    expect(await grantGift(db(), grant)).toBe(true);
    expect(await grantGift(db(), grant)).toBe(false);
    expect(await balanceOf(db(), providerId)).toBe(250_00);
  });
});

describe('GET WalletTransaction', () => {
  it('lists the agency entries newest first with the running balance, 20 a page, and the session shows the balance', async () => {
    const agency = await agencyAccount(t.app, db());
    const client = await signUp(t.app, db());
    const offer = await createBrief(t.app, client.token, { CategoryId: 7 });
    const match = await matchAgency(db(), offer.Id, agency.providerId);
    await grantGift(db(), {
      providerId: agency.providerId,
      amountKurus: 30 * FEE,
      idempotencyKey: `list-gift-${agency.providerId}`,
      description: 'Hoş geldin hediyesi',
      now: t.clock.now(),
    });
    for (let i = 0; i < 23; i++)
      await spend(agency.providerId, `list-spend-${agency.providerId}-${i}`, FEE + i);
    await spend(agency.providerId, `list-view-${agency.providerId}`, FEE, match.id);
    await refund(agency.providerId, `list-refund-${agency.providerId}`, 2 * FEE, match.id);
    const expectedBalance = 30 * FEE - (23 * FEE + (22 * 23) / 2) - FEE + 2 * FEE;

    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/WalletTransaction${query}`,
        headers: bearer(agency.token),
      });
    const first = await get('');
    expect(first.statusCode).toBe(200);
    const page0 = first.json().Data as TWalletTransactionList;
    expect(page0.TotalCount).toBe(26);
    expect(page0.PageIndex).toBe(0);
    expect(page0.PageSize).toBe(PAGE_SIZE.transactions);
    expect(page0.Items).toHaveLength(20);
    expect(page0.BalanceKurus).toBe(expectedBalance);
    const [newest, view] = page0.Items;
    expect(newest).toMatchObject({
      Type: 'leadcoin',
      Reason: 'refund_won',
      AmountKurus: 2 * FEE,
      BalanceAfterKurus: expectedBalance,
      OfferKey: offer.OfferKey,
      MatchedProviderId: match.id,
    });
    expect(view).toMatchObject({ Reason: 'project_view', AmountKurus: -FEE, OfferKey: offer.OfferKey });
    // The project by the name the agency's screens give it (its category), not its raw key (issue 16).
    expect(view?.ProjectName).toEqual({ tr: expect.any(String), en: expect.any(String) });
    expect(view?.ProjectName?.en).not.toBe(offer.OfferKey);
    for (let i = 0; i + 1 < page0.Items.length; i++) {
      const [later, earlier] = [page0.Items[i]!, page0.Items[i + 1]!];
      expect(later.Id).toBeGreaterThan(earlier.Id);
      expect(later.BalanceAfterKurus).toBe(earlier.BalanceAfterKurus + later.AmountKurus);
    }

    const page1 = (await get('?PageIndex=1')).json().Data as TWalletTransactionList;
    expect(page1.Items).toHaveLength(6);
    expect(page1.TotalCount).toBe(26);
    const oldest = page1.Items.at(-1)!;
    expect(oldest).toMatchObject({
      Type: 'gift',
      Reason: 'grant',
      AmountKurus: 30 * FEE,
      BalanceAfterKurus: 30 * FEE,
    });
    expect(oldest.OfferKey).toBeNull();
    expect(oldest.ProjectName).toBeNull();
    expect(page1.Items[0]!.BalanceAfterKurus).toBe(
      page0.Items.at(-1)!.BalanceAfterKurus - page0.Items.at(-1)!.AmountKurus,
    );

    const beyond = (await get('?PageIndex=5')).json().Data as TWalletTransactionList;
    expect(beyond.Items).toHaveLength(0);
    expect(beyond.TotalCount).toBe(26);

    const session = await me(t.app, agency.token, agency.userId);
    expect(session.json().Data.Provider.TotalLeadCoin).toBe(expectedBalance / 100);
  });

  it('answers an empty list for an agency without entries, 403 for a client and 401 without a token', async () => {
    const agency = await agencyAccount(t.app, db());
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/WalletTransaction',
      headers: bearer(agency.token),
    });
    expect(empty.json().Data).toMatchObject({ Items: [], TotalCount: 0, BalanceKurus: 0 });
    const client = await signUp(t.app, db());
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/v1/WalletTransaction',
      headers: bearer(client.token),
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/walletTransaction' });
    expect(anonymous.statusCode).toBe(401);
  });
});
