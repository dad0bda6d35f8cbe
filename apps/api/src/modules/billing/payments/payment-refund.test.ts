import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { depsOf } from '../../../platform/deps.ts';
import { balanceOf, platformBalanceOf, postTransaction } from '../../ledger/wallet/wallet.repo.ts';
import { refundPayment } from './payments.service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.set(TEST_NOW);
});

const db = () => t.database.db;
const deps = () => depsOf(t.app);
const SUCCESS = '5528790000000008';
const INSUFFICIENT = '4111111111111129';
let keyCounter = 0;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

/** A top-up through the sandbox bank's 3-D page; answers the payment's public id and its state. */
async function topUp(token: string, amountKurus: number, number = SUCCESS) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(token), 'idempotency-key': `refund-test-${Date.now()}-${++keyCounter}` },
    payload: {
      Type: 'wallet_top_up',
      BasketItems: [{ Id: 'wallet_top_up', AmountKurus: amountKurus }],
      GrossPrice: amountKurus,
      PaidPrice: amountKurus,
      Installment: 1,
      Card: { HolderName: 'Mert Kaya', Number: number, ExpireMonth: 12, ExpireYear: 2030, Cvc: '123' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json().Data;
  if (started.State !== 'waiting_3ds') return { id: started.Id as string, state: started.State as string };
  const landing = await t.app.inject({ method: 'GET', url: started.ThreeDsUrl });
  const bankPath = /url=([^"]+)"/.exec(landing.body)![1]!;
  const page = await t.app.inject({ method: 'GET', url: bankPath });
  const code = /data-testid="sandbox-otp">(\d{6})</.exec(page.body)![1]!;
  const submitted = await t.app.inject({
    method: 'POST',
    url: bankPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code }).toString(),
  });
  const action = /action="([^"]+)"/.exec(submitted.body)![1]!;
  const fields = Object.fromEntries(
    [...submitted.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  await t.app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const state = (
    await t.app.inject({ method: 'GET', url: `/api/v1/Payment/${started.Id}`, headers: bearer(token) })
  ).json().Data.State as string;
  return { id: started.Id as string, state };
}

async function stateOf(publicId: string) {
  const [row] = await rows<{ state: string }>(sql`select state from payments where public_id = ${publicId}`);
  return row!.state;
}

/** Extracts the text of every page with PDF.js, as a reader or a search would. */
async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), disableFontFace: true, useSystemFonts: false })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return parts.join('\n');
}

async function refundError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('refundPayment', () => {
  it('refunds once when two operators press at once, and takes back the top-up and its campaign bonus', async () => {
    const agency = await agencyAccount(t.app, db());
    const payment = await topUp(agency.token, 2500_00);
    expect(payment.state).toBe('succeeded');
    // 2,500 TL reaches the first campaign tier: 5 % bonus (125 TL).
    expect(await balanceOf(db(), agency.providerId)).toBe(2625_00);
    const cashBefore = await platformBalanceOf(db(), 'platform_cash');
    const promotionsBefore = await platformBalanceOf(db(), 'platform_promotions');
    const cancel = vi.spyOn(t.app.deps.adapters.payments, 'cancel');

    const results = await Promise.allSettled([
      refundPayment(deps(), { publicId: payment.id, reason: 'Müşteri talebi' }),
      refundPayment(deps(), { publicId: payment.id, reason: 'Müşteri talebi' }),
    ]);
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(((refused[0] as PromiseRejectedResult).reason as ApiError).code).toBe('PAYMENT_ALREADY_REFUNDED');
    expect(cancel).toHaveBeenCalledTimes(1);

    expect(await stateOf(payment.id)).toBe('refunded');
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
    expect(await platformBalanceOf(db(), 'platform_cash')).toBe(cashBefore + 2500_00);
    expect(await platformBalanceOf(db(), 'platform_promotions')).toBe(promotionsBefore + 125_00);
    const entries = await rows<{ n: string }>(
      sql`select count(*) as n from wallet_entries where idempotency_key = ${`payment:${payment.id}:refund`}`,
    );
    expect(Number(entries[0]!.n)).toBe(3);
    const refunds = await rows<{ method: string; amount_kurus: string; wallet_taken_back_kurus: string }>(
      sql`select r.method, r.amount_kurus, r.wallet_taken_back_kurus from payment_refunds r
          join payments p on p.id = r.payment_id where p.public_id = ${payment.id}`,
    );
    expect(refunds).toEqual([{ method: 'cancel', amount_kurus: 2500_00, wallet_taken_back_kurus: 2625_00 }]);

    // The transactions list shows it refunded.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/Transaction/page', headers: bearer(agency.token) })
    ).json().Data;
    expect(list.Items[0]).toMatchObject({ Id: payment.id, State: 'refunded' });
  });

  it('tells the payer in the app and by e-mail', async () => {
    const agency = await agencyAccount(t.app, db());
    const payment = await topUp(agency.token, 1000_00);
    await refundPayment(deps(), { publicId: payment.id, reason: 'Müşteri talebi' });
    const notices = await rows<{ kind: string; params: { AmountKurus: number } }>(sql`
      select n.kind, n.params from notifications n
      join provider_members m on m.user_id = n.user_id
      where m.provider_id = ${agency.providerId} and n.kind = 'payment_refunded'`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params.AmountKurus).toBe(1000_00);
    const mails = await rows<{ subject: string; text: string }>(sql`
      select subject, text from outbox_messages
      where template = 'notice:payment_refunded' and dedupe_key like ${`payment-refund:${payment.id}:email:%`}`);
    expect(mails.map((m) => m.subject)).toEqual(['Ödemeniz iade edildi']);
    expect(mails[0]!.text).toContain('1.000');
  });

  it('refuses when the credit was spent, says what is left, and changes nothing', async () => {
    const agency = await agencyAccount(t.app, db());
    const payment = await topUp(agency.token, 1000_00);
    await db().transaction((tx) =>
      postTransaction(tx, {
        legs: [
          { party: { providerId: agency.providerId }, amountKurus: -400_00 },
          { party: { platform: 'platform_revenue' }, amountKurus: 400_00 },
        ],
        type: 'leadcoin',
        reason: 'project_view',
        description: 'spent',
        idempotencyKey: `spent-${payment.id}`,
        now: TEST_NOW,
      }),
    );
    const cancel = vi.spyOn(t.app.deps.adapters.payments, 'cancel');
    const error = await refundError(
      refundPayment(deps(), { publicId: payment.id, reason: 'Müşteri talebi' }),
    );
    expect(error.code).toBe('PAYMENT_REFUND_CREDIT_SPENT');
    expect(error.localizedMessage).toContain('1.000,00');
    expect(error.localizedMessage).toContain('600,00');
    const english = await refundError(
      refundPayment(deps(), { publicId: payment.id, reason: 'x', locale: 'en' }),
    );
    expect(english.localizedMessage).toContain('600.00');
    expect(cancel).not.toHaveBeenCalled();
    expect(await stateOf(payment.id)).toBe('succeeded');
    expect(await balanceOf(db(), agency.providerId)).toBe(600_00);
  });

  it('refunds only a succeeded payment', async () => {
    const agency = await agencyAccount(t.app, db());
    const failed = await topUp(agency.token, 1000_00, INSUFFICIENT);
    expect(failed.state).toBe('failed');
    expect((await refundError(refundPayment(deps(), { publicId: failed.id, reason: 'x' }))).code).toBe(
      'PAYMENT_NOT_REFUNDABLE',
    );
    const waiting = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/start',
      headers: { ...bearer(agency.token), 'idempotency-key': `waiting-${Date.now()}` },
      payload: {
        Type: 'wallet_top_up',
        BasketItems: [{ Id: 'wallet_top_up', AmountKurus: 1000_00 }],
        GrossPrice: 1000_00,
        PaidPrice: 1000_00,
        Card: { HolderName: 'Mert Kaya', Number: SUCCESS, ExpireMonth: 12, ExpireYear: 2030, Cvc: '123' },
      },
    });
    const waitingId = waiting.json().Data.Id as string;
    expect(await stateOf(waitingId)).toBe('waiting_3ds');
    expect((await refundError(refundPayment(deps(), { publicId: waitingId, reason: 'x' }))).code).toBe(
      'PAYMENT_NOT_REFUNDABLE',
    );
    expect(await stateOf(waitingId)).toBe('waiting_3ds');
    expect(
      (await refundError(refundPayment(deps(), { publicId: 'no-such-payment', reason: 'x' }))).code,
    ).toBe('PAYMENT_NOT_FOUND');
  });

  it('cancels the same Istanbul day and refunds the paid price on a later day', async () => {
    const agency = await agencyAccount(t.app, db());
    const provider = t.app.deps.adapters.payments;
    // 23:30 in Istanbul (20:30 UTC): later that evening is still the same day.
    t.clock.set(new Date('2026-11-23T20:30:00.000Z'));
    const evening = await topUp(agency.token, 1000_00);
    t.clock.set(new Date('2026-11-23T20:55:00.000Z'));
    const cancel = vi.spyOn(provider, 'cancel');
    const refund = vi.spyOn(provider, 'refund');
    expect((await refundPayment(deps(), { publicId: evening.id, reason: 'x' })).method).toBe('cancel');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(refund).not.toHaveBeenCalled();

    const late = await topUp(agency.token, 1000_00);
    // 00:05 the next day in Istanbul (21:05 UTC on the same UTC day).
    t.clock.set(new Date('2026-11-23T21:05:00.000Z'));
    const done = await refundPayment(deps(), { publicId: late.id, reason: 'x' });
    expect(done.method).toBe('refund');
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ amountKurus: 1000_00, conversationId: late.id });
  });

  it('changes nothing when the provider refuses, with a clear error', async () => {
    const agency = await agencyAccount(t.app, db());
    const payment = await topUp(agency.token, 1000_00);
    vi.spyOn(t.app.deps.adapters.payments, 'cancel').mockResolvedValue({ ok: false, errorMessage: 'no' });
    const error = await refundError(refundPayment(deps(), { publicId: payment.id, reason: 'x' }));
    expect(error.code).toBe('PAYMENT_REFUND_REFUSED');
    expect(await stateOf(payment.id)).toBe('succeeded');
    expect(await balanceOf(db(), agency.providerId)).toBe(1000_00);
    const refunds = await rows<{ n: string }>(sql`select count(*) as n from payment_refunds r
      join payments p on p.id = r.payment_id where p.public_id = ${payment.id}`);
    expect(Number(refunds[0]!.n)).toBe(0);
  });
});

describe('credit notes (iade faturası)', () => {
  it('numbers them gap-free per year in their own series, lists them, and prints them as credit notes', async () => {
    const agency = await agencyAccount(t.app, db());
    const first = await topUp(agency.token, 1000_00);
    const second = await topUp(agency.token, 1200_00);
    const a = await refundPayment(deps(), { publicId: first.id, reason: 'x' });
    const b = await refundPayment(deps(), { publicId: second.id, reason: 'x' });
    expect(a.creditNote).not.toBeNull();
    const numbers = [a.creditNote!.number, b.creditNote!.number];
    expect(numbers[0]).toMatch(/^BRI2026\d{9}$/);
    expect(Number(numbers[1]!.slice(7))).toBe(Number(numbers[0]!.slice(7)) + 1);
    // Negative amounts that still add up, VAT split like the invoice's.
    expect(a.creditNote).toMatchObject({ grossKurus: -1000_00, netKurus: -833_33, vatKurus: -166_67 });
    const [counter] = await rows<{ last_number: number }>(
      sql`select last_number from credit_note_counters where year = 2026`,
    );
    expect(counter!.last_number).toBe(Number(numbers[1]!.slice(7)));

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/Transaction/page', headers: bearer(agency.token) })
    ).json().Data;
    const item = list.Items.find((i: { Id: string }) => i.Id === first.id);
    expect(item).toMatchObject({ State: 'refunded', CreditNoteId: a.creditNote!.id });
    expect(item.InvoiceId).not.toBeNull();

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/pdf/${a.creditNote!.id}`,
      headers: bearer(agency.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('İADE FATURASI');
    expect(text).toContain(a.creditNote!.number);
    const [invoice] = await rows<{ number: string }>(
      sql`select number from invoices where id = ${item.InvoiceId}`,
    );
    expect(text).toContain(invoice!.number);
    expect(text).toContain('-₺1.000,00');
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/pdf/${a.creditNote!.id}`,
      headers: { ...bearer(agency.token), cookie: 'language=en-TR' },
    });
    expect(await pdfText(english.rawPayload)).toContain('CREDIT NOTE');

    // Handed to the e-invoice integrator as an IADE document naming the invoice.
    const [sent] = await rows<{ payload: { body: { type: string; billingReference: { number: string } } } }>(
      sql`select payload from outbox_messages where dedupe_key = ${`e-invoice:${a.creditNote!.number}`}`,
    );
    expect(sent!.payload.body.type).toBe('IADE');
    expect(sent!.payload.body.billingReference.number).toBe(invoice!.number);

    // Another agency cannot read it.
    const other = await agencyAccount(t.app, db());
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/pdf/${a.creditNote!.id}`,
      headers: bearer(other.token),
    });
    expect(denied.statusCode).toBe(404);
  });
});

describe('the console: a payment record and its audited refund', () => {
  function opsCall(
    who: { bearer: Record<string, string> },
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) {
    return t.app.inject({
      method,
      url: `/api/v1/ops${url}`,
      headers: { ...who.bearer, 'accept-language': 'tr' },
      ...(payload ? { payload } : {}),
    });
  }

  it('shows the payment, finds it by id, refunds it once with one audit row, and answers refusals', async () => {
    const ops = await signInOperator(t.app, await createOperator(t.app));
    const other = await signInOperator(t.app, await createOperator(t.app));
    const agency = await agencyAccount(t.app, db());
    const payment = await topUp(agency.token, 1000_00);

    const view = (await opsCall(ops, 'GET', `/payments/${payment.id}`)).json().Data;
    expect(view).toMatchObject({
      Id: payment.id,
      State: 'succeeded',
      PaidPrice: 1000_00,
      Installment: 1,
      CardLastFour: '0008',
      Agency: { Id: agency.providerId },
      ProviderName: 'sandbox',
      CreditNote: null,
      Refund: null,
      Refundable: true,
    });
    expect(view.ProviderPaymentId).toBeTruthy();
    expect(view.Invoice.Number).toMatch(/^BRF2026/);

    const search = (await opsCall(ops, 'GET', `/search?Q=${payment.id}&Kind=payment`)).json().Data;
    expect(search.Items).toEqual([
      expect.objectContaining({ Kind: 'payment', Ref: payment.id, Href: `/ops/payments/${payment.id}` }),
    ]);

    // Without a reason: refused beside the field.
    expect((await opsCall(ops, 'POST', `/payments/${payment.id}/refund`, { Reason: '' })).statusCode).toBe(
      400,
    );

    const [first, second] = await Promise.all([
      opsCall(ops, 'POST', `/payments/${payment.id}/refund`, { Reason: 'Müşteri talebi' }),
      opsCall(other, 'POST', `/payments/${payment.id}/refund`, { Reason: 'Müşteri talebi' }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().Message).toBe('Bu ödeme zaten iade edildi.');
    const done = (first.statusCode === 200 ? first : second).json().Data;
    expect(done.Figures).toMatchObject({
      RefundedKurus: 1000_00,
      WalletTakenBackKurus: 1000_00,
      Method: 'cancel',
    });
    const audit = await rows<{ action: string; reason: string }>(
      sql`select action, reason from ops_audit_log where subject_type = 'payment' and subject_id = ${payment.id}`,
    );
    expect(audit).toEqual([{ action: 'payment.refund', reason: 'Müşteri talebi' }]);

    const after = (await opsCall(ops, 'GET', `/payments/${payment.id}`)).json().Data;
    expect(after).toMatchObject({
      State: 'refunded',
      Refundable: false,
      Refund: { Method: 'cancel', Reason: 'Müşteri talebi' },
    });
    expect(after.CreditNote.Number).toMatch(/^BRI2026/);

    // A refused refund writes no audit row.
    const failed = await topUp(agency.token, 1000_00, INSUFFICIENT);
    const notRefundable = await opsCall(ops, 'POST', `/payments/${failed.id}/refund`, {
      Reason: 'Müşteri talebi',
    });
    expect(notRefundable.statusCode).toBe(409);
    const none = await rows<{ n: string }>(
      sql`select count(*) as n from ops_audit_log where subject_type = 'payment' and subject_id = ${failed.id}`,
    );
    expect(Number(none[0]!.n)).toBe(0);
    expect((await opsCall(ops, 'GET', '/payments/no-such-payment')).statusCode).toBe(404);
  });
});
