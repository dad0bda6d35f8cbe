import { calendarDay } from '@brifa/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import type { TPaymentRequest } from '../../../platform/adapters/payments/payment-provider.ts';
import { depsOf, type TDeps } from '../../../platform/deps.ts';
import { opsQueueItems } from '../../ops/queues/queues.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { payments } from './payments.table.ts';
import { previousIstanbulDay, reconcilePayments, reconcileYesterday } from './reconcile.ts';

let t: TTestApp;
let deps: TDeps;
beforeAll(async () => {
  t = await buildTestApp();
  deps = depsOf(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const TODAY = calendarDay(TEST_NOW);
let keys = 0;

/** A 1000 TL top-up charged at once (ForceThreeD false), as the API takes it; answers our payment's row. */
async function paidTopUp() {
  const { token } = await agencyAccount(t.app, db());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(token), 'idempotency-key': `reconcile-${++keys}` },
    payload: {
      Type: 'wallet_top_up',
      BasketItems: [{ Id: 'wallet_top_up', AmountKurus: 1000_00 }],
      GrossPrice: 1000_00,
      PaidPrice: 1000_00,
      ForceThreeD: false,
      Card: {
        HolderName: 'Mert Kaya',
        Number: '4766620000000001',
        ExpireMonth: 12,
        ExpireYear: 2030,
        Cvc: '123',
      },
    },
  });
  expect(res.json().Data.State, res.body).toBe('succeeded');
  const [row] = await db().select().from(payments).where(eq(payments.publicId, res.json().Data.Id));
  return row!;
}

/** A charge the bank took without our payment knowing (the conversation id names no payment of ours). */
function chargeAtTheBankOnly(): TPaymentRequest {
  return {
    conversationId: 'lost-in-transit',
    priceKurus: 750_00,
    paidPriceKurus: 750_00,
    installment: 1,
    currency: 'TRY',
    card: {
      kind: 'new',
      save: false,
      card: {
        holderName: 'Mert Kaya',
        number: '4766620000000001',
        expireMonth: '12',
        expireYear: '2030',
        cvc: '1',
      },
    },
    buyer: {
      id: '0',
      name: 'x',
      surname: 'y',
      email: 'x@example.com',
      phone: '',
      identityNumber: '11111111111',
      city: 'Istanbul',
      country: 'Turkey',
      address: '',
      ip: '127.0.0.1',
    },
    basket: [],
    callbackUrl: 'http://127.0.0.1/',
  };
}

describe('payments:reconcile (issue 18 item 10)', () => {
  it('a day where the bank and the ledger agree has no differences', async () => {
    const payment = await paidTopUp();
    const report = await reconcilePayments(deps, TODAY);
    expect(report.provider).toBe('sandbox');
    expect(report.ours).toBeGreaterThanOrEqual(1);
    expect(report.theirs).toBe(report.ours);
    expect(report.differences).toEqual([]);
    expect(payment.state).toBe('succeeded');
    // Another day is empty on both sides.
    expect(await reconcilePayments(deps, '2026-11-01')).toMatchObject({
      ours: 0,
      theirs: 0,
      differences: [],
    });
  });

  it('lists each kind of difference with both sides named', async () => {
    const bankOnly = await deps.adapters.payments.pay(chargeAtTheBankOnly());
    const refundedAtBank = await paidTopUp();
    await deps.adapters.payments.refund({
      providerPaymentId: refundedAtBank.providerPaymentId!,
      amountKurus: refundedAtBank.paidPriceKurus,
      conversationId: 'refund',
      ip: '127.0.0.1',
    });
    const changedAmount = await paidTopUp();
    await db().update(payments).set({ paidPriceKurus: 999_00 }).where(eq(payments.id, changedAmount.id));
    // A payment recorded as paid that the bank never charged (nothing was delivered for it either).
    const { id: _id, ...copied } = await paidTopUp();
    const [notAtBank] = await db()
      .insert(payments)
      .values({
        ...copied,
        publicId: 'never-charged',
        idempotencyKey: 'never-charged',
        providerPaymentId: 'sbx-never-charged',
        basketLines: [],
      })
      .returning();
    const otherAgency = await agencyAccount(t.app, db());
    const wrongWallet = await paidTopUp();
    await db()
      .update(payments)
      .set({ providerId: otherAgency.providerId })
      .where(eq(payments.id, wrongWallet.id));
    const noInvoice = await paidTopUp();
    await db().execute(sql`alter table invoices disable trigger user`);
    await db()
      .delete(invoices)
      .where(eq(invoices.paymentId, `payment:${noInvoice.publicId}`));
    await db().execute(sql`alter table invoices enable trigger user`);

    const report = await reconcilePayments(deps, TODAY);
    const found = report.differences.map((d) => [d.kind, d.paymentId ?? d.providerPaymentId]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['missing_here', 'lost-in-transit'],
        ['refund_state', refundedAtBank.publicId],
        ['amount', changedAmount.publicId],
        ['missing_at_provider', notAtBank!.publicId],
        ['invoice', notAtBank!.publicId],
        ['ledger', wrongWallet.publicId],
        ['invoice', noInvoice.publicId],
      ]),
    );
    expect(found).toHaveLength(7);
    expect(bankOnly.status).toBe('success');
    const amount = report.differences.find((d) => d.kind === 'amount')!;
    expect(amount.detail).toContain('99900');
    expect(amount.detail).toContain('100000');
  });

  it('the nightly job files one console item per difference, however often it runs', async () => {
    t.clock.set(new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000));
    try {
      expect(previousIstanbulDay(t.clock.now())).toBe(TODAY);
      const first = await reconcileYesterday(deps);
      expect(first.differences).toBe(7);
      await reconcileYesterday(deps);
      const items = await db()
        .select()
        .from(opsQueueItems)
        .where(eq(opsQueueItems.kind, 'payment_reconcile'));
      expect(items).toHaveLength(7);
      expect(items.every((item) => item.state === 'open' && item.subjectType === 'payment')).toBe(true);
      expect(items.map((item) => item.title).join('\n')).toContain('lost-in-transit');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('refuses a date that is not a day', async () => {
    await expect(reconcilePayments(deps, '2026-02-30')).rejects.toThrow(RangeError);
    await expect(reconcilePayments(deps, '2026-13-01')).rejects.toThrow(/not a day/);
    await expect(reconcilePayments(deps, 'yesterday')).rejects.toThrow(RangeError);
  });
});
