import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  clientBody,
  e164,
  lastCodeTo,
  lastMessageTo,
  me,
  signUp,
  uniquePhone,
} from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { verificationCodes } from '../auth/auth.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { VERIFICATION_IP_LIMIT_PER_HOUR: '8' } });
});
afterAll(() => t.close());

const send = (phone: string, purpose = 'register', ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/verification/send',
    payload: { Purpose: purpose, CellPhoneNumber: phone },
    remoteAddress: ip,
  });
const check = (phone: string, code: string, purpose = 'register') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/verification/check',
    payload: { Purpose: purpose, CellPhoneNumber: phone, Code: code },
  });
const verify = (token: string, code: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/verification/verify',
    headers: bearer(token),
    payload: { Code: code },
  });

describe('verification codes', () => {
  it('stores only a hash of the code and checks it without using it up', async () => {
    const phone = uniquePhone();
    await send(phone, 'register', '10.0.0.1');
    const code = await lastCodeTo(t.database.db, e164(phone));
    const [row] = await t.database.db
      .select({ codeHash: verificationCodes.codeHash })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, e164(phone)));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash.length).toBeGreaterThan(40);
    expect((await check(phone, code)).json().Data).toEqual({ Valid: true });
    expect((await check(phone, code)).json().Data).toEqual({ Valid: true });
  });

  it('rejects a wrong code, then an expired one', async () => {
    const { token, phone } = await signUp(t.app, t.database.db, { verify: false });
    t.clock.advance(121_000);
    await send(phone.replace('+90', ''), 'change_phone', '10.0.0.4');
    const code = await lastCodeTo(t.database.db, phone);
    const wrong = await verify(token, code === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      ErrorCode: 'VERIFICATION_CODE_INVALID',
      Errors: { Code: 'Doğrulama kodu hatalı.' },
    });
    t.clock.advance(181_000);
    const expired = await verify(token, code);
    expect(expired.json()).toMatchObject({ ErrorCode: 'VERIFICATION_CODE_EXPIRED', StatusCode: 400 });
  });

  it('blocks the code after five wrong tries: the sixth try fails even with the right code', async () => {
    const { token, phone, userId } = await signUp(t.app, t.database.db, { verify: false });
    t.clock.advance(121_000);
    await send(phone.replace('+90', ''), 'change_phone', '10.0.0.5');
    const code = await lastCodeTo(t.database.db, phone);
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect((await verify(token, wrongCode)).json().ErrorCode).toBe('VERIFICATION_CODE_INVALID');
    const sixth = await verify(token, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().ErrorCode).toBe('VERIFICATION_TOO_MANY_ATTEMPTS');
    expect((await me(t.app, token, userId)).json().Data.IsPhoneVerified).toBe(false);

    t.clock.advance(121_000);
    await send(phone.replace('+90', ''), 'change_phone', '10.0.0.2');
    expect((await verify(token, await lastCodeTo(t.database.db, phone))).statusCode).toBe(200);
  });

  it('holds a resend until the countdown ends, and shows the countdown', async () => {
    const phone = uniquePhone();
    expect((await send(phone, 'register', '10.0.0.3')).statusCode).toBe(200);
    const early = await send(phone, 'register', '10.0.0.3');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      ErrorCode: 'VERIFICATION_RESEND_TOO_SOON',
      Message: expect.stringContaining('(120 s)'),
    });
    t.clock.advance(60_000);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/verification/check?Purpose=register&CellPhoneNumber=${phone}`,
    });
    expect(status.json().Data).toMatchObject({
      ResendAfterSeconds: 60,
      ExpiresInSeconds: 120,
      AttemptsLeft: 5,
      MaskedTarget: `+90 ${phone.slice(0, 3)} *** ** ${phone.slice(8)}`,
    });
    t.clock.advance(60_000);
    expect((await send(phone, 'register', '10.0.0.3')).statusCode).toBe(200);
  });

  it('sends at most five codes to one phone in an hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone, 'register', `10.0.1.${i}`)).statusCode).toBe(200);
      t.clock.advance(121_000);
    }
    const sixth = await send(phone, 'register', '10.0.1.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ ErrorCode: 'VERIFICATION_TOO_MANY_SENDS', IsSuccessful: false });
    t.clock.advance(60 * 60 * 1000);
    expect((await send(phone, 'register', '10.0.1.9')).statusCode).toBe(200);
  });

  it('limits how many codes one IP address may request in an hour', async () => {
    for (let i = 0; i < 8; i++)
      expect((await send(uniquePhone(), 'register', '10.9.9.9')).statusCode).toBe(200);
    const blocked = await send(uniquePhone(), 'register', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().ErrorCode).toBe('VERIFICATION_TOO_MANY_SENDS');

    // A sign-up from that address waits too: it cannot go on without its code.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: clientBody(),
      remoteAddress: '10.9.9.9',
    });
    expect(signUp.statusCode).toBe(429);
    expect(signUp.json().ErrorCode).toBe('VERIFICATION_TOO_MANY_SENDS');
  });

  it("replaces a verified phone only with the password and once the new number's code comes back", async () => {
    const { token, userId, body } = await signUp(t.app, t.database.db);
    const before = (await me(t.app, token, userId)).json().Data.CellPhoneNumber;
    const next = uniquePhone();
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/initiliaze-phone', headers: bearer(token), payload });
    const bare = await change({ CellPhoneNumber: next });
    expect(bare.json()).toMatchObject({ ErrorCode: 'CURRENT_PASSWORD_REQUIRED', StatusCode: 400 });
    const wrong = await change({ CellPhoneNumber: next, CurrentPassword: 'yanlis-sifre-1' });
    expect(wrong.json().ErrorCode).toBe('WRONG_CURRENT_PASSWORD');
    expect(await lastMessageTo(t.database.db, e164(next))).toBeUndefined();

    const res = await change({ CellPhoneNumber: next, CurrentPassword: body.Password });
    expect(res.statusCode).toBe(200);
    // Still the old, verified number until the new one's code is entered.
    expect((await me(t.app, token, userId)).json().Data).toMatchObject({
      CellPhoneNumber: before,
      IsPhoneVerified: true,
    });
    expect((await lastMessageTo(t.database.db, e164(next)))?.template).toBe('verificationCodeSms');
    expect((await verify(token, await lastCodeTo(t.database.db, e164(next)))).statusCode).toBe(200);
    expect((await me(t.app, token, userId)).json().Data).toMatchObject({
      CellPhoneNumber: e164(next),
      IsPhoneVerified: true,
    });
    const notice = await lastMessageTo(t.database.db, String(body.Email));
    expect(notice?.template).toBe('phoneChanged');
    expect(notice?.subject).toBe('Brifa telefon numaranız değişti');
  });
});
