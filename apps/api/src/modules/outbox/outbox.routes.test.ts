import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBody } from '../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';

let dev: TTestApp;
let production: TTestApp;
beforeAll(async () => {
  [dev, production] = await Promise.all([buildTestApp(), buildTestApp({ env: { NODE_ENV: 'production' } })]);
});
afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
});

describe('the dev outbox', () => {
  it('lists what was sent, newest first, filtered by recipient', async () => {
    const body = clientBody();
    await dev.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: body });
    const res = await dev.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?To=%2B90${body.CellPhoneNumber}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Items).toEqual([
      expect.objectContaining({
        Channel: 'sms',
        To: `+90${body.CellPhoneNumber}`,
        Status: 'stored',
        Template: 'verificationCodeSms',
      }),
    ]);
  });

  it('does not exist in production', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().ErrorCode).toBe('NOT_FOUND');
  });
});
