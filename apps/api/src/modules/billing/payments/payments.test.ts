import { FIELD_MESSAGES, SANDBOX_TEST_CARDS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { loadConfig } from '../../../platform/config.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';
import { balanceOf } from '../../ledger/wallet/wallet.service.ts';
import { LINE_HANDLERS } from './payment-fulfilment.ts';

let t: TTestApp;
/** Every SQL statement the app runs, with its parameters: what a database log would hold. */
const statements: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    logger: { logQuery: (query, params) => statements.push(`${query} ${JSON.stringify(params)}`) },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const SUCCESS = '5528790000000008';
const SUCCESS_SINGLE = '4766620000000001';
const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  HolderName: 'Mert Kaya',
  Number: number,
  ExpireMonth: 12,
  ExpireYear: 2030,
  Cvc: '123',
  ...overrides,
});
const topUp = (amountKurus: number) => [{ Id: 'wallet_top_up', AmountKurus: amountKurus }];
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

async function init(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/Payment/init', headers: bearer(token), payload });
}

async function start(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Payment/start',
    headers: { ...bearer(token), 'idempotency-key': newKey(), ...headers },
    payload: { Type: 'wallet_top_up', ...payload },
  });
}

/** The price the card is charged for n instalments, as Payment/init shows it. */
async function paidPrice(token: string, amountKurus: number, bin: string, installment: number) {
  const res = await init(token, { BasketItems: topUp(amountKurus), BinNumber: bin });
  const option = res
    .json()
    .Data.Installments.find((o: { Installment: number }) => o.Installment === installment);
  return option.TotalPriceKurus as number;
}

/** The payer's browser at the sandbox bank: the 3-D page, the code on it (or a wrong one), the post back. */
async function throughBank(threeDsUrl: string, options: { wrongCode?: boolean } = {}) {
  const landing = await t.app.inject({ method: 'GET', url: threeDsUrl });
  expect(landing.statusCode).toBe(200);
  const bankPath = /url=([^"]+)"/.exec(landing.body)![1]!;
  const page = await t.app.inject({ method: 'GET', url: bankPath });
  const code = /data-testid="sandbox-otp">(\d{6})</.exec(page.body)![1]!;
  const submitted = await t.app.inject({
    method: 'POST',
    url: bankPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code: options.wrongCode ? '000000' : code }).toString(),
  });
  const action = /action="([^"]+)"/.exec(submitted.body)![1]!;
  const fields = Object.fromEntries(
    [...submitted.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  return { callbackPath: new URL(action).pathname, fields };
}

async function postCallback(path: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function payment(token: string, id: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/Payment/${id}`, headers: bearer(token) })).json()
    .Data;
}

/** A whole top-up through the 3-D page; answers the payment id and the callback for replays. */
async function topUpWithCard(
  token: string,
  number: string,
  options: { amountKurus?: number; installment?: number; save?: boolean; wrongCode?: boolean } = {},
) {
  const amountKurus = options.amountKurus ?? 1000_00;
  const installment = options.installment ?? 1;
  const res = await start(token, {
    BasketItems: topUp(amountKurus),
    GrossPrice: amountKurus,
    PaidPrice: await paidPrice(token, amountKurus, number.slice(0, 6), installment),
    Installment: installment,
    Card: card(number),
    SaveCard: options.save ?? false,
  });
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json().Data;
  expect(started.State).toBe('waiting_3ds');
  const bank = await throughBank(started.ThreeDsUrl, options);
  const back = await postCallback(bank.callbackPath, bank.fields);
  expect(back.statusCode).toBe(303);
  expect(back.headers.location).toBe(`/payment-result?payment=${started.Id}`);
  return { id: started.Id as string, ...bank };
}

describe('card validation messages (rules.md §8)', () => {
  const cases = [
    ['Card.HolderName', { HolderName: 'M' }, 'cardHolder'],
    ['Card.Number', { Number: '5528790000000009' }, 'cardNumber'],
    ['Card.ExpireMonth', { ExpireMonth: 13 }, 'cardExpiry'],
    ['Card.Cvc', { Cvc: '12' }, 'cardCvc'],
  ] as const;
  for (const language of ['tr-TR', 'en-TR'] as const) {
    for (const [field, override, message] of cases) {
      it(`${field} in ${language}`, async () => {
        const { token } = await agencyAccount(t.app, db());
        const res = await start(
          token,
          {
            BasketItems: topUp(1000_00),
            GrossPrice: 1000_00,
            PaidPrice: 1000_00,
            Card: card(SUCCESS, override),
          },
          { cookie: `language=${language}` },
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().Errors[field]).toBe(FIELD_MESSAGES[message][language === 'tr-TR' ? 'tr' : 'en']);
      });
    }
    it(`an expired card in ${language}`, async () => {
      const { token } = await agencyAccount(t.app, db());
      const res = await start(
        token,
        {
          BasketItems: topUp(1000_00),
          GrossPrice: 1000_00,
          PaidPrice: 1000_00,
          Card: card(SUCCESS, { ExpireMonth: 10, ExpireYear: 2026 }),
        },
        { cookie: `language=${language}` },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors['Card.ExpireYear']).toBe(
        FIELD_MESSAGES.cardExpiry[language === 'tr-TR' ? 'tr' : 'en'],
      );
    });
  }
});

describe('wallet top-up by card through 3-D Secure', () => {
  it('shows the instalments with their interest before paying, and charges nothing', async () => {
    const { token, providerId } = await agencyAccount(t.app, db());
    const before = await balanceOf(db(), providerId);
    const res = await init(token, { BasketItems: topUp(1000_00), BinNumber: '552879' });
    const data = res.json().Data;
    expect(data.GrossPrice).toBe(1000_00);
    expect(data.Installments).toHaveLength(12);
    expect(data.Installments[0]).toMatchObject({
      Installment: 1,
      TotalPriceKurus: 1000_00,
      InterestKurus: 0,
    });
    expect(data.Installments[2].InterestKurus).toBeGreaterThan(0);
    expect(data.TestMode).toBe(true);
    expect(await balanceOf(db(), providerId)).toBe(before);
  });

  it('a successful 3-D payment in 3 instalments credits the wallet once and saves the card', async () => {
    const { token, providerId } = await agencyAccount(t.app, db());
    const before = await balanceOf(db(), providerId);
    const { id } = await topUpWithCard(token, SUCCESS, { installment: 3, save: true });
    const paid = await payment(token, id);
    expect(paid).toMatchObject({
      State: 'succeeded',
      Installment: 3,
      GrossPrice: 1000_00,
      CardLastFour: '0008',
    });
    expect(paid.PaidPrice).toBeGreaterThan(1000_00);
    expect(await balanceOf(db(), providerId)).toBe(before + 1000_00);
    const cards = (
      await t.app.inject({ method: 'GET', url: '/api/v1/CreditCard', headers: bearer(token) })
    ).json().Data.Items;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ LastFour: '0008', Association: 'MASTER_CARD', HolderName: 'Mert Kaya' });

    // A second top-up with the saved card.
    const saved = await start(token, {
      BasketItems: topUp(2500_00),
      GrossPrice: 2500_00,
      PaidPrice: 2500_00,
      CreditCardId: cards[0].Id,
    });
    const bank = await throughBank(saved.json().Data.ThreeDsUrl);
    await postCallback(bank.callbackPath, bank.fields);
    // 2500 TL reaches the LeadcoinCampaign's first seeded tier: +5 % as a separate gift entry.
    expect(await balanceOf(db(), providerId)).toBe(before + 3500_00 + 125_00);

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/Transaction/page', headers: bearer(token) })
    ).json().Data;
    expect(list.TotalCount).toBe(2);
    expect(list.Items[0]).toMatchObject({ State: 'succeeded', GrossPrice: 2500_00 });
    // Each paid top-up is invoiced once, for its price (the instalments' interest is the bank's).
    const invoiceIds = list.Items.map((item: { InvoiceId: number | null }) => item.InvoiceId);
    expect(invoiceIds.every((id: number | null) => typeof id === 'number')).toBe(true);
    expect(new Set(invoiceIds).size).toBe(2);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/pdf/${invoiceIds[0]}`,
      headers: bearer(token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  for (const [outcome, reason] of [
    ['insufficient_funds', 'insufficient_funds'],
    ['three_ds_error', 'three_ds_error'],
    ['security_check', 'security_check'],
  ] as const) {
    it(`the ${outcome} test card fails with its reason and changes nothing`, async () => {
      const { token, providerId } = await agencyAccount(t.app, db());
      const before = await balanceOf(db(), providerId);
      const number = SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome)!.number;
      const { id } = await topUpWithCard(token, number);
      expect(await payment(token, id)).toMatchObject({ State: 'failed', FailureReason: reason });
      expect(await balanceOf(db(), providerId)).toBe(before);
    });
  }

  it('tells the agency the outcome in the app and by e-mail (payment_result), once per payment', async () => {
    const { token, providerId } = await agencyAccount(t.app, db());
    const paid = await topUpWithCard(token, SUCCESS);
    await postCallback(paid.callbackPath, paid.fields);
    const failedCard = SANDBOX_TEST_CARDS.find((c) => c.outcome === 'three_ds_error')!.number;
    await topUpWithCard(token, failedCard);
    const notices = (
      (await db().execute(sql`
        select n.params from notifications n
        join provider_members m on m.user_id = n.user_id
        where m.provider_id = ${providerId} and n.kind = 'payment_result'
        order by n.id`)) as unknown as {
        rows: Array<{ params: { Succeeded: boolean; AmountKurus: number } }>;
      }
    ).rows;
    expect(notices.map((n) => n.params)).toEqual([
      { Succeeded: true, AmountKurus: 1000_00 },
      { Succeeded: false, AmountKurus: 1000_00 },
    ]);
  });

  it('a wrong one-time code fails 3-D Secure', async () => {
    const { token, providerId } = await agencyAccount(t.app, db());
    const before = await balanceOf(db(), providerId);
    const { id } = await topUpWithCard(token, SUCCESS, { wrongCode: true });
    expect(await payment(token, id)).toMatchObject({ State: 'failed', FailureReason: 'three_ds_error' });
    expect(await balanceOf(db(), providerId)).toBe(before);
  });

  it('a replayed callback credits nothing more; a forged one credits nothing', async () => {
    const { token, providerId } = await agencyAccount(t.app, db());
    const before = await balanceOf(db(), providerId);
    const { callbackPath, fields } = await topUpWithCard(token, SUCCESS);
    await Promise.all(Array.from({ length: 5 }, () => postCallback(callbackPath, fields)));
    expect(await balanceOf(db(), providerId)).toBe(before + 1000_00);

    // A payment waiting for its 3-D step: a callback with made-up fields, or success claimed before the code.
    const res = await start(token, {
      BasketItems: topUp(1000_00),
      GrossPrice: 1000_00,
      PaidPrice: 1000_00,
      Card: card(SUCCESS_SINGLE),
    });
    const waiting = res.json().Data;
    const path = `/api/v1/Payment/callback/${waiting.Id}`;
    await postCallback(path, {
      status: 'success',
      mdStatus: '1',
      conversationId: waiting.Id,
      paymentId: 'sbx-forged',
    });
    expect((await payment(token, waiting.Id)).State).toBe('waiting_3ds');
    await postCallback(path, { status: 'success', mdStatus: '1', conversationId: 'other', paymentId: 'x' });
    expect((await payment(token, waiting.Id)).State).toBe('waiting_3ds');
    expect(await balanceOf(db(), providerId)).toBe(before + 1000_00);
    // Another payment's genuine callback posted to this one's address changes neither.
    await postCallback(path, fields);
    expect((await payment(token, waiting.Id)).State).toBe('waiting_3ds');
    expect(await balanceOf(db(), providerId)).toBe(before + 1000_00);
  });

  it('the same idempotency key answers the same payment and charges once', async () => {
    const { token, providerId } = await agencyAccount(t.app, db());
    const before = await balanceOf(db(), providerId);
    const key = newKey();
    const body = {
      BasketItems: topUp(1000_00),
      GrossPrice: 1000_00,
      PaidPrice: 1000_00,
      Card: card(SUCCESS_SINGLE),
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => start(token, body, { 'idempotency-key': key })),
    );
    const ids = new Set(answers.map((a) => a.json().Data.Id));
    expect(ids.size).toBe(1);
    const first = answers[0]!.json().Data;
    const bank = await throughBank(first.ThreeDsUrl);
    await postCallback(bank.callbackPath, bank.fields);
    const again = await start(token, body, { 'idempotency-key': key });
    expect(again.json().Data).toMatchObject({ Id: first.Id, State: 'succeeded' });
    expect(await balanceOf(db(), providerId)).toBe(before + 1000_00);
    const other = await start(
      token,
      { ...body, BasketItems: topUp(2000_00), GrossPrice: 2000_00, PaidPrice: 2000_00 },
      { 'idempotency-key': key },
    );
    expect(other.json().ErrorCode).toBe('PAYMENT_IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a tampered price, a top-up under the minimum and an instalment the card does not offer', async () => {
    const { token } = await agencyAccount(t.app, db());
    const tampered = await start(token, {
      BasketItems: topUp(1000_00),
      GrossPrice: 1_00,
      PaidPrice: 1_00,
      Card: card(SUCCESS),
    });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().ErrorCode).toBe('PAYMENT_PRICE_CHANGED');
    const noInterest = await start(token, {
      BasketItems: topUp(1000_00),
      GrossPrice: 1000_00,
      PaidPrice: 1000_00,
      Installment: 6,
      Card: card(SUCCESS),
    });
    expect(noInterest.json().ErrorCode).toBe('PAYMENT_PRICE_CHANGED');
    const small = await start(token, {
      BasketItems: topUp(999_00),
      GrossPrice: 999_00,
      PaidPrice: 999_00,
      Card: card(SUCCESS),
    });
    expect(small.json().ErrorCode).toBe('PAYMENT_TOP_UP_AMOUNT');
    const cents = await start(token, {
      BasketItems: topUp(1000_50),
      GrossPrice: 1000_50,
      PaidPrice: 1000_50,
      Card: card(SUCCESS),
    });
    expect(cents.json().ErrorCode).toBe('PAYMENT_TOP_UP_AMOUNT');
    const empty = await start(token, { BasketItems: [], GrossPrice: 0, PaidPrice: 0, Card: card(SUCCESS) });
    expect(empty.json().ErrorCode).toBe('PAYMENT_BASKET_EMPTY');
    const instalments = await start(token, {
      BasketItems: topUp(1000_00),
      GrossPrice: 1000_00,
      PaidPrice: 1000_00,
      Installment: 3,
      Card: card(SUCCESS_SINGLE),
    });
    expect(instalments.json().ErrorCode).toBe('PAYMENT_INSTALLMENT_UNAVAILABLE');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/start',
      headers: bearer(token),
      payload: {
        Type: 'wallet_top_up',
        BasketItems: topUp(1000_00),
        GrossPrice: 1000_00,
        PaidPrice: 1000_00,
        Card: card(SUCCESS),
      },
    });
    expect(noKey.json().ErrorCode).toBe('PAYMENT_IDEMPOTENCY_KEY_REQUIRED');
  });

  it('lists the top-up, then each product and period priced by the catalogue', async () => {
    const { token } = await agencyAccount(t.app, db());
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/BasketItem/page', headers: bearer(token) });
    const data = res.json().Data;
    expect(data.PageSize).toBe(100);
    expect(data.TotalCount).toBe(data.Items.length);
    expect(data.Items[0]).toMatchObject({ Id: 'wallet_top_up', MinAmountKurus: 1000_00, PriceKurus: null });
    // 4490 TL a month for 6 months, 10 % off for the longer period, VAT included.
    expect(data.Items.find((i: { Id: string }) => i.Id === 'package:growth:6')).toMatchObject({
      Kind: 'package',
      Plan: 'growth',
      PeriodMonths: 6,
      CategoryRights: 7,
      PriceKurus: 24_246_00,
    });
    expect(data.Items.find((i: { Id: string }) => i.Id === 'boost:30')).toMatchObject({
      Kind: 'boost',
      Days: 30,
    });
  });

  it('refuses to charge for an item nothing delivers', async () => {
    const { token } = await agencyAccount(t.app, db());
    const saved = LINE_HANDLERS.boost;
    delete LINE_HANDLERS.boost;
    try {
      const res = await start(token, {
        Type: 'boost',
        BasketItems: [{ Id: 'boost:10' }],
        GrossPrice: 990_00,
        PaidPrice: 990_00,
        Card: card(SUCCESS_SINGLE),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().ErrorCode).toBe('PAYMENT_BASKET_ITEM_UNKNOWN');
    } finally {
      if (saved) LINE_HANDLERS.boost = saved;
    }
  });
});

describe('saved cards', () => {
  it('adds, flags a card about to expire, deletes own cards, keeps the last one while subscribed', async () => {
    const { token, providerId } = await agencyAccount(t.app, db());
    const add = (c: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/CreditCard',
        headers: bearer(token),
        payload: { Card: c },
      });
    const first = await add(card(SUCCESS, { ExpireMonth: 11, ExpireYear: 2026 }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().Data).toMatchObject({ LastFour: '0008', ExpiresSoon: true });
    const second = (await add(card(SUCCESS_SINGLE))).json().Data;
    expect(second.ExpiresSoon).toBe(false);

    const other = await agencyAccount(t.app, db());
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/CreditCard/${second.Id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);

    await db()
      .insert(subscriptions)
      .values({
        providerId,
        kind: 'category',
        categoryIds: [3],
        startsAt: new Date(t.clock.now().getTime() - 86_400_000),
        endsAt: new Date(t.clock.now().getTime() + 90 * 86_400_000),
      });
    const del = (id: number, language = 'tr-TR') =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/CreditCard/${id}`,
        headers: { ...bearer(token), cookie: `language=${language}` },
      });
    expect((await del(first.json().Data.Id)).statusCode).toBe(200);
    const last = await del(second.Id, 'en-TR');
    expect(last.statusCode).toBe(409);
    expect(last.json().Message).toBe(
      'You cannot delete your last saved card while a subscription is active. Add a new card first.',
    );
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/CreditCard', headers: bearer(token) })
    ).json().Data.Items;
    expect(list.map((c: { Id: number }) => c.Id)).toEqual([second.Id]);
  });
});

describe('card numbers and CVCs are kept nowhere', () => {
  it('no table and no statement logged holds a card number or CVC after payments and a saved card', async () => {
    const { token } = await agencyAccount(t.app, db());
    const cvc = '987';
    const res = await start(token, {
      BasketItems: topUp(1000_00),
      GrossPrice: 1000_00,
      PaidPrice: 1000_00,
      Card: card(SUCCESS, { Cvc: cvc }),
      SaveCard: true,
    });
    const bank = await throughBank(res.json().Data.ThreeDsUrl);
    await postCallback(bank.callbackPath, bank.fields);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/CreditCard',
      headers: bearer(token),
      payload: { Card: card(SUCCESS_SINGLE, { Cvc: cvc }) },
    });
    const appStatements = [...statements];
    const columns = (
      (await db().execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`)) as unknown as {
        rows: { table_name: string; column_name: string }[];
      }
    ).rows;
    expect(columns.some((c) => c.table_name === 'payments')).toBe(true);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const secret of [SUCCESS, SUCCESS_SINGLE]) {
        const hits = (await db().execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${secret}%`}`,
        )) as unknown as { rows: { n: number }[] };
        if (hits.rows[0]!.n > 0) found.push(`${table}.${column}`);
      }
    }
    expect(found).toEqual([]);
    // Payments store no CVC column; the one place a CVC could land is a statement's parameters.
    const logged = appStatements.filter(
      (line) => line.includes(SUCCESS) || line.includes(SUCCESS_SINGLE) || line.includes(`"${cvc}"`),
    );
    expect(logged).toEqual([]);
  });
});

describe('who may pay and see what', () => {
  it('a client cannot top up a wallet; another payer cannot read a payment', async () => {
    const client = await signUp(t.app, db(), { kind: 'client' });
    const res = await start(client.token, {
      BasketItems: topUp(1000_00),
      GrossPrice: 1000_00,
      PaidPrice: 1000_00,
      Card: card(SUCCESS),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().ErrorCode).toBe('PAYMENT_ONLY_AGENCIES');

    const { token } = await agencyAccount(t.app, db());
    const { id } = await topUpWithCard(token, SUCCESS_SINGLE);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Payment/${id}`,
      headers: bearer(client.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the server refuses to start in production with the sandbox unless asked to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER,
    ).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  });
});
