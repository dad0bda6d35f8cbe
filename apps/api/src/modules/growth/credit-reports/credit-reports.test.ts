import { tcknCheckDigits } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { opsQueueItems } from '../../ops/queues/queues.table.ts';
import { runCreditReportJob } from './credit-reports.service.ts';
import { creditReports } from './credit-reports.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A valid TCKN from its first nine digits (the sandbox bureau's test identities: `1000` + the score). */
const tckn = (first9: string) => first9 + tcknCheckDigits(first9);
const scoring = (score: number) => tckn(`1000${String(score).padStart(5, '0')}`);

async function person(verify = true) {
  const account = await signUp(t.app, t.database.db, { kind: 'agency', verify });
  return { ...account, phoneInput: String(account.body.CellPhoneNumber) };
}

function apply(token: string, body: Record<string, unknown>, language = 'tr') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/CreditReport',
    headers: { ...bearer(token), 'accept-language': language },
    payload: body,
  });
}

const valid = (phone: string, identity = scoring(750)) => ({
  IdentityNumber: identity,
  BirthDate: '1985-04-12',
  Phone: phone,
  IsConsentAccepted: true,
});

describe('credit report', () => {
  it('refuses an invalid identity number and a missing birth date with the spec’s messages', async () => {
    const p = await person();
    const bad = await apply(p.token, { ...valid(p.phoneInput), IdentityNumber: '12345678901' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.IdentityNumber).toMatch(/T\.?C\.? kimlik|TCKN|kimlik/i);

    const { BirthDate: _, ...noBirthDate } = valid(p.phoneInput);
    const missing = await apply(p.token, noBirthDate);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.BirthDate).toBe('Bu alan zorunludur.');
    const emptyEn = await apply(p.token, { ...valid(p.phoneInput), BirthDate: '' }, 'en');
    expect(emptyEn.json().Errors.BirthDate).toBe('This field is required.');

    const noConsent = await apply(p.token, { ...valid(p.phoneInput), IsConsentAccepted: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().Errors.IsConsentAccepted).toBeTruthy();
  });

  it('refuses a phone that is not the account’s code-verified number', async () => {
    const unverified = await person(false);
    const res = await apply(unverified.token, valid(unverified.phoneInput));
    expect(res.statusCode).toBe(409);
    expect(res.json().ErrorCode).toBe('CREDIT_REPORT_PHONE_UNVERIFIED');
    expect(res.json().Errors.Phone).toBeTruthy();

    const verified = await person();
    const other = await apply(verified.token, valid('5321234567'));
    expect(other.json().ErrorCode).toBe('CREDIT_REPORT_PHONE_UNVERIFIED');
  });

  it('puts each band’s lower bound in that band (900, 700, 600, 500)', async () => {
    const p = await person();
    const cases: [number, string][] = [
      [1000, 'perfect'],
      [900, 'perfect'],
      [899, 'safe'],
      [700, 'safe'],
      [699, 'sensitive'],
      [600, 'sensitive'],
      [599, 'critical'],
      [500, 'critical'],
      [499, 'unsafe'],
      [0, 'unsafe'],
    ];
    for (const [score, band] of cases) {
      const res = await apply(p.token, valid(p.phoneInput, scoring(score)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data, String(score)).toMatchObject({ Status: 'ready', Score: score, Band: band });
    }
  });

  it('stores the identity number sealed, answers it masked, and shows a report to its owner only', async () => {
    const p = await person();
    const identity = scoring(812);
    const res = await apply(p.token, { ...valid(p.phoneInput, identity), BirthDate: '1979-09-30' });
    const report = res.json().Data;
    expect(report.IdentityNumberMasked).toBe(`•••••••••${identity.slice(-2)}`);
    expect(res.body).not.toContain(identity);

    const [row] = await t.database.db.select().from(creditReports).where(eq(creditReports.id, report.Id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(identity);
    expect(stored).not.toContain(identity.slice(0, 9));
    expect(stored).not.toContain('1979-09-30');

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/CreditReport/${report.Id}`,
      headers: bearer(p.token),
    });
    expect(mine.json().Data).toMatchObject({ Id: report.Id, Score: 812, Band: 'safe' });
    const stranger = await person();
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/CreditReport/${report.Id}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lists a person’s own reports, newest first, and nobody else’s', async () => {
    const p = await person();
    const first = (await apply(p.token, valid(p.phoneInput, scoring(640)))).json().Data;
    t.clock.advance(60_000);
    const second = (await apply(p.token, valid(p.phoneInput, scoring(910)))).json().Data;
    const other = await person();
    await apply(other.token, valid(other.phoneInput, scoring(520)));
    const list = (d: typeof p) =>
      t.app.inject({ method: 'GET', url: '/api/v1/CreditReport', headers: bearer(d.token) });
    const mine = (await list(p)).json().Data as { Id: number; Band: string }[];
    expect(mine.map((r) => [r.Id, r.Band])).toEqual([
      [second.Id, 'perfect'],
      [first.Id, 'sensitive'],
    ]);
    expect(JSON.stringify(mine)).not.toContain(scoring(910));
    expect((await list(other)).json().Data).toHaveLength(1);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/CreditReport' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('waits for a late bureau, then opens one operator queue item after the hour', async () => {
    const p = await person();
    const res = await apply(p.token, valid(p.phoneInput, tckn('999912345')));
    const report = res.json().Data;
    expect(report).toMatchObject({ Status: 'pending', Score: null, Band: null });
    expect(Date.parse(report.AnswerBy) - Date.parse(report.RequestedAt)).toBe(3600_000);

    const items = () =>
      t.database.db
        .select()
        .from(opsQueueItems)
        .where(eq(opsQueueItems.dedupeKey, `credit_report_late:${report.Id}`));
    await runCreditReportJob(depsOf(t.app));
    expect(await items()).toHaveLength(0);

    t.clock.advance(61 * 60_000);
    await runCreditReportJob(depsOf(t.app));
    await runCreditReportJob(depsOf(t.app));
    const [item, ...more] = await items();
    expect(more).toHaveLength(0);
    expect(item).toMatchObject({ kind: 'credit_report_late', subjectId: String(report.Id) });
    expect(item?.title).not.toContain('999912345');
  });
});
