import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { createOperator, signInOperator } from '../../../../test/operators.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/ops/metrics', () => {
  it('answers an operator with every day of the window', async () => {
    const operator = await createOperator(t.app);
    const session = await signInOperator(t.app, operator);
    for (const days of [30, 90]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/ops/metrics?Days=${days}`,
        headers: session.bearer,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().Data;
      expect(data.Days).toBe(days);
      expect(data.Series).toHaveLength(days);
      expect(data.To).toBe('2026-11-23');
      expect(data.Totals).toMatchObject({ Briefs: 0, MatchesPerBrief: null });
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ops/metrics?Days=7',
      headers: session.bearer,
    });
    expect(other.statusCode).toBe(400);
  });

  it('is no such call for a client, an agency or nobody', async () => {
    const client = await signUp(t.app, t.database.db, { kind: 'client' });
    const agency = await signUp(t.app, t.database.db, { kind: 'agency' });
    for (const headers of [bearer(client.token), bearer(agency.token), {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/ops/metrics', headers });
      expect(res.statusCode).toBe(404);
    }
  });
});
