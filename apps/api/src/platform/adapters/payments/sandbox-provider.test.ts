import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_TEST_CARDS } from '@brifa/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { TPaymentRequest } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-bank-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const successCard = SANDBOX_TEST_CARDS.find((c) => c.outcome === 'success')!;

function request(overrides: Partial<TPaymentRequest> = {}): TPaymentRequest {
  return {
    conversationId: `conv-${Math.random()}`,
    priceKurus: 1000_00,
    paidPriceKurus: 1000_00,
    installment: 1,
    currency: 'TRY',
    card: {
      kind: 'new',
      save: true,
      card: {
        holderName: 'Mert Kaya',
        number: successCard.number,
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
    },
    buyer: {
      id: '1',
      name: 'Mert',
      surname: 'Kaya',
      email: 'mert@example.com',
      phone: '+905321112233',
      identityNumber: '11111111111',
      city: 'Istanbul',
      country: 'Turkey',
      address: 'Kadıköy',
      ip: '127.0.0.1',
    },
    basket: [{ id: 'wallet_top_up', name: 'Yükleme', category: 'wallet_top_up', priceKurus: 1000_00 }],
    callbackUrl: 'http://127.0.0.1/callback',
    ...overrides,
  };
}

describe('the sandbox bank keeps its books in a file', () => {
  it('a restarted bank still knows the saved card, the payment and its refund; no card number is written', async () => {
    const file = path.join(dir, 'books', 'sandbox-bank.jsonl');
    const now = () => Date.parse('2026-11-20T09:00:00Z');
    const before = createSandboxProvider({ file, now });
    const paid = await before.pay(request());
    expect(paid.status).toBe('success');
    if (paid.status !== 'success') return;
    const saved = paid.savedCard!;
    const other = await before.pay(request({ card: { kind: 'stored', ref: saved } }));
    expect(other.status).toBe('success');
    if (other.status !== 'success') return;
    expect(
      (
        await before.refund({
          providerPaymentId: other.providerPaymentId,
          amountKurus: 1000_00,
          conversationId: 'r',
          ip: '',
        })
      ).ok,
    ).toBe(true);

    const after = createSandboxProvider({ file, now });
    const again = await after.pay(request({ card: { kind: 'stored', ref: saved } }));
    expect(again.status).toBe('success');
    const day = await after.listPayments({ date: '2026-11-20' });
    const byId = new Map(day.map((p) => [p.providerPaymentId, p.status]));
    expect(byId.get(paid.providerPaymentId)).toBe('success');
    expect(byId.get(other.providerPaymentId)).toBe('refunded');
    expect(day).toHaveLength(3);

    await after.deleteCard({ ...saved, conversationId: 'd' });
    const restarted = createSandboxProvider({ file, now });
    expect((await restarted.pay(request({ card: { kind: 'stored', ref: saved } }))).status).toBe('failure');

    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(successCard.number);
    expect(text).not.toContain('"123"');
  });

  it('without a file the bank forgets everything on restart', async () => {
    const first = createSandboxProvider();
    const paid = await first.pay(request());
    if (paid.status !== 'success') throw new Error('expected success');
    const second = createSandboxProvider();
    expect((await second.pay(request({ card: { kind: 'stored', ref: paid.savedCard! } }))).status).toBe(
      'failure',
    );
  });
});

describe('the test card whose later charges are declined', () => {
  it('pays when typed in (and is saved), then is declined for insufficient funds as a saved card', async () => {
    const bank = createSandboxProvider();
    const declining = SANDBOX_TEST_CARDS.find((c) => c.outcome === 'saved_card_declined')!;
    const base = request();
    const typed =
      base.card.kind === 'new'
        ? { ...base.card, card: { ...base.card.card, number: declining.number } }
        : null;
    const first = await bank.pay(request({ card: typed! }));
    expect(first.status).toBe('success');
    if (first.status !== 'success') return;
    const later = await bank.pay(request({ card: { kind: 'stored', ref: first.savedCard! } }));
    expect(later).toMatchObject({ status: 'failure', reason: 'insufficient_funds' });
  });
});
