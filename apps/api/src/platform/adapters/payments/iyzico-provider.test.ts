import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instalmentTotal, startFakeIyzico, type TFakeIyzico } from '../../../../test/fake-iyzico.ts';
import { loadConfig } from '../../config.ts';
import { createPaymentProvider } from './index.ts';
import { kurusToLira, liraToKurus } from './iyzico-amounts.ts';
import { failureReason } from './iyzico-errors.ts';
import {
  createIyzicoProvider,
  IyzicoRefusedError,
  IyzicoUnavailableError,
  type TIyzicoProviderOptions,
} from './iyzico-provider.ts';
import type { TNewCard, TPaymentProvider, TPaymentRequest, TStoredCard } from './payment-provider.ts';

let fake: TFakeIyzico;
let iyzico: TPaymentProvider;
let sequence = 0;

const provider = (overrides: Partial<TIyzicoProviderOptions> = {}) =>
  createIyzicoProvider({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, ...overrides });

const card = (number: string, overrides: Partial<TNewCard> = {}): TNewCard => ({
  holderName: 'Ayşe Yılmaz',
  number,
  expireMonth: '12',
  expireYear: String(new Date().getUTCFullYear() + 3),
  cvc: '123',
  ...overrides,
});

function request(overrides: Partial<TPaymentRequest> & { number?: string } = {}): TPaymentRequest {
  sequence += 1;
  const { number = '5528790000000008', ...rest } = overrides;
  const priceKurus = rest.priceKurus ?? 100_000;
  return {
    conversationId: `pay-${sequence}`,
    priceKurus,
    paidPriceKurus: priceKurus,
    installment: 1,
    currency: 'TRY',
    card: { kind: 'new', card: card(number), save: false },
    buyer: {
      id: 'user-1',
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@ajans.example',
      phone: '+905551112233',
      identityNumber: '11111111111',
      city: 'İstanbul',
      country: 'Turkey',
      address: 'Büyükdere Cd. 1, Şişli',
      ip: '85.34.78.112',
    },
    basket: [{ id: 'topup', name: 'Leadcoin yükleme', category: 'wallet', priceKurus }],
    callbackUrl: 'https://brifa.example/api/v1/payments/3ds-callback',
    ...rest,
  };
}

/** Start, pass the bank step (or fail it), complete: what an agency's browser round trip does. */
async function threeDs(payment: TPaymentRequest, bankOk = true, client = iyzico) {
  const started = await client.startThreeDs(payment);
  if (started.status !== 'started') return started;
  const callback = fake.completeBankStep(started.providerPaymentId as string, bankOk);
  return client.completeThreeDs({
    conversationId: callback.conversationId,
    providerPaymentId: callback.paymentId,
    conversationData: callback.conversationData,
  });
}

beforeAll(async () => {
  fake = await startFakeIyzico({ reportPageSize: 2 });
  iyzico = provider();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.hang(false);
});

describe('amounts: kuruş <-> iyzico decimals', () => {
  it('writes kuruş as exact decimal lira and reads them back', () => {
    expect(kurusToLira(100_010)).toBe('1000.10');
    expect(kurusToLira(1)).toBe('0.01');
    expect(kurusToLira(0)).toBe('0.00');
    expect(kurusToLira(123_456_789_01)).toBe('123456789.01');
    expect(liraToKurus('1000.10')).toBe(100_010);
    expect(liraToKurus('1000.1')).toBe(100_010);
    expect(liraToKurus(1000.1)).toBe(100_010);
    expect(liraToKurus(0.01)).toBe(1);
    expect(liraToKurus('0.01')).toBe(1);
    expect(liraToKurus(0.1 + 0.2)).toBe(30);
    expect(liraToKurus('83.335')).toBe(8334);
    expect(liraToKurus(1167.12)).toBe(116_712);
    expect(() => kurusToLira(10.5)).toThrow(RangeError);
    expect(() => kurusToLira(-1)).toThrow(RangeError);
    expect(() => liraToKurus('1,5')).toThrow(RangeError);
  });

  it('sends 1000.10 TL and 0.01 TL as those decimals and reads the paid price back exactly', async () => {
    const big = await iyzico.pay(request({ priceKurus: 100_010 }));
    expect(big).toMatchObject({ status: 'success', paidPriceKurus: 100_010 });
    const sent = fake.requests.filter((r) => r.path === '/payment/auth').at(-1)?.body;
    expect(sent).toMatchObject({ price: '1000.1', paidPrice: '1000.1', basketItems: [{ price: '1000.1' }] });

    const tiny = await iyzico.pay(request({ priceKurus: 1 }));
    expect(tiny).toMatchObject({ status: 'success', paidPriceKurus: 1 });
    expect(fake.requests.at(-1)?.body).toMatchObject({ price: '0.01', paidPrice: '0.01' });
  });

  it('charges 12 instalments of 1000.10 TL with the interest of the table, to the kuruş', async () => {
    const table = await iyzico.installments({
      binNumber: '552879',
      priceKurus: 100_010,
      conversationId: 'inst-12',
    });
    const twelve = table.options.find((option) => option.installment === 12);
    expect(twelve).toEqual({
      installment: 12,
      totalPriceKurus: instalmentTotal(100_010, 12),
      installmentPriceKurus: Math.round(instalmentTotal(100_010, 12) / 12),
    });
    const paid = await threeDs(
      request({ priceKurus: 100_010, paidPriceKurus: twelve?.totalPriceKurus as number, installment: 12 }),
    );
    expect(paid).toMatchObject({ status: 'success', installment: 12, paidPriceKurus: 116_712 });
  });

  it('keeps concurrent payments apart (the package shares one request object between its resources)', async () => {
    const amounts = Array.from({ length: 12 }, (_, i) => 10_001 + i * 1_111);
    const results = await Promise.all(
      amounts.map((priceKurus, i) =>
        i % 2 ? iyzico.pay(request({ priceKurus })) : threeDs(request({ priceKurus })),
      ),
    );
    expect(results.map((r) => (r.status === 'success' ? r.paidPriceKurus : r.errorCode))).toEqual(amounts);
  });

  it('refuses a basket that does not add up to the price before calling iyzico', async () => {
    const calls = fake.requests.length;
    await expect(iyzico.pay(request({ priceKurus: 500, basket: [] }))).rejects.toThrow(/basket/);
    expect(fake.requests.length).toBe(calls);
  });
});

describe('configuration', () => {
  it("defaults to iyzico's sandbox and wants both keys or neither", () => {
    const defaults = loadConfig({});
    expect(defaults.IYZICO_BASE_URL).toBe('https://sandbox-api.iyzipay.com');
    expect(defaults.IYZICO_TIMEOUT_MS).toBe(30_000);
    expect(defaults.IYZICO_API_KEY).toBeUndefined();
    expect(loadConfig({ IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' })).toMatchObject({
      IYZICO_API_KEY: 'k',
    });
    expect(() => loadConfig({ IYZICO_API_KEY: 'k' })).toThrow(/IYZICO_SECRET_KEY/);
    expect(() => loadConfig({ IYZICO_SECRET_KEY: 's' })).toThrow(/IYZICO_API_KEY/);
  });

  it('PAYMENT_PROVIDER=iyzico pays through iyzico, and only with its keys; the sandbox otherwise', () => {
    const keys = { IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' };
    expect(createPaymentProvider(loadConfig({ PAYMENT_PROVIDER: 'iyzico', ...keys })).name).toBe('iyzico');
    expect(() => createPaymentProvider(loadConfig({ PAYMENT_PROVIDER: 'iyzico' }))).toThrow(/IYZICO_API_KEY/);
    expect(createPaymentProvider(loadConfig({})).name).toBe('sandbox');
  });
});

describe("iyzico's failures as the product's reasons", () => {
  it('reads the code, then the error group, then the step', () => {
    expect(failureReason({ errorCode: '10051' }, 'payment')).toBe('insufficient_funds');
    expect(failureReason({ errorCode: 10034 }, 'payment')).toBe('security_check');
    expect(failureReason({ errorCode: '10093' }, 'three_ds')).toBe('security_check');
    expect(failureReason({ errorCode: '10084' }, 'payment')).toBe('card_invalid');
    expect(failureReason({ errorCode: '10210' }, 'payment')).toBe('three_ds_error');
    // A bank code the table does not know, with a group it does
    expect(failureReason({ errorCode: '10999', errorGroup: 'STOLEN_CARD' }, 'payment')).toBe(
      'security_check',
    );
    // Unknown bank codes: a 3-D Secure error at the 3-D step, unexpected elsewhere
    expect(failureReason({ errorCode: '10005' }, 'three_ds')).toBe('three_ds_error');
    expect(failureReason({ errorCode: '10005' }, 'payment')).toBe('unexpected');
    expect(failureReason({ errorCode: '5092', mdStatus: '0' }, 'three_ds')).toBe('three_ds_error');
    expect(failureReason({ errorCode: '5092', mdStatus: 1 }, 'three_ds')).toBe('unexpected');
    // iyzico's own refusals (signature, API key, request) are never the payer's fault
    expect(failureReason({ errorCode: '1000' }, 'three_ds')).toBe('unexpected');
    expect(failureReason({ errorCode: '1001' }, 'payment')).toBe('unexpected');
    expect(failureReason({}, 'payment')).toBe('unexpected');
  });
});

describe('instalments by BIN', () => {
  it('answers the credit card bank table, always with the single payment first, at most 12', async () => {
    const table = await iyzico.installments({
      binNumber: '55287900',
      priceKurus: 300_000,
      conversationId: 'i-1',
    });
    expect(table).toMatchObject({ bankName: 'Halkbank', association: 'MASTER_CARD', family: 'Paraf' });
    expect(table.options.map((option) => option.installment)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(table.options[0]).toEqual({
      installment: 1,
      totalPriceKurus: 300_000,
      installmentPriceKurus: 300_000,
    });
    expect(table.options[2]).toEqual({
      installment: 3,
      totalPriceKurus: 312_300,
      installmentPriceKurus: 104_100,
    });
  });

  it('offers a debit card and an unknown BIN the single payment only', async () => {
    const debit = await iyzico.installments({
      binNumber: '589004',
      priceKurus: 100_000,
      conversationId: 'i-2',
    });
    expect(debit.options).toEqual([
      { installment: 1, totalPriceKurus: 100_000, installmentPriceKurus: 100_000 },
    ]);
    const unknown = await iyzico.installments({
      binNumber: '999999',
      priceKurus: 100_000,
      conversationId: 'i-3',
    });
    expect(unknown).toMatchObject({ bankName: '', options: [{ installment: 1 }] });
  });
});

describe('3-D Secure', () => {
  it('starts with the bank page decoded, completes after the bank step and saves the card', async () => {
    const payment = request({ number: '5528790000000008' });
    payment.card = { kind: 'new', card: card('5528790000000008'), save: true };
    const started = await iyzico.startThreeDs(payment);
    if (started.status !== 'started') throw new Error(`not started: ${started.errorCode}`);
    expect(started.providerPaymentId).toMatch(/^\d+$/);
    expect(started.html).toContain('<form id="iyzico-3ds-form"');
    expect(started.html).toContain('document.forms[0].submit()');

    // The page posts to the bank; the bank page posts the callback fields to our callbackUrl
    const action = /action="([^"]+)"/.exec(started.html)?.[1] as string;
    const bankPage = await fetch(action, { method: 'POST', body: new URLSearchParams({ code: '123456' }) });
    const posted = await bankPage.text();
    expect(posted).toContain(`action="${payment.callbackUrl}"`);
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(posted)?.[1];
    expect(field('status')).toBe('success');
    expect(field('mdStatus')).toBe('1');
    expect(field('paymentId')).toBe(started.providerPaymentId);

    const result = await iyzico.completeThreeDs({
      conversationId: field('conversationId') as string,
      providerPaymentId: field('paymentId') as string,
      conversationData: field('conversationData') as string,
    });
    expect(result).toMatchObject({
      status: 'success',
      providerPaymentId: started.providerPaymentId,
      paidPriceKurus: 100_000,
      installment: 1,
      lastFour: '0008',
      binNumber: '55287900',
      association: 'MASTER_CARD',
      family: 'Paraf',
      savedCard: { lastFour: '0008', bankName: 'Halkbank', association: 'MASTER_CARD' },
    });
    // CVC and card number went to iyzico in the initialise call only, and every call was signed
    const calls = fake.requests.filter((r) => r.path.startsWith('/payment/3dsecure'));
    expect(JSON.stringify(calls.at(-1)?.body)).not.toContain('5528790000000008');
    expect(fake.requests.filter((r) => !r.path.startsWith('/bank/')).every((r) => r.signed)).toBe(true);
  });

  it('is refused for insufficient funds', async () => {
    const result = await threeDs(request({ number: '4111111111111129' }));
    expect(result).toMatchObject({ status: 'failure', reason: 'insufficient_funds', errorCode: '10051' });
    const nonThreeDs = await iyzico.pay(request({ number: '4111111111111129' }));
    expect(nonThreeDs).toMatchObject({ status: 'failure', reason: 'insufficient_funds' });
  });

  it('is a 3-D Secure error when the payer fails the bank step, when mdStatus is not 1, or when it cannot start', async () => {
    expect(await threeDs(request(), false)).toMatchObject({ status: 'failure', reason: 'three_ds_error' });
    expect(await threeDs(request({ number: '4131111111111117' }))).toMatchObject({
      status: 'failure',
      reason: 'three_ds_error',
    });
    expect(await threeDs(request({ number: '4141111111111115' }))).toMatchObject({
      reason: 'three_ds_error',
    });
    expect(await threeDs(request({ number: '4151111111111112' }))).toMatchObject({
      reason: 'three_ds_error',
    });
  });

  it('does not charge a payment whose bank step was never completed', async () => {
    const started = await iyzico.startThreeDs(request());
    if (started.status !== 'started') throw new Error('not started');
    const result = await iyzico.completeThreeDs({
      conversationId: 'forged',
      providerPaymentId: started.providerPaymentId as string,
    });
    expect(result).toMatchObject({ status: 'failure' });
    expect(fake.payments.get(started.providerPaymentId as string)?.status).toBe('INIT_THREEDS');
  });

  it('is a security-check failure for fraud suspicion, cards closed to e-commerce, lost and stolen cards', async () => {
    for (const number of ['4121111111111119', '4120111111111110', '4127111111111113', '4126111111111114']) {
      expect(await threeDs(request({ number }))).toMatchObject({
        status: 'failure',
        reason: 'security_check',
      });
    }
    expect(await iyzico.pay(request({ number: '4121111111111119' }))).toMatchObject({
      reason: 'security_check',
      errorCode: '10034',
    });
  });

  it('is a card error for an expired card, a wrong CVC or a mistyped number; others are unexpected', async () => {
    expect(await threeDs(request({ number: '4125111111111115' }))).toMatchObject({ reason: 'card_invalid' });
    expect(await iyzico.pay(request({ number: '4124111111111116' }))).toMatchObject({
      reason: 'card_invalid',
    });
    expect(await iyzico.pay(request({ number: '5528790000000009' }))).toMatchObject({
      reason: 'card_invalid',
      errorCode: '12',
    });
    expect(await iyzico.pay(request({ number: '4129111111111111' }))).toMatchObject({ reason: 'unexpected' });
  });
});

describe('the request signature', () => {
  it('is refused with a wrong secret key or an unknown API key, and nothing is charged', async () => {
    const wrongSecret = provider({ secretKey: 'not-the-secret' });
    const before = fake.payments.size;
    expect(await wrongSecret.startThreeDs(request())).toEqual({
      status: 'failure',
      reason: 'unexpected',
      errorCode: '1000',
      errorMessage: 'Geçersiz imza',
    });
    expect(await wrongSecret.pay(request())).toMatchObject({ status: 'failure', errorCode: '1000' });
    await expect(
      wrongSecret.installments({ binNumber: '552879', priceKurus: 100, conversationId: 'x' }),
    ).rejects.toBeInstanceOf(IyzicoRefusedError);
    await expect(wrongSecret.listPayments({ date: '2026-01-01' })).rejects.toThrow(/1000/);
    expect(await provider({ apiKey: 'someone-else' }).pay(request())).toMatchObject({ errorCode: '1001' });
    expect(fake.payments.size).toBe(before);
    expect(fake.requests.at(-1)?.signed).toBe(false);
  });
});

describe('stored cards', () => {
  it('stores cards under one card user key, pays with a stored card, and deletes it', async () => {
    const first = (await iyzico.storeCard({
      email: 'ayse@ajans.example',
      externalId: 'agency-1',
      card: card('5528790000000008'),
      conversationId: 'store-1',
    })) as TStoredCard;
    expect(first).toMatchObject({ lastFour: '0008', bankName: 'Halkbank', association: 'MASTER_CARD' });
    const second = (await iyzico.storeCard({
      email: 'ayse@ajans.example',
      externalId: 'agency-1',
      cardUserKey: first.cardUserKey,
      card: card('4603450000000000'),
      conversationId: 'store-2',
    })) as TStoredCard;
    expect(second.cardUserKey).toBe(first.cardUserKey);
    expect(fake.storedCards(first.cardUserKey)).toHaveLength(2);
    // No CVC is sent to card storage
    expect(fake.requests.filter((r) => r.path === '/cardstorage/card').at(-1)?.body).not.toHaveProperty(
      'card.cvc',
    );

    const paid = await threeDs(request({ card: { kind: 'stored', ref: second } }));
    expect(paid).toMatchObject({ status: 'success', lastFour: '0000', association: 'VISA' });

    // A new card saved with a payment joins the same user
    const withSave = request({ number: '5526080000000006' });
    withSave.card = {
      kind: 'new',
      card: card('5526080000000006'),
      save: true,
      cardUserKey: first.cardUserKey,
    };
    const saved = await iyzico.pay(withSave);
    expect(saved).toMatchObject({
      status: 'success',
      savedCard: { cardUserKey: first.cardUserKey, lastFour: '0006' },
    });
    expect(fake.storedCards(first.cardUserKey)).toHaveLength(3);

    await iyzico.deleteCard({ ...second, conversationId: 'delete-1' });
    expect(fake.storedCards(first.cardUserKey).map((c) => c.cardToken)).not.toContain(second.cardToken);
    // Deleting it again is not an error: it is gone, as asked
    await iyzico.deleteCard({ ...second, conversationId: 'delete-2' });
    expect(await iyzico.pay(request({ card: { kind: 'stored', ref: second } }))).toMatchObject({
      status: 'failure',
    });
  });

  it('refuses to store an invalid card with the card reason', async () => {
    expect(
      await iyzico.storeCard({
        email: 'a@b.example',
        externalId: 'agency-2',
        card: card('5528790000000008', { expireYear: '2020' }),
        conversationId: 'store-3',
      }),
    ).toMatchObject({ status: 'failure', reason: 'card_invalid' });
  });
});

describe('cancel, refund and retrieve', () => {
  it('refunds part, then the rest, and never more than was paid', async () => {
    const paid = await threeDs(request({ priceKurus: 150_000 }));
    if (paid.status !== 'success') throw new Error('not paid');
    const id = { providerPaymentId: paid.providerPaymentId, ip: '85.34.78.112' };
    expect(await iyzico.refund({ ...id, amountKurus: 50_010, conversationId: 'r-1' })).toEqual({ ok: true });
    expect(fake.requests.at(-1)?.body).toMatchObject({ price: '500.1', paymentId: paid.providerPaymentId });
    expect(await iyzico.refund({ ...id, amountKurus: 100_000, conversationId: 'r-2' })).toMatchObject({
      ok: false,
    });
    expect(await iyzico.refund({ ...id, amountKurus: 99_990, conversationId: 'r-3' })).toEqual({ ok: true });
    expect(fake.payments.get(paid.providerPaymentId)?.refundedKurus).toBe(150_000);
    expect(await iyzico.refund({ ...id, amountKurus: 1, conversationId: 'r-4' })).toMatchObject({
      ok: false,
    });
    await expect(iyzico.refund({ ...id, amountKurus: 0, conversationId: 'r-5' })).rejects.toThrow(RangeError);
  });

  it('cancels a payment once; a cancelled payment cannot be refunded', async () => {
    const paid = await iyzico.pay(request());
    if (paid.status !== 'success') throw new Error('not paid');
    const id = { providerPaymentId: paid.providerPaymentId, ip: '85.34.78.112' };
    expect(await iyzico.cancel({ ...id, conversationId: 'c-1' })).toEqual({ ok: true });
    expect(await iyzico.cancel({ ...id, conversationId: 'c-2' })).toMatchObject({ ok: false });
    expect(await iyzico.refund({ ...id, amountKurus: 100, conversationId: 'c-3' })).toMatchObject({
      ok: false,
    });
  });

  it('retrieves a payment as iyzico has it, and null for one it does not know', async () => {
    const paid = await iyzico.pay(request({ priceKurus: 2_550 }));
    if (paid.status !== 'success') throw new Error('not paid');
    expect(
      await iyzico.retrieve({ providerPaymentId: paid.providerPaymentId, conversationId: 'pay-x' }),
    ).toMatchObject({ providerPaymentId: paid.providerPaymentId, status: 'success', paidPriceKurus: 2_550 });
    const failed = await iyzico.startThreeDs(request());
    if (failed.status !== 'started') throw new Error('not started');
    expect(
      await iyzico.retrieve({ providerPaymentId: failed.providerPaymentId as string, conversationId: 'y' }),
    ).toMatchObject({ status: 'failure' });
    expect(await iyzico.retrieve({ providerPaymentId: '1', conversationId: 'z' })).toBeNull();
  });
});

describe("a day's payments for reconciliation", () => {
  it("lists the day's payments across report pages with their final state", async () => {
    const local = await startFakeIyzico({ reportPageSize: 2 });
    const client = createIyzicoProvider({
      apiKey: local.apiKey,
      secretKey: local.secretKey,
      baseUrl: local.url,
    });
    try {
      const ok = await client.pay(request({ conversationId: 'day-ok', priceKurus: 10_000 }));
      const _refused = await client.pay(
        request({ conversationId: 'day-refused', number: '4111111111111129' }),
      );
      const refunded = await client.pay(request({ conversationId: 'day-refunded', priceKurus: 20_000 }));
      const cancelled = await client.pay(request({ conversationId: 'day-cancelled', priceKurus: 30_000 }));
      const partly = await client.pay(request({ conversationId: 'day-partly', priceKurus: 40_000 }));
      const yesterday = await client.pay(request({ conversationId: 'day-before' }));
      if ([ok, refunded, cancelled, partly, yesterday].some((r) => r.status !== 'success'))
        throw new Error('setup');
      const idOf = (r: typeof ok) => (r.status === 'success' ? r.providerPaymentId : '');
      const ip = '1.2.3.4';
      await client.refund({
        providerPaymentId: idOf(refunded),
        amountKurus: 20_000,
        conversationId: 'a',
        ip,
      });
      await client.cancel({ providerPaymentId: idOf(cancelled), conversationId: 'b', ip });
      await client.refund({ providerPaymentId: idOf(partly), amountKurus: 100, conversationId: 'c', ip });
      local.backdate(idOf(yesterday), new Date(Date.now() - 86_400_000));

      const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
      const day = await client.listPayments({ date: today });
      expect(day.map((p) => [p.conversationId, p.status, p.paidPriceKurus])).toEqual([
        ['day-ok', 'success', 10_000],
        ['day-refused', 'failure', 100_000],
        ['day-refunded', 'refunded', 20_000],
        ['day-cancelled', 'cancelled', 30_000],
        ['day-partly', 'success', 40_000],
      ]);
      expect(day.every((p) => p.createdAt.getTime() <= Date.now())).toBe(true);
      // 5 payments + 3 changes = 8 rows, 2 a page: 4 pages read
      expect(local.requests.filter((r) => r.path === '/v2/reporting/payment/transactions')).toHaveLength(4);
      expect(local.requests.every((r) => r.signed)).toBe(true);
    } finally {
      await local.close();
    }
  });
});

describe('a slow or absent iyzico', () => {
  it('does not hang: an unanswered 3-D start is a failure within the timeout', async () => {
    const quick = provider({ timeoutMs: 300 });
    fake.hang(true);
    const startedAt = Date.now();
    expect(await quick.startThreeDs(request())).toMatchObject({
      status: 'failure',
      reason: 'unexpected',
      errorCode: 'UNAVAILABLE',
    });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    await expect(
      quick.installments({ binNumber: '552879', priceKurus: 100, conversationId: 't' }),
    ).rejects.toBeInstanceOf(IyzicoUnavailableError);
    expect(
      await quick.refund({ providerPaymentId: '1', amountKurus: 1, conversationId: 't', ip: '1.1.1.1' }),
    ).toMatchObject({ ok: false });
  });

  it('asks iyzico what became of an unanswered charge: charged, refused, or unknown', async () => {
    const quick = provider({ timeoutMs: 300 });
    // Carried out, answer lost: the lookup finds the success
    fake.hang(/^\/payment\/auth$/, 'after');
    expect(await quick.pay(request({ priceKurus: 7_700 }))).toMatchObject({
      status: 'success',
      paidPriceKurus: 7_700,
    });
    // Refused by the bank, answer lost: the lookup finds the failure
    expect(await quick.pay(request({ number: '4111111111111129' }))).toMatchObject({
      status: 'failure',
      errorCode: 'UNAVAILABLE',
    });
    // Not (yet) known to iyzico: it may still be at work on it, so the outcome is unknown, never "failed"
    fake.hang(/^\/payment\/auth$/, 'before');
    await expect(quick.pay(request())).rejects.toBeInstanceOf(IyzicoUnavailableError);
    // The 3-D completion and the lookup both unanswered: unknown, never "failed"
    const started = await quick.startThreeDs(request());
    if (started.status !== 'started') throw new Error('not started');
    const callback = fake.completeBankStep(started.providerPaymentId as string);
    fake.hang(true);
    await expect(
      quick.completeThreeDs({
        conversationId: callback.conversationId,
        providerPaymentId: callback.paymentId,
        conversationData: callback.conversationData,
      }),
    ).rejects.toBeInstanceOf(IyzicoUnavailableError);
  });

  it('fails a 3-D start cleanly when nothing listens', async () => {
    const nowhere = provider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    expect(await nowhere.startThreeDs(request())).toMatchObject({
      status: 'failure',
      errorCode: 'UNAVAILABLE',
    });
  });
});
