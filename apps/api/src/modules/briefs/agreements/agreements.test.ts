import {
  noticeLine,
  PROJECT_VIEW_FEE_KURUS,
  type TNotification,
  WON_REFUND_FEE_MULTIPLIER,
} from '@brifa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, me } from '../../../../test/accounts.ts';
import { matchAgency } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';
import { api, clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';
import { image, multipartBody } from '../../../../test/uploads.ts';
import { depsOf } from '../../../platform/deps.ts';
import { users } from '../../identity/users/users.table.ts';
import { balanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { opsQueueItems } from '../../ops/queues/queues.table.ts';
import { matchedProviders, offerOptionalProviders } from '../matching/matching.table.ts';
import { releaseWaitingRefunds } from './agreements.service.ts';
import { agreements } from './agreements.table.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;
let ops: Awaited<ReturnType<typeof signInOperator>>;
const FEE = PROJECT_VIEW_FEE_KURUS;
const REFUND = FEE * WON_REFUND_FEE_MULTIPLIER;
/** The monthly cap of this suite: one refund fits, a second in the same month waits. */
const CAP_TL = (REFUND * 1.5) / 100;
const HOUR = 3_600_000;
const db = () => t.database.db;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await buildTestApp({ env: { AGREEMENT_REFUND_MONTHLY_CAP_TL: String(CAP_TL) } });
  call = api(t.app);
  ops = await signInOperator(t.app, await createOperator(t.app));
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/**
 * A client's brief, an agency that paid the fee for access, and the client's won mark. `clean`: the client's
 * account is a week old and the agency paid two hours before the won mark (no risk signal).
 */
async function wonAgreement(
  options: { clean: boolean; requested?: boolean; providerId?: number } = { clean: true },
) {
  const { client, offer } = await clientWithBrief(t.app, db());
  let agency: { token: string; providerId: number; match: { id: number } };
  if (options.providerId !== undefined) {
    const match = await matchAgency(db(), offer.Id, options.providerId, { status: 'waiting', at: TEST_NOW });
    agency = { ...(await agencyOf(options.providerId)), match };
  } else {
    agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
  }
  if (options.requested)
    await db()
      .insert(offerOptionalProviders)
      .values({ offerId: offer.Id, providerId: agency.providerId, createdAt: TEST_NOW });
  await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
  const paid = await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);
  expect(paid.statusCode, paid.body).toBe(200);
  if (options.clean) {
    await db()
      .update(users)
      .set({ createdAt: new Date(TEST_NOW.getTime() - 7 * 24 * HOUR) })
      .where(eq(users.id, client.userId));
    await db()
      .update(matchedProviders)
      .set({ accessAt: new Date(TEST_NOW.getTime() - 2 * HOUR) })
      .where(eq(matchedProviders.id, agency.match.id));
  }
  const won = await call.send('POST', `MatchedProvider/${agency.match.id}/won`, client.token);
  expect(won.statusCode, won.body).toBe(200);
  const list = (await call.get('AgreementDocument', agency.token)).json().Data;
  const agreement = list.Items.find(
    (a: { MatchedProviderId: number }) => a.MatchedProviderId === agency.match.id,
  );
  return { client, offer, agency, agreement };
}

const agencyTokens = new Map<number, string>();
async function agencyOf(providerId: number) {
  return { token: agencyTokens.get(providerId)!, providerId };
}

async function sendDocuments(token: string, id: number, amount = '125000,50') {
  const body = multipartBody([
    { name: 'Amount', content: amount },
    { name: 'Period', content: 'monthly' },
    { name: 'Months', content: '6' },
    { name: 'Contract', filename: 'sözleşme.pdf', content: PDF, contentType: 'application/pdf' },
    { name: 'Invoice', filename: 'fatura.png', content: await image(20, 20), contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/AgreementDocument/${id}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const confirm = (token: string, id: number, amountKurus = 12_500_050) =>
  call.send('POST', `OfferAgreement/${id}/confirm`, token, { AmountKurus: amountKurus });

async function wonRefundEntries(providerId: number) {
  const result = await db().execute(
    sql`select count(*)::int as n from wallet_entries e join wallet_accounts a on a.id = e.account_id
      where a.provider_id = ${providerId} and e.idempotency_key like 'refund-won:%'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function row(id: number) {
  const [found] = await db().select().from(agreements).where(eq(agreements.id, id));
  return found!;
}

function opsCall(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/ops${url}`,
    headers: ops.bearer,
    ...(payload ? { payload } : {}),
  });
}

describe('agreements and the won refund (issue 20)', () => {
  it('the farming scenario: a fresh client names the agency and marks it won at once: pending and a console item, not credit', async () => {
    const { client, agency, agreement } = await wonAgreement({ clean: false, requested: true });
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
    expect(agreement).toMatchObject({ Status: 'awaiting_documents', RefundPendingKurus: REFUND });
    expect((await sendDocuments(agency.token, agreement.Id)).statusCode).toBe(200);
    const confirmed = await confirm(client.token, agreement.Id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().Data).toMatchObject({ Status: 'in_review', RefundPendingKurus: REFUND });
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
    expect(await wonRefundEntries(agency.providerId)).toBe(0);
    expect((await row(agreement.Id)).riskSignals).toEqual(
      expect.arrayContaining(['young_client_account', 'requested_agency', 'won_soon_after_payment']),
    );
    const items = await db()
      .select()
      .from(opsQueueItems)
      .where(eq(opsQueueItems.dedupeKey, `agreement_review:${agreement.Id}`));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'agreement_check', state: 'open', subjectType: 'agreement' });

    // The operator sees the signals and rejects with a reason: no refund ever.
    const view = (await opsCall('GET', `/agreements/${agreement.Id}`)).json().Data;
    expect(view.RiskSignals).toContain('requested_agency');
    const rejected = await opsCall('POST', `/agreements/${agreement.Id}/reject`, {
      Reason: 'Sahte anlaşma şüphesi',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await row(agreement.Id)).status).toBe('rejected');
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
    const [item] = await db().select().from(opsQueueItems).where(eq(opsQueueItems.id, items[0]!.id));
    expect(item!.state).toBe('resolved');
  });

  it('an operator approves a reviewed agreement: the refund is released once', async () => {
    const { client, agency, agreement } = await wonAgreement({ clean: false });
    await sendDocuments(agency.token, agreement.Id);
    await confirm(client.token, agreement.Id);
    // The operator reads the documents it decides on.
    const contract = await opsCall('GET', `/agreements/${agreement.Id}/contract`);
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-type']).toBe('application/pdf');
    expect(contract.body.startsWith('%PDF-')).toBe(true);
    const invoice = await opsCall('GET', `/agreements/${agreement.Id}/invoice`);
    expect(invoice.headers['content-type']).toBe('image/png');
    expect((await opsCall('GET', `/agreements/${agreement.Id + 1000}/invoice`)).statusCode).toBe(404);
    const approve = () => opsCall('POST', `/agreements/${agreement.Id}/approve`, { Reason: '' });
    expect((await approve()).json().Data).toMatchObject({
      Changed: true,
      Figures: { ReleasedKurus: REFUND },
    });
    expect((await approve()).json().Data).toMatchObject({ Changed: false });
    expect(await balanceOf(db(), agency.providerId)).toBe(REFUND);
    expect(await wonRefundEntries(agency.providerId)).toBe(1);
  });

  it('a clean agreement with documents and the client’s confirmation releases the refund once, even with 20 concurrent confirmations', async () => {
    const { client, agency, agreement } = await wonAgreement({ clean: true });
    // Before the documents the client cannot confirm; a wrong file is refused by its content.
    expect((await confirm(client.token, agreement.Id)).json().ErrorCode).toBe('AGREEMENT_STATE_INVALID');
    const bad = multipartBody([
      { name: 'Amount', content: '1000' },
      { name: 'Period', content: 'one_off' },
      { name: 'Contract', filename: 'contract.pdf', content: 'MZ not a pdf', contentType: 'application/pdf' },
    ]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/AgreementDocument/${agreement.Id}`,
      headers: { ...bearer(agency.token), ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.json()).toMatchObject({ ErrorCode: 'AGREEMENT_DOCUMENTS_INVALID' });
    // The client may not send the agency's documents.
    expect((await sendDocuments(client.token, agreement.Id)).statusCode).toBe(404);
    const npsPopUp = async () =>
      (await me(t.app, client.token, client.userId)).json().Data.IsShowNpsPopUp as boolean;
    expect(await npsPopUp()).toBe(true);

    const sent = await sendDocuments(agency.token, agreement.Id);
    expect(sent.statusCode, sent.body).toBe(200);
    // One prompt at a time: the amount to confirm comes before the agreement's score.
    expect(await npsPopUp()).toBe(false);
    // The client is told what to confirm, with the agency's amount, on its offers page.
    const asked = (await call.get('Notification', client.token)).json().Data.Items as TNotification[];
    const documents = asked.find((n) => n.Kind === 'agreement_documents_sent')!;
    expect(noticeLine(documents.Kind, documents.Params, 'tr')).toMatch(
      /anlaşma belgelerini gönderdi \(₺125\.000,50\)/,
    );
    expect(documents.Link).toMatch(/^\/client\/projects\/.+\/offers$/);
    expect(sent.json().Data).toMatchObject({
      Status: 'awaiting_confirmation',
      AmountKurus: 12_500_050,
      Period: 'monthly',
      Months: 6,
      Contract: { FileName: 'sözleşme.pdf', FileType: 'application/pdf' },
      Invoice: { FileName: 'fatura.png', FileType: 'image/png' },
    });
    // Both sides may download the documents; nobody else.
    const contract = await t.app.inject({
      method: 'GET',
      url: `/api/v1/AgreementDocument/${agreement.Id}/contract`,
      headers: bearer(client.token),
    });
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-type']).toBe('application/pdf');
    expect(contract.body.startsWith('%PDF-')).toBe(true);
    const stranger = await clientWithBrief(t.app, db());
    const refusedFile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/AgreementDocument/${agreement.Id}/invoice`,
      headers: bearer(stranger.client.token),
    });
    expect(refusedFile.statusCode).toBe(404);
    // A different amount than the agency's is refused; the agency may not confirm for the client.
    expect((await confirm(client.token, agreement.Id, 100)).json().ErrorCode).toBe(
      'AGREEMENT_AMOUNT_CHANGED',
    );
    expect((await confirm(agency.token, agreement.Id)).statusCode).toBe(404);
    expect(await balanceOf(db(), agency.providerId)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(client.token, agreement.Id)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().Data).toMatchObject({
        Status: 'verified',
        RefundPendingKurus: 0,
        RefundReleasedKurus: REFUND,
      });
    }
    expect(await balanceOf(db(), agency.providerId)).toBe(REFUND);
    expect(await wonRefundEntries(agency.providerId)).toBe(1);
    expect(await npsPopUp()).toBe(true);
    const wallet = (await call.get('WalletTransaction', agency.token)).json().Data;
    expect(wallet.Items[0]).toMatchObject({ Reason: 'refund_won', AmountKurus: REFUND });
    expect((await call.get('AgreementDocument', agency.token)).json().Data.PendingRefundKurus).toBe(0);
    // The agency is told the refund reached its wallet.
    const notices = (await call.get('Notification', agency.token)).json().Data.Items as { Kind: string }[];
    expect(notices.map((n) => n.Kind)).toContain('refund_granted');
    const [open] = await db()
      .select()
      .from(opsQueueItems)
      .where(eq(opsQueueItems.dedupeKey, `agreement_review:${agreement.Id}`));
    expect(open).toBeUndefined();
  });

  it('ending a verified agreement within 30 days takes the refund back, as far as the balance allows', async () => {
    const { client, agency, agreement } = await wonAgreement({ clean: true });
    await sendDocuments(agency.token, agreement.Id);
    await confirm(client.token, agreement.Id);
    expect(await balanceOf(db(), agency.providerId)).toBe(REFUND);

    // The agency spends part of it on another brief's access.
    const other = await clientWithBrief(t.app, db());
    const match = await matchAgency(db(), other.offer.Id, agency.providerId, {
      status: 'waiting',
      at: TEST_NOW,
    });
    expect((await call.send('POST', `MatchedProvider/${match.id}/payment`, agency.token)).statusCode).toBe(
      200,
    );
    expect(await balanceOf(db(), agency.providerId)).toBe(REFUND - FEE);

    t.clock.set(new Date(TEST_NOW.getTime() + 20 * 24 * HOUR));
    const ended = await call.send('POST', `OfferAgreement/${agreement.Id}/end`, agency.token, {
      Reason: 'Müşteri projeyi iptal etti',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().Data).toMatchObject({
      Status: 'ended',
      EndedBy: 'provider',
      RefundTakenBackKurus: REFUND - FEE,
    });
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
    expect((await row(agreement.Id)).refundShortfallKurus).toBe(FEE);
    const [shortfall] = await db()
      .select()
      .from(opsQueueItems)
      .where(eq(opsQueueItems.dedupeKey, `agreement_shortfall:${agreement.Id}`));
    expect(shortfall).toMatchObject({ kind: 'agreement_check', state: 'open' });
    const wallet = (await call.get('WalletTransaction', agency.token)).json().Data;
    expect(wallet.Items[0]).toMatchObject({ Reason: 'refund_won_taken_back', AmountKurus: -(REFUND - FEE) });
    // Ended once: a second end is refused.
    const again = await call.send('POST', `OfferAgreement/${agreement.Id}/end`, client.token, {
      Reason: 'Tekrar',
    });
    expect(again.json().ErrorCode).toBe('AGREEMENT_STATE_INVALID');
  });

  it('after 30 days ending keeps the refund; a pending refund is simply dropped', async () => {
    const first = await wonAgreement({ clean: true });
    await sendDocuments(first.agency.token, first.agreement.Id);
    await confirm(first.client.token, first.agreement.Id);
    t.clock.set(new Date(TEST_NOW.getTime() + 31 * 24 * HOUR));
    await call.send('POST', `OfferAgreement/${first.agreement.Id}/end`, first.client.token, {
      Reason: 'Proje bitti',
    });
    expect(await balanceOf(db(), first.agency.providerId)).toBe(REFUND);

    t.clock.set(TEST_NOW);
    const second = await wonAgreement({ clean: true });
    const ended = await call.send('POST', `OfferAgreement/${second.agreement.Id}/end`, second.client.token, {
      Reason: 'Anlaşmadan vazgeçtik',
    });
    expect(ended.json().Data).toMatchObject({ Status: 'ended', RefundPendingKurus: 0, EndedBy: 'client' });
    expect(await balanceOf(db(), second.agency.providerId)).toBe(0);
  });

  it('the monthly cap: a second refund in the month waits, and the daily job releases it next month', async () => {
    const first = await wonAgreement({ clean: true });
    agencyTokens.set(first.agency.providerId, first.agency.token);
    await sendDocuments(first.agency.token, first.agreement.Id);
    await confirm(first.client.token, first.agreement.Id);
    expect(await balanceOf(db(), first.agency.providerId)).toBe(REFUND);

    const second = await wonAgreement({ clean: true, providerId: first.agency.providerId });
    await sendDocuments(first.agency.token, second.agreement.Id);
    const waiting = await confirm(second.client.token, second.agreement.Id);
    expect(waiting.json().Data).toMatchObject({ Status: 'awaiting_cap', RefundPendingKurus: REFUND });
    expect(await balanceOf(db(), first.agency.providerId)).toBe(REFUND);
    const deps = depsOf(t.app);
    expect(await releaseWaitingRefunds(deps)).toBe(0);

    t.clock.set(new Date('2026-12-01T08:00:00.000Z'));
    expect(await releaseWaitingRefunds(deps)).toBe(1);
    expect(await releaseWaitingRefunds(deps)).toBe(0);
    expect(await balanceOf(db(), first.agency.providerId)).toBe(2 * REFUND);
    expect(await wonRefundEntries(first.agency.providerId)).toBe(2);
    const after = await db()
      .select()
      .from(agreements)
      .where(and(eq(agreements.providerId, first.agency.providerId), eq(agreements.status, 'verified')));
    expect(after).toHaveLength(2);
  });

  it('the monthly cap counts what the agency keeps: a refund taken back makes room in the same month', async () => {
    const first = await wonAgreement({ clean: true });
    agencyTokens.set(first.agency.providerId, first.agency.token);
    await sendDocuments(first.agency.token, first.agreement.Id);
    await confirm(first.client.token, first.agreement.Id);
    const second = await wonAgreement({ clean: true, providerId: first.agency.providerId });
    await sendDocuments(first.agency.token, second.agreement.Id);
    expect((await confirm(second.client.token, second.agreement.Id)).json().Data.Status).toBe('awaiting_cap');

    const ended = await call.send('POST', `OfferAgreement/${first.agreement.Id}/end`, first.client.token, {
      Reason: 'Proje iptal edildi',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await balanceOf(db(), first.agency.providerId)).toBe(0);
    // Same month: the first refund went back, so the second fits under the cap now.
    expect(await releaseWaitingRefunds(depsOf(t.app))).toBe(1);
    expect(await balanceOf(db(), first.agency.providerId)).toBe(REFUND);
    expect((await row(second.agreement.Id)).status).toBe('verified');
  });
});
