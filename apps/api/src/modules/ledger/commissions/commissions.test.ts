import { COMMISSION_MODEL_UNTIL_AT } from '@brifa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me } from '../../../../test/accounts.ts';
import { ageOffer, matchAgency, offerRow } from '../../../../test/briefs.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';
import { api, clientWithBrief, matchedAgency } from '../../../../test/opportunities.ts';
import '../../briefs/agreements/agreements.events.ts';
import { depsOf } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { payments } from '../../billing/payments/payments.table.ts';
import { notifications } from '../../notifications/notifications.table.ts';
import { providerDebts } from '../subscriptions/subscriptions.table.ts';
import { balanceOf } from '../wallet/wallet.repo.ts';
import { walletEntries } from '../wallet/wallet.table.ts';
import { noticeOverdueCommissions } from './commissions.service.ts';
import { commissionPlans } from './commissions.table.ts';

let t: TTestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 86_400_000;
const SUCCESS = '5528790000000008';
const MONTHLY = 25_000_00;
const EARLIER = new Date('2024-09-01T10:00:00Z');
let agreementIds = 1000;

type TMatched = Awaited<ReturnType<typeof matchedAgency>>;

/** A brief (created at `createdAt`) and an agency matched to it. */
async function project(createdAt: Date = EARLIER) {
  const { offer } = await clientWithBrief(t.app, db());
  const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
  await ageOffer(db(), offer.Id, createdAt);
  return { offer, agency };
}

/** What the agreements part emits when the client confirms the amount (its own tests cover how). */
async function confirmAgreement(
  agency: TMatched,
  offerId: number,
  deal: { period: 'one_off' | 'monthly'; months: number | null; amountKurus?: number; id?: number },
) {
  const row = await offerRow(db(), offerId);
  const deps = depsOf(t.app);
  const id = deal.id ?? ++agreementIds;
  await db().transaction((tx) =>
    emit({ ...deps, db: tx }, 'agreement.confirmed', {
      agreement: {
        id,
        offer: {
          id: row.id,
          key: row.key,
          userId: row.userId,
          categoryId: row.categoryId,
          companyName: row.companyName,
          createdAt: row.createdAt,
        },
        match: { id: agency.match.id, providerId: agency.providerId },
        amountKurus: deal.amountKurus ?? MONTHLY,
        period: deal.period,
        months: deal.months,
      },
      confirmedAt: t.clock.now(),
    }),
  );
  return id;
}

const piecesOf = (providerId: number) =>
  db()
    .select()
    .from(providerDebts)
    .where(and(eq(providerDebts.providerId, providerId), eq(providerDebts.kind, 'commission')))
    .orderBy(asc(providerDebts.pieceNumber));
const noticesOf = (userId: number, kind: 'commission_plan_opened' | 'commission_overdue') =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
const totalDebt = async (agency: TMatched) => (await me(t.app, agency.token, agency.userId)).json().Data;

describe('the earlier commission model (issue 20, item 5)', () => {
  it('opens 12 monthly pieces of 10 % for a monthly deal on a project before 14 October 2024, once', async () => {
    t.clock.set(TEST_NOW);
    const { offer, agency } = await project();
    await confirmAgreement(agency, offer.Id, { period: 'monthly', months: 24, id: 1 });
    const pieces = await piecesOf(agency.providerId);
    expect(pieces).toHaveLength(12);
    expect(pieces.map((p) => p.amountKurus)).toEqual(Array(12).fill(MONTHLY / 10));
    expect(pieces.map((p) => p.pieceNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Due one a month from the confirmation (23 November 2026 09:00 UTC): 23 December, 23 January, …
    expect(pieces[0]!.dueAt.toISOString()).toBe('2026-12-23T09:00:00.000Z');
    expect(pieces[1]!.dueAt.toISOString()).toBe('2027-01-23T09:00:00.000Z');
    expect(pieces[11]!.dueAt.toISOString()).toBe('2027-11-23T09:00:00.000Z');
    expect(pieces.every((p) => p.paidAt === null)).toBe(true);

    // The event told again (a retried confirmation) opens nothing more.
    await confirmAgreement(agency, offer.Id, { period: 'monthly', months: 24, id: 1 });
    expect(await piecesOf(agency.providerId)).toHaveLength(12);
    expect(await db().select().from(commissionPlans).where(eq(commissionPlans.agreementId, 1))).toHaveLength(
      1,
    );
    // Nothing is due yet: no debt, no block.
    expect((await totalDebt(agency)).TotalDebt).toBe(0);
  });

  it('opens as many pieces as a shorter deal has months; none for a one-off deal or a current-model project', async () => {
    t.clock.set(TEST_NOW);
    const short = await project();
    await confirmAgreement(short.agency, short.offer.Id, { period: 'monthly', months: 3 });
    expect(await piecesOf(short.agency.providerId)).toHaveLength(3);

    const oneOff = await project();
    await confirmAgreement(oneOff.agency, oneOff.offer.Id, { period: 'one_off', months: null });
    expect(await piecesOf(oneOff.agency.providerId)).toHaveLength(0);

    // Created on 14 October 2024 (Istanbul midnight) itself: the current model, no commission.
    const current = await project(COMMISSION_MODEL_UNTIL_AT);
    await confirmAgreement(current.agency, current.offer.Id, { period: 'monthly', months: 12 });
    expect(await piecesOf(current.agency.providerId)).toHaveLength(0);
    // A second earlier.
    const last = await project(new Date(COMMISSION_MODEL_UNTIL_AT.getTime() - 1000));
    await confirmAgreement(last.agency, last.offer.Id, { period: 'monthly', months: 12 });
    expect(await piecesOf(last.agency.providerId)).toHaveLength(12);
  });

  it('GET OfferAgreement/comission-payment-plan-piece answers the pieces due up to UnixMaxChargeDate', async () => {
    t.clock.set(TEST_NOW);
    const { offer, agency } = await project();
    await confirmAgreement(agency, offer.Id, { period: 'monthly', months: 12 });
    const other = await project();
    await confirmAgreement(agency, other.offer.Id, { period: 'monthly', months: 12, amountKurus: 10_000_00 });

    const until = Math.floor(new Date('2027-02-23T09:00:00Z').getTime() / 1000);
    const res = await call.get(
      `OfferAgreement/comission-payment-plan-piece?OfferKey=${offer.OfferKey}&UnixMaxChargeDate=${until}`,
      agency.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data.Items.map((i: { PieceNumber: number }) => i.PieceNumber)).toEqual([1, 2, 3]);
    expect(data.Items[0]).toMatchObject({
      OfferKey: offer.OfferKey,
      PieceCount: 12,
      AmountKurus: MONTHLY / 10,
      MonthlyAmountKurus: MONTHLY,
      DueAt: '2026-12-23T09:00:00.000Z',
      PaidAt: null,
      Status: 'due',
    });
    expect(data).toMatchObject({ UnpaidKurus: 3 * (MONTHLY / 10), OverdueKurus: 0 });
    // Without OfferKey and a date: every piece of the agency, both plans.
    const all = (await call.get('OfferAgreement/comission-payment-plan-piece', agency.token)).json().Data;
    expect(all.Items).toHaveLength(24);
    // Another agency sees none of them.
    const stranger = await project();
    const none = (
      await call.get(
        `OfferAgreement/comission-payment-plan-piece?OfferKey=${offer.OfferKey}`,
        stranger.agency.token,
      )
    ).json().Data;
    expect(none.Items).toHaveLength(0);
    const bad = await call.get(
      'OfferAgreement/comission-payment-plan-piece?UnixMaxChargeDate=soon',
      agency.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('an overdue piece is a debt: TotalDebt, opportunities blocked; paid by card through 3-D once, unblocked', async () => {
    t.clock.set(TEST_NOW);
    const { offer, agency } = await project();
    // Confirmed 40 days ago: the first piece fell due 10 days ago.
    t.clock.set(new Date(TEST_NOW.getTime() - 40 * DAY));
    await confirmAgreement(agency, offer.Id, { period: 'monthly', months: 12 });
    t.clock.set(TEST_NOW);
    const [first] = await piecesOf(agency.providerId);
    expect(first!.dueAt.getTime()).toBeLessThan(TEST_NOW.getTime());
    // The team heard of the plan; the hourly job tells the overdue piece once.
    expect(await noticesOf(agency.userId, 'commission_plan_opened')).toHaveLength(1);
    expect(await noticeOverdueCommissions(depsOf(t.app), { providerId: agency.providerId })).toEqual({
      noticed: 1,
    });
    expect(await noticeOverdueCommissions(depsOf(t.app), { providerId: agency.providerId })).toEqual({
      noticed: 0,
    });
    const overdueNotices = await noticesOf(agency.userId, 'commission_overdue');
    expect(overdueNotices).toHaveLength(1);
    expect(overdueNotices[0]).toMatchObject({ link: '/need-to-pay', params: { AmountKurus: MONTHLY / 10 } });
    const session = await totalDebt(agency);
    expect(session).toMatchObject({ TotalDebt: MONTHLY / 10 / 100, CommissionDebt: MONTHLY / 10 / 100 });
    const listed = (await call.get('OfferAgreement/comission-payment-plan-piece', agency.token)).json().Data;
    expect(listed.Items[0].Status).toBe('overdue');
    expect(listed.Items[1].Status).toBe('due');
    expect(listed.OverdueKurus).toBe(MONTHLY / 10);
    // A fresh opportunity is blocked by the debt.
    const fresh = await clientWithBrief(t.app, db());
    await matchAgency(db(), fresh.offer.Id, agency.providerId, { status: 'waiting', at: t.clock.now() });
    const blocked = (await call.get(`offer/${fresh.offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(blocked.Access.Block).toBe('debt');

    // Paid by card through the sandbox bank's 3-D page; the callback told five times settles it once.
    const basket = [{ Id: 'debt', Options: { DebtId: first!.id } }];
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/init',
      headers: bearer(agency.token),
      payload: { BasketItems: basket },
    });
    expect(init.statusCode, init.body).toBe(200);
    const gross = init.json().Data.GrossPrice as number;
    expect(gross).toBe(MONTHLY / 10);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/start',
      headers: { ...bearer(agency.token), 'idempotency-key': `commission-${Date.now()}` },
      payload: {
        Type: 'debt',
        BasketItems: basket,
        GrossPrice: gross,
        PaidPrice: gross,
        Installment: 1,
        ForceThreeD: true,
        Card: { HolderName: 'Mert Kaya', Number: SUCCESS, ExpireMonth: 12, ExpireYear: 2030, Cvc: '123' },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().Data.State).toBe('waiting_3ds');
    const bank = await throughBank(started.json().Data.ThreeDsUrl);
    const backs = await Promise.all(
      Array.from({ length: 5 }, () => postCallback(bank.callbackPath, bank.fields)),
    );
    expect(backs.every((b) => b.statusCode === 303)).toBe(true);

    const [paid] = await piecesOf(agency.providerId);
    expect(paid!.paidAt).not.toBeNull();
    expect(paid!.paidPaymentRef).toBe(`payment:${started.json().Data.Id}`);
    expect((await totalDebt(agency)).TotalDebt).toBe(0);
    const open = (await call.get(`offer/${fresh.offer.OfferKey}/for-provider`, agency.token)).json().Data;
    expect(open.Access.Block).not.toBe('debt');
    // One `commission` ledger transaction (platform cash to revenue), no share to the agency's wallet.
    const entries = await db()
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, `commission-piece:${first!.id}:paid`));
    expect(entries.map((e) => e.amountKurus).sort((a, b) => a - b)).toEqual([-(MONTHLY / 10), MONTHLY / 10]);
    expect(entries.every((e) => e.type === 'commission' && e.reason === 'commission_paid')).toBe(true);
    const debtPayments = (
      await db().select().from(payments).where(eq(payments.providerId, agency.providerId))
    ).filter((p) => p.type === 'debt');
    expect(debtPayments.map((p) => p.state)).toEqual(['succeeded']);
    const listedAfter = (await call.get('OfferAgreement/comission-payment-plan-piece', agency.token)).json()
      .Data;
    expect(listedAfter.Items[0].Status).toBe('paid');
    expect(listedAfter.OverdueKurus).toBe(0);
  });

  it('pays a piece by bank transfer: the operator’s confirmation pays it, books the commission, gives no share', async () => {
    t.clock.set(TEST_NOW);
    const { offer, agency } = await project();
    t.clock.set(new Date(TEST_NOW.getTime() - 40 * DAY));
    await confirmAgreement(agency, offer.Id, { period: 'monthly', months: 12 });
    t.clock.set(TEST_NOW);
    const [first] = await piecesOf(agency.providerId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/BankTransfer/debt',
      headers: bearer(agency.token),
      payload: { DebtId: first!.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const transfer = created.json().Data.Transfer;
    expect(transfer.AmountKurus).toBe(MONTHLY / 10);
    const ops = await signInOperator(t.app, await createOperator(t.app));
    for (let i = 0; i < 2; i++) {
      const confirm = await t.app.inject({
        method: 'POST',
        url: `/api/v1/ops/bank-transfers/${transfer.Id}/confirm`,
        headers: ops.bearer,
        payload: { Reason: '' },
      });
      expect(confirm.statusCode, confirm.body).toBe(i === 0 ? 200 : 409);
    }
    const [paid] = await piecesOf(agency.providerId);
    expect(paid).toMatchObject({ paidPaymentRef: `bank-transfer:${transfer.Id}` });
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
    const entries = await db()
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, `commission-piece:${first!.id}:paid`));
    expect(entries).toHaveLength(2);
    expect((await totalDebt(agency)).TotalDebt).toBe(0);
  });
});

/** The payer's browser at the sandbox bank: the 3-D page, the code on it, the post back. */
async function throughBank(threeDsUrl: string) {
  const landing = await t.app.inject({ method: 'GET', url: threeDsUrl });
  expect(landing.statusCode).toBe(200);
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
