import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_FREE_FAILURES, LOGIN_MAX_FAILURES } from '@brifa/contracts';
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
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { users } from '../users/users.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('client registration', () => {
  it('sends the phone code; the account is created, verified and signed in when the code comes back', async () => {
    const body = clientBody({ CellPhoneNumber: '532 123 45 67'.replace(/532/, '535') });
    const res = await post('/api/v1/user/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().Data).toEqual({
      ResendAfterSeconds: 120,
      ExpiresInSeconds: 180,
      AttemptsLeft: 5,
      MaskedTarget: expect.stringContaining('67'),
      Sender: 'BRIFA',
    });
    const before = await t.database.db.select().from(users).where(eq(users.cellPhone, '+905351234567'));
    expect(before).toHaveLength(0);

    const sms = await lastMessageTo(t.database.db, '+905351234567');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toMatch(/^Brifa telefon doğrulama kodunuz: \d{6}\./);

    const wrong = await post('/api/v1/user/register/confirm', {
      CellPhoneNumber: body.CellPhoneNumber,
      Code: '000000',
    });
    expect(wrong.json()).toMatchObject({ ErrorCode: 'REGISTRATION_CODE_INVALID', StatusCode: 400 });
    const code = await lastCodeTo(t.database.db, '+905351234567');
    const confirmed = await post('/api/v1/user/register/confirm', {
      CellPhoneNumber: body.CellPhoneNumber,
      Code: code,
    });
    expect(confirmed.statusCode).toBe(201);
    const { Token, UserId } = confirmed.json().Data;
    expect(Token).toMatch(/^ey/);
    const stored = (await t.database.db.select().from(users).where(eq(users.id, UserId)))[0]!;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await me(t.app, Token, UserId)).json().Data).toMatchObject({
      Id: UserId,
      FullName: 'Ayşe Yılmaz',
      IsPhoneVerified: true,
      InitialPasswordHasSet: true,
      userType: 'client',
      CellPhoneNumber: '+905351234567',
      Provider: null,
      TotalDebt: 0,
      CommissionDebt: 0,
      AccountStatus: 1,
    });
    // The code works once: no second account from it.
    const again = await post('/api/v1/user/register/confirm', {
      CellPhoneNumber: body.CellPhoneNumber,
      Code: code,
    });
    expect(again.json().ErrorCode).toBe('REGISTRATION_CODE_INVALID');
  });

  it('sends the code in English to a visitor browsing in English', async () => {
    const phone = uniquePhone();
    await post('/api/v1/user/register', clientBody({ CellPhoneNumber: phone }), { cookie: 'language=en-TR' });
    expect((await lastMessageTo(t.database.db, e164(phone)))?.text).toMatch(
      /^Your Brifa phone verification code/,
    );
  });

  it('answers a known e-mail or phone exactly like a new one; the address is told it already has an account', async () => {
    const first = await signUp(t.app, t.database.db);
    t.clock.advance(121_000); // past the resend countdown of the first sign-up's code
    const shape = (res: { statusCode: number; json: () => { Data: Record<string, unknown> } }) => {
      const { MaskedTarget: _masked, ...rest } = res.json().Data;
      return { status: res.statusCode, envelope: Object.keys(res.json()), data: rest };
    };
    const fresh = await post('/api/v1/user/register', clientBody());
    const sameEmail = await post('/api/v1/user/register', clientBody({ Email: first.body.Email }));
    const samePhone = await post(
      '/api/v1/user/register',
      clientBody({ CellPhoneNumber: first.body.CellPhoneNumber }),
    );
    expect(shape(sameEmail)).toEqual(shape(fresh));
    expect(shape(samePhone)).toEqual(shape(fresh));
    expect(shape(fresh).status).toBe(201);
    for (const res of [fresh, sameEmail, samePhone]) expect(res.json().Message).toBe('');

    // The known addresses hear of it, with a way to sign in; the known phone gets no code.
    const mail = await lastMessageTo(t.database.db, String(first.body.Email));
    expect(mail?.template).toBe('accountExistsEmail');
    expect(mail?.subject).toBe('Zaten bir Brifa hesabınız var');
    expect(mail?.text).toContain('/giris');
    const sms = await lastMessageTo(t.database.db, first.phone);
    expect(sms?.template).toBe('accountExistsSms');
    expect(sms?.text).toMatch(/zaten bir Brifa hesabınız var.*\/giris/);

    // No second account: a guessed code for the known phone fails like any wrong code.
    const guess = await post('/api/v1/user/register/confirm', {
      CellPhoneNumber: first.body.CellPhoneNumber,
      Code: '123456',
    });
    expect(guess.json().ErrorCode).toBe('REGISTRATION_CODE_INVALID');
    const owners = await t.database.db.select().from(users).where(eq(users.cellPhone, first.phone));
    expect(owners).toHaveLength(1);
  });

  it('tells the known e-mail only to someone who proved a new phone with its code', async () => {
    const first = await signUp(t.app, t.database.db);
    const body = clientBody({ Email: first.body.Email });
    await post('/api/v1/user/register', body);
    const confirmed = await post('/api/v1/user/register/confirm', {
      CellPhoneNumber: body.CellPhoneNumber,
      Code: await lastCodeTo(t.database.db, e164(String(body.CellPhoneNumber))),
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().ErrorCode).toBe('EMAIL_TAKEN');
  });

  it('explains each bad field: weak password, phone with a leading 0, clarification not accepted, bad e-mail', async () => {
    const res = await post(
      '/api/v1/user/register',
      clientBody({
        Password: 'short',
        CellPhoneNumber: '05321234567',
        IsClarificationAccepted: false,
        Email: 'nope',
      }),
      { cookie: 'language=en-TR' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual({
      Password: 'The password must be at least 8 characters.',
      CellPhoneNumber: 'Enter a valid mobile number (without the leading 0, 5XX XXX XX XX).',
      IsClarificationAccepted: 'You need to accept this to continue.',
      Email: 'Enter a valid e-mail address.',
    });
  });
});

describe('login and sessions', () => {
  it('logs in by e-mail and password, and answers a wrong e-mail and a wrong password alike', async () => {
    const { body, userId } = await signUp(t.app, t.database.db);
    const ok = await post('/api/v1/OAuth/authorize', {
      Email: String(body.Email).toUpperCase(),
      Password: body.Password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data).toMatchObject({ UserId: userId, Token: expect.any(String) });

    const wrongPassword = await post('/api/v1/OAuth/authorize', {
      Email: body.Email,
      Password: 'yanlis-sifre',
    });
    const wrongEmail = await post('/api/v1/OAuth/authorize', {
      Email: 'kimse@example.com',
      Password: body.Password,
    });
    for (const res of [wrongPassword, wrongEmail]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ErrorCode: 'INVALID_CREDENTIALS',
        Message: 'E-posta adresi veya şifre hatalı.',
      });
    }
  });

  it('slows wrong passwords down per source with growing delays, locks that source only, and e-mails the owner once', async () => {
    const { body, phone } = await signUp(t.app, t.database.db);
    const guesser = { remoteAddress: '198.51.100.7' };
    const login = (password: string, from = guesser, cookie = 'language=tr-TR') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/OAuth/authorize',
        payload: { Email: body.Email, Password: password },
        headers: { cookie },
        ...from,
      });
    const waits: string[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(`wrong-${i}-password`);
      if (res.statusCode === 429) {
        // Too soon: the answer says how long to wait instead of holding the request open.
        waits.push(String(res.headers['retry-after']));
        t.clock.advance(Number(res.headers['retry-after']) * 1000);
        i -= 1;
        continue;
      }
      expect(res.json().ErrorCode).toBe('INVALID_CREDENTIALS');
    }
    expect(waits).toEqual(['2', '4', '8', '16', '32', '64', '120']);

    // Locked for the window from this source, even with the right password; the message is localized.
    const locked = await login(String(body.Password), guesser, 'language=en-TR');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(LOGIN_FAILURE_WINDOW_MINUTES * 60));
    expect(locked.json()).toMatchObject({ ErrorCode: 'LOGIN_TOO_MANY_ATTEMPTS' });
    expect(locked.json().Message).toMatch(
      /^Too many wrong passwords from this address.* Time left to wait: 15 minutes\.$/,
    );

    // The owner, from elsewhere, still signs in with the password.
    expect((await login(String(body.Password), { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);

    // One e-mail to the owner for this lock, however often the guesser comes back.
    t.clock.advance(60_000);
    expect((await login('again-wrong-1')).statusCode).toBe(429);
    const lockMails = (await t.database.db.select().from(outboxMessages)).filter(
      (row) => row.to === body.Email && row.template === 'loginLocked',
    );
    expect(lockMails).toHaveLength(1);
    expect(lockMails[0]!.text).toContain('198.51.100.7');

    // The phone code always signs in, from the locked source too, and lifts the lock.
    t.clock.advance(121_000);
    await post('/api/v1/verification/send', { Purpose: 'login', CellPhoneNumber: body.CellPhoneNumber });
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      payload: { CellPhoneNumber: body.CellPhoneNumber, Code: await lastCodeTo(t.database.db, phone) },
      ...guesser,
    });
    expect(byCode.statusCode).toBe(200);
    expect((await login(String(body.Password))).statusCode).toBe(200);
  });

  it('gives an unknown e-mail the same delays and e-mails nobody', async () => {
    const email = `kimse.${uniquePhone()}@example.com`;
    let last = 0;
    for (let i = 0; i < LOGIN_FREE_FAILURES + 1; i++) {
      last = (await post('/api/v1/OAuth/authorize', { Email: email, Password: 'yanlis-sifre' })).statusCode;
    }
    expect(last).toBe(429);
    expect(await lastMessageTo(t.database.db, email)).toBeUndefined();
  });

  it('logs in by phone and SMS code, without telling whether the phone has an account', async () => {
    const { body, phone, userId } = await signUp(t.app, t.database.db);
    t.clock.advance(121_000);
    const send = await post('/api/v1/verification/send', {
      Purpose: 'login',
      CellPhoneNumber: body.CellPhoneNumber,
    });
    expect(send.statusCode).toBe(200);
    expect(send.json().Data).toMatchObject({
      ResendAfterSeconds: 120,
      ExpiresInSeconds: 180,
      AttemptsLeft: 5,
      Sender: 'BRIFA',
    });

    const stranger = uniquePhone();
    const unknown = await post('/api/v1/verification/send', { Purpose: 'login', CellPhoneNumber: stranger });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().Data)).toEqual(Object.keys(send.json().Data));
    expect(await lastMessageTo(t.database.db, e164(stranger))).toBeUndefined();

    const wrong = await post('/api/v1/OAuth/authorize', {
      CellPhoneNumber: body.CellPhoneNumber,
      Code: '000000',
    });
    expect(wrong.json()).toMatchObject({ ErrorCode: 'INVALID_PHONE_CODE', StatusCode: 400 });
    const code = await lastCodeTo(t.database.db, phone);
    const login = await post('/api/v1/OAuth/authorize', {
      CellPhoneNumber: body.CellPhoneNumber,
      Code: code,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().Data.UserId).toBe(userId);
    const again = await post('/api/v1/OAuth/authorize', {
      CellPhoneNumber: body.CellPhoneNumber,
      Code: code,
    });
    expect(again.json().ErrorCode).toBe('INVALID_PHONE_CODE');
  });

  it('revokes the token on logout', async () => {
    const { token, userId } = await signUp(t.app, t.database.db);
    expect((await me(t.app, token, userId)).statusCode).toBe(200);
    expect((await post('/api/v1/OAuth/logout', {}, bearer(token))).statusCode).toBe(200);
    const after = await me(t.app, token, userId);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ ErrorCode: 'UNAUTHORIZED', StatusCode: 401 });
  });

  it('treats a bearer of "undefined", an empty one, a forged one and an expired one as no login', async () => {
    const { token, userId } = await signUp(t.app, t.database.db);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const value of ['Bearer undefined', 'Bearer ', forged, 'Bearer abc.def.ghi']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/me/${userId}`,
        headers: { authorization: value.startsWith('Bearer') ? value : `Bearer ${value}` },
      });
      expect(res.statusCode, value).toBe(401);
    }
    t.clock.advance(26 * 24 * 60 * 60 * 1000);
    expect((await me(t.app, token, userId)).statusCode).toBe(401);
  });

  it("refuses to load someone else's user", async () => {
    const a = await signUp(t.app, t.database.db);
    const b = await signUp(t.app, t.database.db);
    expect((await me(t.app, a.token, b.userId)).statusCode).toBe(403);
  });
});
