import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAgency } from '../../../../test/agencies.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { balanceOf, postTransaction, type TWalletLeg } from './wallet.repo.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type TCommand = { kind: 'grant' | 'spend' | 'refund'; agency: number; amountKurus: number; key: number };

const command = fc.record({
  kind: fc.constantFrom<TCommand['kind']>('grant', 'spend', 'spend', 'refund'),
  agency: fc.integer({ min: 0, max: 2 }),
  amountKurus: fc.integer({ min: 1, max: 2000_00 }),
  // A small key space, so that some operations replay an earlier key.
  key: fc.integer({ min: 0, max: 24 }),
});

function legsOf(c: TCommand, providerId: number): TWalletLeg[] {
  if (c.kind === 'grant')
    return [
      { party: { providerId }, amountKurus: c.amountKurus },
      { party: { platform: 'platform_promotions' }, amountKurus: -c.amountKurus },
    ];
  if (c.kind === 'spend')
    return [
      { party: { providerId }, amountKurus: -c.amountKurus },
      { party: { platform: 'platform_revenue' }, amountKurus: c.amountKurus },
    ];
  return [
    { party: { providerId }, amountKurus: c.amountKurus },
    { party: { platform: 'platform_revenue' }, amountKurus: -c.amountKurus },
  ];
}

/** Cached balance and sum of entries of each agency account. */
async function ledgerOf(providerIds: number[]) {
  const result = await t.database.db.execute(sql`
    select a.provider_id, a.balance_kurus, coalesce(sum(e.amount_kurus), 0) as entries, count(e.id) as n
    from wallet_accounts a left join wallet_entries e on e.account_id = a.id
    where a.provider_id in (${sql.join(
      providerIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by a.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return new Map(
    rows.map((r) => [
      Number(r.provider_id),
      { cached: Number(r.balance_kurus), entries: Number(r.entries), count: Number(r.n) },
    ]),
  );
}

describe('wallet ledger properties', () => {
  it('random grants, payments and refunds keep every balance equal to its entries and never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const run = randomBytes(4).toString('hex');
        const providerIds: number[] = [];
        for (let i = 0; i < 3; i++)
          providerIds.push((await makeAgency(t.database.db, t.clock.now(), { walletKurus: 0 })).providerId);
        const model = providerIds.map(() => 0);
        const usedKeys = new Set<number>();
        for (const c of commands) {
          const providerId = providerIds[c.agency]!;
          const before = await ledgerOf(providerIds);
          let outcome: 'applied' | 'replayed' | 'rejected';
          try {
            const result = await t.database.db.transaction((tx) =>
              postTransaction(tx, {
                legs: legsOf(c, providerId),
                type: c.kind === 'grant' ? 'gift' : c.kind === 'spend' ? 'spending' : 'leadcoin',
                reason:
                  c.kind === 'grant' ? 'grant' : c.kind === 'spend' ? 'project_view' : 'refund_dismissed',
                description: c.kind,
                idempotencyKey: `prop-${run}-${c.key}`,
                now: t.clock.now(),
              }),
            );
            outcome = result.applied ? 'applied' : 'replayed';
          } catch (error) {
            if (!(error instanceof ApiError && error.code === 'WALLET_INSUFFICIENT')) throw error;
            outcome = 'rejected';
          }
          const delta = c.kind === 'spend' ? -c.amountKurus : c.amountKurus;
          const expected = usedKeys.has(c.key)
            ? 'replayed'
            : model[c.agency]! + delta < 0
              ? 'rejected'
              : 'applied';
          expect(outcome).toBe(expected);
          if (outcome === 'applied') {
            model[c.agency]! += delta;
            usedKeys.add(c.key);
          }
          const after = await ledgerOf(providerIds);
          providerIds.forEach((id, i) => {
            const account = after.get(id) ?? { cached: 0, entries: 0, count: 0 };
            expect(account.cached).toBe(account.entries);
            expect(account.cached).toBe(model[i]);
            expect(account.cached).toBeGreaterThanOrEqual(0);
          });
          // A rejected payment or a replay changes nothing at all.
          if (outcome !== 'applied') expect(after).toEqual(before);
        }
        for (const [i, id] of providerIds.entries())
          expect(await balanceOf(t.database.db, id)).toBe(model[i]);
      }),
      { numRuns: 25 },
    );
  });

  it('every transaction of the ledger sums to zero', async () => {
    const result = await t.database.db.execute(sql`
      select count(*) as n from (
        select transaction_id from wallet_entries group by transaction_id having sum(amount_kurus) <> 0
      ) unbalanced`);
    expect(Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBe(0);
  });
});
