import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastCodeTo, me, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { users } from './users.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newAddress = () => `yeni.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.tr`;

async function mailTo(to: string, template: string) {
  const rows = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.id));
  return rows;
}

function tokenIn(text: string | undefined): string {
  const token = text?.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link in ${text}`);
  return token;
}

async function account() {
  const signed = await signUp(t.app, t.database.db);
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/user/name', headers: bearer(signed.token), payload });
  const currentEmail = async () => (await me(t.app, signed.token, signed.userId)).json().Data.Email as string;
  return {
    ...signed,
    put,
    currentEmail,
    email: String(signed.body.Email),
    password: String(signed.body.Password),
  };
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const login = (Email: string, Password: string) => post('/api/v1/OAuth/authorize', { Email, Password });

describe('changing the login e-mail', () => {
  it('refuses without the password or with a wrong one, changing nothing and e-mailing no one', async () => {
    const a = await account();
    const target = newAddress();
    const missing = await a.put({ Name: 'Ayşe', Surname: 'Yılmaz', Email: target });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      ErrorCode: 'CURRENT_PASSWORD_REQUIRED',
      Errors: { CurrentPassword: expect.any(String) },
    });
    const wrong = await a.put({
      Name: 'Zeynep',
      Surname: 'Yılmaz',
      Email: target,
      CurrentPassword: 'yanlis-sifre-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ ErrorCode: 'WRONG_CURRENT_PASSWORD' });
    expect(await a.currentEmail()).toBe(a.email);
    expect(await mailTo(target, 'emailChangeConfirm')).toHaveLength(0);
    expect(await mailTo(a.email, 'emailChangeNotice')).toHaveLength(0);
    // The name was saved all the same: only the e-mail part was refused.
    expect((await me(t.app, a.token, a.userId)).json().Data.FullName).toBe('Zeynep Yılmaz');
  });

  it('with the password, waits for the new address; its link works once; the old address is told', async () => {
    const a = await account();
    const target = newAddress();
    const res = await a.put({ Name: 'Ayşe', Surname: 'Yılmaz', Email: target, CurrentPassword: a.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ PendingEmail: target, HasPassword: true });
    // The answer says the address waits for its link, not that it was saved.
    expect(res.json().Message).toBe(
      'Bilgileriniz kaydedildi. Yeni adresinize gönderdiğimiz bağlantıyı açtığınızda giriş e-postanız değişecek.',
    );

    // Still the old address until the link is opened: the new one does not sign in yet.
    expect(await a.currentEmail()).toBe(a.email);
    expect((await login(target, a.password)).json().ErrorCode).toBe('INVALID_CREDENTIALS');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/email-change',
      headers: bearer(a.token),
    });
    expect(status.json().Data).toMatchObject({ PendingEmail: target });

    const [notice] = await mailTo(a.email, 'emailChangeNotice');
    expect(notice?.subject).toBe('Brifa giriş e-postanız değiştiriliyor');
    expect(notice?.text).toContain('/email-change/report?token=');
    expect(notice?.text).not.toContain(target);

    const [confirmMail] = await mailTo(target, 'emailChangeConfirm');
    const token = tokenIn(confirmMail?.text);
    const confirmed = await post('/api/v1/user/email-change/confirm', { Token: token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().Data).toEqual({ Email: target });
    expect(await a.currentEmail()).toBe(target);
    expect((await login(target, a.password)).statusCode).toBe(200);
    expect((await login(a.email, a.password)).json().ErrorCode).toBe('INVALID_CREDENTIALS');

    const again = await post('/api/v1/user/email-change/confirm', { Token: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().ErrorCode).toBe('EMAIL_CHANGE_LINK_INVALID');
  });

  it('lets the link expire', async () => {
    const a = await account();
    const target = newAddress();
    await a.put({ Name: 'Ayşe', Surname: 'Yılmaz', Email: target, CurrentPassword: a.password });
    const token = tokenIn((await mailTo(target, 'emailChangeConfirm'))[0]?.text);
    t.clock.advance(25 * 60 * 60 * 1000);
    const late = await post('/api/v1/user/email-change/confirm', { Token: token });
    expect(late.json().ErrorCode).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect(await a.currentEmail()).toBe(a.email);
  });

  it('"this was not me" from the old address cancels the change and signs the account out everywhere', async () => {
    const a = await account();
    const target = newAddress();
    await a.put({ Name: 'Ayşe', Surname: 'Yılmaz', Email: target, CurrentPassword: a.password });
    const report = tokenIn((await mailTo(a.email, 'emailChangeNotice'))[0]?.text);
    const confirm = tokenIn((await mailTo(target, 'emailChangeConfirm'))[0]?.text);

    const reported = await post('/api/v1/user/email-change/report', { Token: report });
    expect(reported.statusCode).toBe(200);
    expect((await me(t.app, a.token, a.userId)).statusCode).toBe(401);
    expect((await post('/api/v1/user/email-change/confirm', { Token: confirm })).json().ErrorCode).toBe(
      'EMAIL_CHANGE_LINK_INVALID',
    );
    const row = (await t.database.db.select().from(users).where(eq(users.id, a.userId)))[0];
    expect(row?.email).toBe(a.email);
    expect((await post('/api/v1/user/email-change/report', { Token: report })).json().ErrorCode).toBe(
      'EMAIL_CHANGE_REPORT_INVALID',
    );
  });

  it('a report after the change was confirmed gives the old address back', async () => {
    const a = await account();
    const target = newAddress();
    await a.put({ Name: 'Ayşe', Surname: 'Yılmaz', Email: target, CurrentPassword: a.password });
    await post('/api/v1/user/email-change/confirm', {
      Token: tokenIn((await mailTo(target, 'emailChangeConfirm'))[0]?.text),
    });
    await post('/api/v1/user/email-change/report', {
      Token: tokenIn((await mailTo(a.email, 'emailChangeNotice'))[0]?.text),
    });
    expect((await login(a.email, a.password)).statusCode).toBe(200);
  });

  it('an account without a password proves itself with a code sent to its phone', async () => {
    const a = await account();
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, a.userId));
    const target = newAddress();
    const noCode = await a.put({ Name: 'Ayşe', Surname: 'Yılmaz', Email: target });
    expect(noCode.json()).toMatchObject({
      ErrorCode: 'VERIFICATION_CODE_INVALID',
      Errors: { Code: expect.any(String) },
    });
    t.clock.advance(121_000);
    const sent = await post('/api/v1/verification/send', {
      Purpose: 'change_email',
      CellPhoneNumber: a.body.CellPhoneNumber,
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeTo(t.database.db, a.phone);
    const res = await a.put({ Name: 'Ayşe', Surname: 'Yılmaz', Email: target, Code: code });
    expect(res.json().Data).toMatchObject({ PendingEmail: target, HasPassword: false });
  });

  it('keeps saving the name alone, and tells the owner when the password changes', async () => {
    const a = await account();
    const res = await a.put({ Name: 'Elif', Surname: 'Demir', Email: a.email });
    expect(res.json()).toMatchObject({ IsSuccessful: true, Data: { PendingEmail: null } });
    expect((await me(t.app, a.token, a.userId)).json().Data.FullName).toBe('Elif Demir');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(a.token),
      payload: { CurrentPassword: a.password, NewPassword: 'yepyeni-sifre-2026' },
    });
    expect(changed.statusCode).toBe(200);
    const [mail] = await mailTo(a.email, 'passwordChanged');
    expect(mail?.subject).toBe('Brifa şifreniz değiştirildi');
  });
});
