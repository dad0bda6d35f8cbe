import {
  BANK_TRANSFER_REFERENCE_ALPHABET,
  errorMessage,
  fieldMessage,
  type TBankTransfer,
  type TLocale,
} from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';
import { DEMO_BANK_ACCOUNT } from '../../../platform/config.ts';
import { depsOf } from '../../../platform/deps.ts';
import { balanceOf, platformBalanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { expireStaleTransfers } from './transfers.service.ts';

/**
 * Issue 18 item 9, wallet top-up by bank transfer over HTTP: the agency asks (the amount's messages in both
 * languages), marks it sent once (a "confirm transfer" item, due in 60 minutes, and the operators' chat notice),
 * an operator confirms (the wallet is credited once, even when two confirm at once) or rejects (nothing is
 * credited), the agency hears it, and no other agency can see or touch the request.
 */

let t: TTestApp;
let ops: { bearer: Record<string, string> };
let otherOps: { bearer: Record<string, string> };
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'https://brifa.test',
      OPERATOR_WEBHOOK_URL: 'http://127.0.0.1:9/operators',
      OUTBOX_WORKER: 'false',
    },
  });
  ops = await signInOperator(t.app, await createOperator(t.app));
  otherOps = await signInOperator(t.app, await createOperator(t.app));
});
afterAll(() => t.close());

type TAgency = Awaited<ReturnType<typeof agencyAccount>>;

function agencyCall(
  agency: Pick<TAgency, 'token'>,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  locale: TLocale = 'tr',
) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...bearer(agency.token), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
}

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

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

async function requestTransfer(agency: TAgency, amountTl = '1000'): Promise<TBankTransfer> {
  const res = await agencyCall(agency, 'POST', 'BankTransfer', { AmountTl: amountTl });
  expect(res.statusCode).toBe(201);
  return res.json().Data.Transfer as TBankTransfer;
}

async function sentTransfer(agency: TAgency, amountTl = '1000'): Promise<TBankTransfer> {
  const transfer = await requestTransfer(agency, amountTl);
  const res = await agencyCall(agency, 'POST', `BankTransfer/${transfer.Id}/sent`);
  expect(res.statusCode).toBe(200);
  return res.json().Data as TBankTransfer;
}

async function queueItemOf(publicId: string) {
  const [item] = await rows<{ id: string; state: string; due_at: Date | string; title: string }>(
    sql`select id, state, due_at, title from ops_queue_items where dedupe_key = ${`transfer_confirm:${publicId}`}`,
  );
  return item;
}

describe('an agency asks to top up by bank transfer', () => {
  it('answers the IBAN, the exact amount and an unambiguous reference code', async () => {
    const agency = await agencyAccount(t.app, db());
    const res = await agencyCall(agency, 'POST', 'BankTransfer', { AmountTl: '1500' });
    expect(res.statusCode).toBe(201);
    const data = res.json().Data;
    expect(data.Account).toEqual({
      Iban: DEMO_BANK_ACCOUNT.iban,
      BankName: DEMO_BANK_ACCOUNT.bankName,
      AccountHolder: DEMO_BANK_ACCOUNT.accountHolder,
      Demo: true,
    });
    expect(data.Transfer).toMatchObject({
      AmountKurus: 1500_00,
      State: 'awaiting_transfer',
      MarkedSentAt: null,
      DecidedAt: null,
    });
    const code = data.Transfer.ReferenceCode as string;
    expect(code).toMatch(new RegExp(`^BRF-[${BANK_TRANSFER_REFERENCE_ALPHABET}]{5}$`));

    const list = (await agencyCall(agency, 'GET', 'BankTransfer')).json().Data;
    expect(list.Items.map((i: TBankTransfer) => i.ReferenceCode)).toEqual([code]);
    expect(list.Account.Iban).toBe(DEMO_BANK_ACCOUNT.iban);
    // Asking changes no balance.
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
  });

  it.each([
    ['tr', '999', 'bankTransferMinimum', 'Havale/EFT ile en az 1000 TL yükleyebilirsiniz.'],
    ['en', '999', 'bankTransferMinimum', 'The minimum top-up by bank transfer is 1000 TL.'],
    ['tr', '1000,50', 'digitsOnly', 'Yalnızca rakam girin.'],
    ['en', '1.000', 'digitsOnly', 'Enter digits only.'],
    ['en', '-1000', 'digitsOnly', 'Enter digits only.'],
    ['tr', '', 'required', 'Bu alan zorunludur.'],
    ['en', '2000000', 'bankTransferMaximum', 'A single request can top up at most 1,000,000 TL.'],
  ] as const)('refuses %s "%s" with its message beside the amount', async (locale, amount, key, text) => {
    const agency = await agencyAccount(t.app, db());
    const res = await agencyCall(agency, 'POST', 'BankTransfer', { AmountTl: amount }, locale);
    expect(res.statusCode).toBe(400);
    const errors = res.json().Errors as Record<string, string>;
    expect(errors.AmountTl).toBe(fieldMessage(key, locale));
    expect(errors.AmountTl).toBe(text);
    const [count] = await rows<{ n: string }>(
      sql`select count(*) as n from bank_transfers where provider_id = ${agency.providerId}`,
    );
    expect(Number(count!.n)).toBe(0);
  });

  it('is for agencies only', async () => {
    const { signUp } = await import('../../../../test/accounts.ts');
    const client = await signUp(t.app, db(), { kind: 'client' });
    const res = await agencyCall(client, 'POST', 'BankTransfer', { AmountTl: '1000' });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/BankTransfer' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the agency marks its transfer sent', () => {
  it('once: a "confirm transfer" item due in 60 minutes and an operator notice naming nothing secret', async () => {
    const agency = await agencyAccount(t.app, db());
    const transfer = await requestTransfer(agency, '1000');
    const first = await agencyCall(agency, 'POST', `BankTransfer/${transfer.Id}/sent`);
    expect(first.statusCode).toBe(200);
    expect(first.json().Data).toMatchObject({ State: 'marked_sent', MarkedSentAt: TEST_NOW.toISOString() });

    const again = await agencyCall(agency, 'POST', `BankTransfer/${transfer.Id}/sent`, undefined, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(errorMessage('BANK_TRANSFER_ALREADY_SENT', 'en'));

    const item = await queueItemOf(transfer.Id);
    expect(item).toBeDefined();
    expect(item!.state).toBe('open');
    expect(new Date(item!.due_at).getTime()).toBe(TEST_NOW.getTime() + 60 * 60 * 1000);
    expect(item!.title).toContain(transfer.ReferenceCode);

    const notices = await rows<{ template: string; payload: { body: { text: string } } }>(
      sql`select template, payload from outbox_messages
        where template like 'operator:%' and dedupe_key = ${`operator:queue:${item!.id}`}`,
    );
    expect(notices).toHaveLength(1);
    const text = notices[0]!.payload.body.text;
    expect(text).toContain(`https://brifa.test/ops/queue/${item!.id}`);
    expect(text).toContain(transfer.ReferenceCode);
    expect(text).not.toContain(DEMO_BANK_ACCOUNT.iban);
    expect(text).not.toContain(agency.token);
  });

  it('another agency can neither see nor mark it', async () => {
    const owner = await agencyAccount(t.app, db());
    const stranger = await agencyAccount(t.app, db());
    const transfer = await requestTransfer(owner);
    const list = (await agencyCall(stranger, 'GET', 'BankTransfer')).json().Data;
    expect(list.Items).toEqual([]);
    const res = await agencyCall(stranger, 'POST', `BankTransfer/${transfer.Id}/sent`);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(errorMessage('BANK_TRANSFER_NOT_FOUND', 'tr'));
    const mine = (await agencyCall(owner, 'GET', 'BankTransfer')).json().Data;
    expect(mine.Items[0].State).toBe('awaiting_transfer');
    expect(await queueItemOf(transfer.Id)).toBeUndefined();
  });
});

describe('an operator decides', () => {
  it('confirms: the wallet is credited once from platform cash, even when two operators confirm at once', async () => {
    const agency = await agencyAccount(t.app, db());
    const transfer = await sentTransfer(agency, '1000');
    const before = await balanceOf(db(), agency.providerId);
    const cashBefore = await platformBalanceOf(db(), 'platform_cash');

    const view = (await opsCall(ops, 'GET', `/bank-transfers/${transfer.Id}`)).json().Data;
    expect(view).toMatchObject({
      Id: transfer.Id,
      AmountKurus: 1000_00,
      State: 'marked_sent',
      Agency: { Id: agency.providerId },
      DecidedBy: null,
    });

    const [a, b] = await Promise.all([
      opsCall(ops, 'POST', `/bank-transfers/${transfer.Id}/confirm`, { Reason: '' }),
      opsCall(otherOps, 'POST', `/bank-transfers/${transfer.Id}/confirm`, { Reason: '' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().Message).toBe(errorMessage('BANK_TRANSFER_ALREADY_DECIDED', 'tr'));

    expect(await balanceOf(db(), agency.providerId)).toBe(before + 1000_00);
    expect(await platformBalanceOf(db(), 'platform_cash')).toBe(cashBefore - 1000_00);
    const entries = await rows<{
      type: string;
      reason: string;
      amount_kurus: string;
      description: string;
    }>(sql`
      select e.type, e.reason, e.amount_kurus, e.description from wallet_entries e
      join wallet_accounts a on a.id = e.account_id
      where a.provider_id = ${agency.providerId} and e.reason = 'bank_transfer'`);
    expect(entries).toEqual([
      {
        type: 'top-up',
        reason: 'bank_transfer',
        amount_kurus: expect.anything(),
        description: transfer.ReferenceCode,
      },
    ]);
    expect(Number(entries[0]!.amount_kurus)).toBe(1000_00);

    // One audit row (the winner's), the queue item closed with it.
    const audit = await rows<{ action: string }>(
      sql`select action from ops_audit_log where subject_type = 'bank_transfer' and subject_id = ${transfer.Id}`,
    );
    expect(audit.map((r) => r.action)).toEqual(['bank_transfer.confirm']);
    expect((await queueItemOf(transfer.Id))!.state).toBe('resolved');

    // The agency sees it confirmed, and hears it in the app and by e-mail.
    const mine = (await agencyCall(agency, 'GET', 'BankTransfer')).json().Data;
    expect(mine.Items[0]).toMatchObject({ Id: transfer.Id, State: 'confirmed' });
    const notices = await rows<{ kind: string; params: { AmountKurus: number; Succeeded: boolean } }>(sql`
      select n.kind, n.params from notifications n
      join provider_members m on m.user_id = n.user_id
      where m.provider_id = ${agency.providerId} and n.kind = 'bank_transfer'`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ AmountKurus: 1000_00, Succeeded: true });
    const mails = await rows<{ subject: string }>(sql`
      select subject from outbox_messages
      where template = 'notice:bank_transfer' and dedupe_key like ${`bank-transfer:${transfer.Id}:email:%`}`);
    expect(mails.map((m) => m.subject)).toEqual(['Havale/EFT onaylandı']);

    const decided = (await opsCall(ops, 'GET', `/bank-transfers/${transfer.Id}`)).json().Data;
    expect(decided.DecidedBy).not.toBeNull();
  });

  it('confirmed, it earns the campaign bonus of its amount and is invoiced once, with its receipt e-mail', async () => {
    const agency = await agencyAccount(t.app, db());
    const transfer = await sentTransfer(agency, '2500');
    const before = await balanceOf(db(), agency.providerId);
    const res = await opsCall(ops, 'POST', `/bank-transfers/${transfer.Id}/confirm`, { Reason: '' });
    expect(res.statusCode).toBe(200);
    // 2500 TL reaches the seeded first tier (+5 %): the top-up and a separate gift entry.
    expect(await balanceOf(db(), agency.providerId)).toBe(before + 2500_00 + 125_00);
    const invoices = await rows<{ number: string; gross_kurus: string; payment_id: string }>(
      sql`select number, gross_kurus, payment_id from invoices where payment_id = ${`bank-transfer:${transfer.Id}`}`,
    );
    expect(invoices).toHaveLength(1);
    expect(Number(invoices[0]!.gross_kurus)).toBe(2500_00);
    const receipts = await rows<{ template: string }>(
      sql`select template from outbox_messages where dedupe_key = ${`invoice-receipt:${invoices[0]!.number}`}`,
    );
    expect(receipts).toEqual([{ template: 'invoiceReceipt' }]);
  });

  it('rejects with a reason: nothing is credited and the agency reads why', async () => {
    const agency = await agencyAccount(t.app, db());
    const transfer = await sentTransfer(agency, '2000');
    const before = await balanceOf(db(), agency.providerId);

    const short = await opsCall(ops, 'POST', `/bank-transfers/${transfer.Id}/reject`, { Reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors.Reason).toBe(fieldMessage('opsReason', 'tr'));

    const reason = 'Hesabımıza bu referansla bir havale gelmedi';
    const res = await opsCall(ops, 'POST', `/bank-transfers/${transfer.Id}/reject`, { Reason: reason });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(db(), agency.providerId)).toBe(before);

    // Decided once: a later confirm changes nothing.
    const late = await opsCall(otherOps, 'POST', `/bank-transfers/${transfer.Id}/confirm`, { Reason: '' });
    expect(late.statusCode).toBe(409);
    expect(await balanceOf(db(), agency.providerId)).toBe(before);
    const [entries] = await rows<{ n: string }>(sql`
      select count(*) as n from wallet_entries where idempotency_key = ${`bank-transfer:${transfer.Id}`}`);
    expect(Number(entries!.n)).toBe(0);

    const mine = (await agencyCall(agency, 'GET', 'BankTransfer')).json().Data;
    expect(mine.Items[0]).toMatchObject({ State: 'rejected', RejectReason: reason });
    expect((await queueItemOf(transfer.Id))!.state).toBe('resolved');
    const notices = await rows<{ params: { Succeeded: boolean; Reason: string } }>(sql`
      select n.params from notifications n join provider_members m on m.user_id = n.user_id
      where m.provider_id = ${agency.providerId} and n.kind = 'bank_transfer'`);
    expect(notices.map((n) => n.params)).toEqual([
      expect.objectContaining({ Succeeded: false, Reason: reason }),
    ]);
  });

  it('is the console’s alone: an agency token gets 404', async () => {
    const agency = await agencyAccount(t.app, db());
    const transfer = await sentTransfer(agency);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ops/bank-transfers/${transfer.Id}/confirm`,
      headers: bearer(agency.token),
      payload: { Reason: '' },
    });
    expect(res.statusCode).toBe(404);
    expect((await agencyCall(agency, 'GET', 'BankTransfer')).json().Data.Items[0].State).toBe('marked_sent');
  });
});

describe('a request never marked sent', () => {
  it('expires after 7 days (the nightly job); a sent one waits for its operator', async () => {
    const agency = await agencyAccount(t.app, db());
    const unsent = await requestTransfer(agency);
    const sent = await sentTransfer(agency);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      expect(await expireStaleTransfers(depsOf(t.app))).toBeGreaterThanOrEqual(1);
      const items = (await agencyCall(agency, 'GET', 'BankTransfer')).json().Data.Items as TBankTransfer[];
      const stateOf = (id: string) => items.find((i) => i.Id === id)?.State;
      expect(stateOf(unsent.Id)).toBe('expired');
      expect(stateOf(sent.Id)).toBe('marked_sent');
      const late = await agencyCall(agency, 'POST', `BankTransfer/${unsent.Id}/sent`);
      expect(late.statusCode).toBe(409);
      // (An ops session lasts 12 hours: a week later the operator signs in again.)
      const lateOps = await signInOperator(t.app, await createOperator(t.app));
      const confirm = await opsCall(lateOps, 'POST', `/bank-transfers/${unsent.Id}/confirm`, { Reason: '' });
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().Message).toBe(errorMessage('BANK_TRANSFER_ALREADY_DECIDED', 'tr'));
      const unknown = await opsCall(lateOps, 'GET', '/bank-transfers/unknown-transfer-id');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Message).toBe(errorMessage('BANK_TRANSFER_NOT_FOUND', 'tr'));
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
