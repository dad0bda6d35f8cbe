import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBody, lastMessageTo, signUp } from '../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { depsOf } from '../../platform/deps.ts';
import { notify } from '../notifications/notices.ts';

type TReceivedMail = { from: string; to: string[]; raw: string };
const mails: TReceivedMail[] = [];
const smsRequests: Array<{ body: { to: string; text: string; sender: string }; auth: string | undefined }> =
  [];

let smtp: SMTPServer;
let smsServer: Server;
let t: TTestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  smsServer = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      smsRequests.push({ body: JSON.parse(data), auth: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"sms-1"}');
    });
  });
  await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve));
  const smsPort = (smsServer.address() as AddressInfo).port;

  t = await buildTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      MAIL_FROM: 'Brifa <no-reply@brifa.test>',
      SMS_HTTP_URL: `http://127.0.0.1:${smsPort}/send`,
      SMS_HTTP_TOKEN: 'sms-secret',
      PUBLIC_URL: 'https://brifa.test',
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => smsServer.close(() => resolve()));
});

describe('delivery through real providers', () => {
  it('sends the sign-up code through the HTTP SMS provider and records it as sent', async () => {
    const body = clientBody();
    await t.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: body });
    await t.app.outboxWorker!.drain();
    const request = smsRequests.at(-1)!;
    expect(request.auth).toBe('Bearer sms-secret');
    expect(request.body).toMatchObject({ to: `+90${body.CellPhoneNumber}`, sender: 'BRIFA' });
    expect(request.body.text).toMatch(/^Brifa telefon doğrulama kodunuz: \d{6}\./);
    expect((await lastMessageTo(t.database.db, `+90${body.CellPhoneNumber}`))?.status).toBe('sent');
  });

  it('delivers the password-reset code by SMTP in the visitor language', async () => {
    const { body } = await signUp(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/send',
      headers: { cookie: 'language=en-TR' },
      payload: { Purpose: 'reset_password', Email: body.Email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.outboxWorker!.drain();
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual([body.Email]);
    expect(mail.from).toBe('no-reply@brifa.test');
    expect(mail.raw).toMatch(/Subject: Your Brifa password reset code: \d{6}/);
    expect((await lastMessageTo(t.database.db, String(body.Email)))?.status).toBe('sent');
  });

  it('sends notices with a one-click unsubscribe header', async () => {
    const client = await signUp(t.app, t.database.db);
    await notify(depsOf(t.app), {
      kind: 'new_quote',
      params: { AgencyName: 'Pikselhane', OfferTitle: 'Mobil Uygulama Geliştirme' },
      link: '/client/projects/abc/offers',
      to: { userIds: [client.userId] },
      key: 'delivery-test-quote',
    });
    await t.app.outboxWorker!.drain();
    const mail = mails.find(
      (m) => m.to.includes(String(client.body.Email)) && m.raw.includes('Yeni teklif'),
    )!;
    expect(mail.raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/brifa\.test\/api\/v1\/Notification\/unsubscribe\?Token=/,
    );
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('delivers a team invitation with its join link', async () => {
    const owner = await signUp(t.app, t.database.db, { kind: 'agency' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/ExternalUser',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        Title: 'Tasarımcı',
        Name: 'Can',
        Surname: 'Öztürk',
        Email: 'can@pikselhane.com.tr',
        CellPhoneNumber: '5551234567',
      },
    });
    await t.app.outboxWorker!.drain();
    const mail = mails.find((m) => m.to.includes('can@pikselhane.com.tr'))!;
    expect(mail.raw).toContain('https://brifa.test/ajans-kayit-ol/');
    expect(mail.raw).toContain('Content-Type: text/html');
  });
});
