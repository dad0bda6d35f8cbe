import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  e164,
  lastCodeTo,
  lastMessageTo,
  me,
  signUp,
  uniquePhone,
} from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { depsOf } from '../../../platform/deps.ts';
import { issueSignInToken } from '../auth/auth.service.ts';
import { users } from './users.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://brifa.test' } });
});
afterAll(() => t.close());

const login = (Email: unknown, Password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/OAuth/authorize', payload: { Email, Password } });
const sendReset = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/verification/send',
    payload: { Purpose: 'reset_password', ...payload },
  });
const reset = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/OAuth/password', payload });

describe('forgot password', () => {
  it('resets by e-mail code, signs out other sessions, and the new password works', async () => {
    const { body, token, userId } = await signUp(t.app, t.database.db);
    const email = String(body.Email);
    expect((await sendReset({ Email: email })).statusCode).toBe(200);
    const mail = await lastMessageTo(t.database.db, email);
    expect(mail).toMatchObject({ channel: 'email', template: 'verificationCodeEmail' });
    expect(mail?.subject).toMatch(/şifre sıfırlama kodunuz/);

    const wrong = await reset({ Email: email, Code: '000000', NewPassword: 'yepyeni-sifre-1' });
    expect(wrong.json().ErrorCode).toBe('VERIFICATION_CODE_INVALID');
    const weak = await reset({
      Email: email,
      Code: await lastCodeTo(t.database.db, email),
      NewPassword: 'kisa',
    });
    expect(weak.json()).toMatchObject({
      StatusCode: 400,
      Errors: { NewPassword: expect.stringContaining('8') },
    });

    const ok = await reset({
      Email: email,
      Code: await lastCodeTo(t.database.db, email),
      NewPassword: 'yepyeni-sifre-1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(t.app, token, userId)).statusCode).toBe(401);
    expect((await login(email, body.Password)).statusCode).toBe(400);
    expect((await login(email, 'yepyeni-sifre-1')).statusCode).toBe(200);
  });

  it('resets by phone code through the unversioned path', async () => {
    const { body, phone } = await signUp(t.app, t.database.db);
    t.clock.advance(121_000);
    await sendReset({ CellPhoneNumber: body.CellPhoneNumber });
    const code = await lastCodeTo(t.database.db, phone);
    expect(
      (await reset({ CellPhoneNumber: body.CellPhoneNumber, Code: code, NewPassword: 'telefonla-yeni-1' }))
        .statusCode,
    ).toBe(200);
    expect((await login(body.Email, 'telefonla-yeni-1')).statusCode).toBe(200);
  });

  it('gives no hint whether an account exists', async () => {
    const known = await signUp(t.app, t.database.db);
    const a = await sendReset({ Email: known.body.Email });
    const b = await sendReset({ Email: 'hic-kimse@example.com' });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json().Message).toBe(b.json().Message);
    expect(await lastMessageTo(t.database.db, 'hic-kimse@example.com')).toBeUndefined();
    const phone = uniquePhone();
    expect((await sendReset({ CellPhoneNumber: phone })).statusCode).toBe(200);
    expect(await lastMessageTo(t.database.db, e164(phone))).toBeUndefined();
  });
});

describe('changing and setting passwords', () => {
  it('requires the current password to change it', async () => {
    const { body, token } = await signUp(t.app, t.database.db);
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/password', headers: bearer(token), payload });
    const wrong = await change({ CurrentPassword: 'yanlis-sifre', NewPassword: 'baska-sifre-99' });
    expect(wrong.json()).toMatchObject({
      ErrorCode: 'WRONG_CURRENT_PASSWORD',
      Errors: { CurrentPassword: 'Mevcut şifreniz hatalı.' },
    });
    const missing = await change({ NewPassword: 'baska-sifre-99' });
    expect(missing.json().ErrorCode).toBe('WRONG_CURRENT_PASSWORD');
    expect((await change({ CurrentPassword: body.Password, NewPassword: 'baska-sifre-99' })).statusCode).toBe(
      200,
    );
    expect((await login(body.Email, 'baska-sifre-99')).statusCode).toBe(200);
  });

  it('lets an account without a password set its first one, by a sign-in link that works once', async () => {
    const { token, userId, body } = await signUp(t.app, t.database.db);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
    expect((await me(t.app, token, userId)).json().Data.InitialPasswordHasSet).toBe(false);

    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/initial-password-email',
      headers: bearer(token),
    });
    expect(mailed.statusCode).toBe(200);
    const mail = await lastMessageTo(t.database.db, String(body.Email));
    const link = mail?.text.match(/https:\/\/brifa\.test\/oauth\?token=([\w-]+)/);
    expect(link).toBeTruthy();
    expect(mail?.html).toContain('Şifremi belirle');

    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/OAuth/authorize', payload: { SignInToken: link![1] } });
    const first = await signIn();
    expect(first.json().Data).toMatchObject({ UserId: userId, ReturnPath: '/need-password' });
    const second = await signIn();
    expect(second.json()).toMatchObject({ ErrorCode: 'SIGN_IN_LINK_INVALID', StatusCode: 400 });

    const linkToken = first.json().Data.Token;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(linkToken),
      payload: { NewPassword: 'ilk-sifrem-2026' },
    });
    expect(set.statusCode).toBe(200);
    expect((await me(t.app, linkToken, userId)).json().Data.InitialPasswordHasSet).toBe(true);
  });

  it('never lands a sign-in link on a hostile return path', async () => {
    const { userId } = await signUp(t.app, t.database.db);
    const deps = depsOf(t.app);
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%2f%2fevil.example',
      'https://evil.example',
    ]) {
      const token = await issueSignInToken(deps, userId, hostile);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/OAuth/authorize',
        payload: { SignInToken: token },
      });
      expect(res.json().Data, hostile).toMatchObject({ UserId: userId, ReturnPath: null });
    }
  });

  it('refuses an expired sign-in link', async () => {
    const { token, userId, body } = await signUp(t.app, t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/initial-password-email',
      headers: bearer(token),
    });
    const tokenValue = (await lastMessageTo(t.database.db, String(body.Email)))?.text.match(
      /token=([\w-]+)/,
    )?.[1];
    t.clock.advance(73 * 60 * 60 * 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      payload: { SignInToken: tokenValue },
    });
    expect(res.json().ErrorCode).toBe('SIGN_IN_LINK_INVALID');
    expect(userId).toBeGreaterThan(0);
  });
});
