import { errorMessage, fieldMessage, PROJECT_VIEW_FEE_KURUS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';
import { api, clientWithBrief, giveWallet, matchedAgency } from '../../../../test/opportunities.ts';
import { balanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';

/**
 * Issue 17, the console's actions over HTTP: each writes one audit row with its change (none when refused),
 * forged requests are refused with a localised error, and no client or agency token reaches them.
 */

let t: TTestApp;
let ops: { bearer: Record<string, string> };
let call: ReturnType<typeof api>;
const FEE = PROJECT_VIEW_FEE_KURUS;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
  ops = await signInOperator(t.app, await createOperator(t.app));
});
afterAll(() => t.close());

function opsCall(method: 'GET' | 'POST', url: string, payload?: object, locale: 'tr' | 'en' = 'tr') {
  return t.app.inject({
    method,
    url: `/api/v1/ops${url}`,
    headers: { ...ops.bearer, 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
}

async function auditRows(subjectType: string, subjectId: string | number) {
  const result = await db().execute(
    sql`select action, reason, before, after from ops_audit_log
      where subject_type = ${subjectType} and subject_id = ${String(subjectId)} order by id`,
  );
  return (
    result as unknown as {
      rows: { action: string; reason: string | null; before: unknown; after: unknown }[];
    }
  ).rows;
}

describe('the console invalidates a brief', () => {
  it('finds it by key, refunds each payer once and writes one audit row', async () => {
    const { offer } = await clientWithBrief(t.app, db());
    const agency = await matchedAgency(t.app, db(), offer.Id, TEST_NOW);
    await giveWallet(db(), agency.providerId, FEE, TEST_NOW);
    await call.send('POST', `MatchedProvider/${agency.match.id}/payment`, agency.token);

    const found = (await opsCall('GET', `/search?Q=${offer.OfferKey}`)).json().Data.Items;
    expect(found[0]).toMatchObject({
      Kind: 'brief',
      Ref: offer.OfferKey,
      Href: `/ops/briefs/${offer.OfferKey}`,
    });

    const body = { InvalidReason: 'fake', Reason: 'Müşteriye ulaşılamadı, sahte kayıt' };
    const [a, b] = await Promise.all([
      opsCall('POST', `/briefs/${offer.OfferKey}/invalidate`, body),
      opsCall('POST', `/briefs/${offer.OfferKey}/invalidate`, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const refunded = [a, b].map((r) => r.json().Data.Figures.Refunded as number);
    expect(refunded.sort()).toEqual([0, 1]);
    expect(await balanceOf(db(), agency.providerId)).toBe(FEE);
    // One audit row per press, each in its own transaction with what it did.
    const rows = await auditRows('brief', offer.OfferKey);
    expect(rows.map((r) => r.action)).toEqual(['brief.invalidate', 'brief.invalidate']);
    expect(rows[0]!.reason).toBe(body.Reason);

    const page = (await opsCall('GET', `/briefs/${offer.OfferKey}`)).json().Data;
    expect(page).toMatchObject({ State: 'closed', InvalidReason: 'fake' });
    expect(page.History.map((h: { Kind: string; Code: string }) => `${h.Kind}:${h.Code}`)).toEqual(
      expect.arrayContaining(['audit:brief.invalidate', 'ledger:refund_invalid', 'ledger:project_view']),
    );
  });
});

describe('refusals', () => {
  it('refuses forged requests with a localised error and writes no audit row', async () => {
    const agency = await makeAgency(db(), t.clock.now(), { walletKurus: 0 });
    for (const locale of ['tr', 'en'] as const) {
      const missingReason = await opsCall(
        'POST',
        `/agencies/${agency.providerId}/wallet/grant`,
        { AmountKurus: 100_00, IdempotencyKey: 'form-00000001' },
        locale,
      );
      expect(missingReason.statusCode).toBe(400);
      expect(missingReason.json().Errors.Reason).toBe(fieldMessage('opsReason', locale));

      const negative = await opsCall(
        'POST',
        `/agencies/${agency.providerId}/wallet/grant`,
        { AmountKurus: -500, Reason: 'Telafi kredisi', IdempotencyKey: 'form-00000002' },
        locale,
      );
      expect(negative.statusCode).toBe(400);
      expect(negative.json().Errors.AmountKurus).toBe(fieldMessage('opsAmount', locale));

      const wrongId = await opsCall(
        'POST',
        '/agencies/99999999/suspend',
        { Reason: 'Sahte belge yükledi' },
        locale,
      );
      expect(wrongId.statusCode).toBe(404);
      expect(wrongId.json().Message).toBe(errorMessage('PROVIDER_NOT_FOUND', locale));

      const tooMuch = await opsCall(
        'POST',
        `/agencies/${agency.providerId}/wallet/take-back`,
        { AmountKurus: 100_00, Reason: 'Yanlış yükleme', IdempotencyKey: `form-tb-${locale}` },
        locale,
      );
      expect(tooMuch.json()).toMatchObject({
        ErrorCode: 'WALLET_TAKE_BACK_TOO_LARGE',
        Message: errorMessage('WALLET_TAKE_BACK_TOO_LARGE', locale),
      });
    }
    expect(await auditRows('agency', agency.providerId)).toEqual([]);
    expect(await auditRows('agency', 99999999)).toEqual([]);
    expect(await balanceOf(db(), agency.providerId)).toBe(0);
  });

  it('answers 404 to a client or agency token on every action', async () => {
    const { client } = await clientWithBrief(t.app, db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ops/agencies/1/suspend',
      headers: bearer(client.token),
      payload: { Reason: 'Sahte belge yükledi' },
    });
    expect(res.statusCode).toBe(404);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ops/search?Q=moda',
      headers: bearer(client.token),
    });
    expect(search.statusCode).toBe(404);
  });
});

describe('each action writes one audit row', () => {
  it('wallet, suspension, listing, verification and outbox', async () => {
    const agency = await makeAgency(db(), t.clock.now(), { walletKurus: 0 });
    const id = agency.providerId;
    const steps: [string, object][] = [
      [
        `/agencies/${id}/wallet/grant`,
        { AmountKurus: 300_00, Reason: 'Telafi kredisi', IdempotencyKey: 'form-grant-1' },
      ],
      [
        `/agencies/${id}/wallet/take-back`,
        { AmountKurus: 100_00, Reason: 'Fazla yüklendi', IdempotencyKey: 'form-tb-1' },
      ],
      [`/agencies/${id}/suspend`, { Reason: 'Sahte belge yükledi' }],
      [`/agencies/${id}/reinstate`, { Reason: 'Belgeler doğrulandı' }],
      [`/agencies/${id}/hide`, { Reason: 'Kopya profil' }],
      [`/agencies/${id}/show`, { Reason: '' }],
    ];
    for (const [url, body] of steps) {
      const res = await opsCall('POST', url, body);
      expect(res.statusCode, url).toBe(200);
    }
    expect((await auditRows('agency', id)).map((r) => r.action)).toEqual([
      'wallet.grant',
      'wallet.take_back',
      'agency.suspend',
      'agency.reinstate',
      'agency.hide',
      'agency.show',
    ]);
    expect(await balanceOf(db(), id)).toBe(200_00);
    const page = (await opsCall('GET', `/agencies/${id}`)).json().Data;
    expect(page).toMatchObject({
      BalanceKurus: 200_00,
      Suspension: { Suspended: false },
      Listing: { Hidden: false },
    });

    const [dead] = await db()
      .insert(outboxMessages)
      .values({
        channel: 'email',
        to: 'kayip@example.com',
        text: 'x',
        template: 'test',
        locale: 'tr',
        status: 'dead',
        attempts: 8,
        createdAt: t.clock.now(),
      })
      .returning({ id: outboxMessages.id });
    const listed = (await opsCall('GET', '/outbox/dead')).json().Data;
    expect(listed.Items.map((m: { Id: number }) => m.Id)).toContain(dead!.id);
    expect((await opsCall('POST', `/outbox/${dead!.id}/retry`, { Reason: '' })).statusCode).toBe(200);
    expect((await opsCall('POST', `/outbox/${dead!.id}/retry`, { Reason: '' })).json().ErrorCode).toBe(
      'OUTBOX_MESSAGE_NOT_DEAD',
    );
    expect((await auditRows('outbox_message', dead!.id)).map((r) => r.action)).toEqual(['outbox.retry']);
  });
});
