import { isValidVkn } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../test/helpers.ts';
import { reconcilePayments } from '../../modules/billing/payments/reconcile.ts';
import { balanceOf } from '../../modules/ledger/wallet/wallet.service.ts';
import { seedDemoOperator } from '../../modules/ops/operators/operators.service.ts';
import { depsOf } from '../../platform/deps.ts';
import { seedDemoData } from './demo.ts';
import { DEMO_PAYMENT_KEY_PREFIX, seedDemoPayments } from './demo-payments.ts';

type TRows<T> = { rows: T[] };

describe('seedDemoPayments', () => {
  let t: TTestApp;
  const before = new Map<string, number>();
  const ids = new Map<string, number>();

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await t.database.db.execute(query)) as unknown as TRows<T>).rows;
  }

  async function figures() {
    return (
      await rows<Record<string, number>>(sql`
      select (select count(*) from payments)::int as payments,
             (select count(*) from wallet_entries)::int as entries,
             (select count(*) from invoices)::int as invoices,
             (select count(*) from bank_transfers)::int as transfers,
             (select count(*) from billing_customers)::int as customers,
             (select count(*) from ops_queue_items)::int as items,
             (select count(*) from ops_audit_log)::int as audits
    `)
    )[0];
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.database.db);
    for (const slug of ['pikselhane', 'kodhane', 'mavi-marti']) {
      const [row] = await rows<{ id: number }>(sql`select id::int from providers where slug = ${slug}`);
      ids.set(slug, row!.id);
      before.set(slug, await balanceOf(t.database.db, row!.id));
    }
    await seedDemoOperator(depsOf(t.app));
    expect(await seedDemoPayments(depsOf(t.app))).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('credits each top-up and its campaign bonus, and the confirmed transfer, to the wallets', async () => {
    const delta = async (slug: string) =>
      (await balanceOf(t.database.db, ids.get(slug)!)) - before.get(slug)!;
    // Pikselhane: cards 2500 (+125 bonus), 1000, 5000 (+500); transfer 5000 (+500); the failed 1000 adds nothing.
    expect(await delta('pikselhane')).toBe(14_625_00);
    // Kodhane: 10000 (+1500) in 3 instalments, 2500 (+125).
    expect(await delta('kodhane')).toBe(14_125_00);
    // Mavi Martı: 5000 (+500), 2500 (+125) in 3 instalments.
    expect(await delta('mavi-marti')).toBe(8_125_00);
  });

  it('leaves payments in the states real ones reach, with card facts, instalment interest and no saved card', async () => {
    const seeded = await rows<{
      state: string;
      failure_reason: string | null;
      installment: number;
      gross: number;
      paid: number;
      card_last_four: string;
      card_bin: string;
      card_association: string;
      created_at: Date;
    }>(sql`
      select state, failure_reason, installment, gross_price_kurus::int as gross, paid_price_kurus::int as paid,
             card_last_four, card_bin, card_association, created_at
      from payments where idempotency_key like ${`${DEMO_PAYMENT_KEY_PREFIX}%`} order by created_at
    `);
    expect(seeded).toHaveLength(8);
    expect(seeded.filter((p) => p.state === 'succeeded')).toHaveLength(7);
    const failed = seeded.filter((p) => p.state === 'failed');
    expect(failed).toEqual([
      expect.objectContaining({ failure_reason: 'insufficient_funds', card_bin: '411111' }),
    ]);
    for (const p of seeded) {
      expect(p.card_last_four).toMatch(/^\d{4}$/);
      expect(['VISA', 'MASTER_CARD']).toContain(p.card_association);
      expect(new Date(p.created_at).getTime()).toBeLessThan(TEST_NOW.getTime() - 2 * 86_400_000);
      if (p.installment === 1) expect(p.paid).toBe(p.gross);
      else expect(p.paid).toBeGreaterThan(p.gross);
    }
    expect(seeded.filter((p) => p.installment === 3)).toHaveLength(3);
    const [cards] = await rows<{ n: number }>(sql`select count(*)::int as n from credit_cards`);
    expect(cards!.n).toBe(0);
  });

  it('books each success as the payment would: a top-up entry, its bonus entry, an invoice numbered without gaps', async () => {
    const succeeded = await rows<{ public_id: string; gross: number; completed_at: Date }>(sql`
      select public_id, gross_price_kurus::int as gross, completed_at from payments
      where state = 'succeeded' order by completed_at
    `);
    for (const p of succeeded) {
      const entries = await rows<{ key: string; type: string; reason: string; amount: number }>(sql`
        select e.idempotency_key as key, e.type, e.reason, e.amount_kurus::int as amount
        from wallet_entries e join wallet_accounts a on a.id = e.account_id
        where a.kind = 'provider' and e.idempotency_key in (${`payment:${p.public_id}:top-up`}, ${`campaign-bonus:payment:${p.public_id}`})
      `);
      expect(entries.find((e) => e.type === 'top-up')).toMatchObject({ reason: 'top_up', amount: p.gross });
      const bonus = entries.find((e) => e.type === 'gift');
      if (p.gross >= 2500_00) expect(bonus).toMatchObject({ reason: 'campaign_bonus' });
      else expect(bonus).toBeUndefined();
    }
    const failed = await rows<{ n: number }>(sql`
      select count(*)::int as n from wallet_entries e join payments p on e.idempotency_key like 'payment:' || p.public_id || '%'
      where p.state = 'failed'
    `);
    expect(failed[0]!.n).toBe(0);
    const invoiceRows = await rows<{
      number: string;
      sequence: number;
      payment_id: string;
      buyer: { title: string; taxNumber: string; type: string };
    }>(sql`
      select number, sequence, payment_id, buyer from invoices order by issued_at
    `);
    // Seven card top-ups and the confirmed transfer; numbered 1..8 in the order they were paid.
    expect(invoiceRows.map((row) => row.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of invoiceRows) {
      expect(row.buyer.type).toBe('corporate');
      expect(isValidVkn(row.buyer.taxNumber)).toBe(true);
      expect(row.buyer.title).toMatch(/[ŞşİıĞğÜüÖöÇç]/);
    }
    expect(invoiceRows.filter((row) => row.payment_id.startsWith('bank-transfer:'))).toHaveLength(1);
  });

  it('has one transfer confirmed by the demo operator and one sent and waiting in the console queue', async () => {
    const transfers = await rows<{ state: string; public_id: string }>(sql`
      select state, public_id from bank_transfers order by created_at
    `);
    expect(transfers.map((row) => row.state)).toEqual(['confirmed', 'marked_sent']);
    const items = await rows<{ kind: string; state: string; subject_id: string }>(sql`
      select kind, state, subject_id from ops_queue_items where kind = 'transfer_confirm' order by created_at
    `);
    expect(items).toEqual([
      { kind: 'transfer_confirm', state: 'resolved', subject_id: transfers[0]!.public_id },
      { kind: 'transfer_confirm', state: 'open', subject_id: transfers[1]!.public_id },
    ]);
  });

  it("is in the sandbox bank's books on the days the ledger has it: each day reconciles without a difference", async () => {
    const days = await rows<{ day: string }>(sql`
      select distinct to_char(completed_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as day
      from payments where completed_at is not null order by 1
    `);
    expect(days.length).toBeGreaterThan(3);
    for (const { day } of days) {
      const report = await reconcilePayments(depsOf(t.app), day);
      expect(report.differences, day).toEqual([]);
      expect(report.theirs, day).toBe(report.ours);
    }
  });

  it('adds nothing when run again', async () => {
    const first = await figures();
    expect(await seedDemoPayments(depsOf(t.app))).toBe(false);
    expect(await figures()).toEqual(first);
  });
});
