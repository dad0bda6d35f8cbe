import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, me } from '../../../test/accounts.ts';
import {
  conversationParties,
  grantTestAccess,
  openConversation,
  sendText,
} from '../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/uploads.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { messageDetails } from './messaging.table.ts';

let t: TTestApp;
let p: Awaited<ReturnType<typeof conversationParties>>;
let conversationId: number;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const sendFile = (token: string, filename: string, content: Buffer, text = '') => {
  const body = multipartBody([
    { name: 'MessageId', content: String(conversationId) },
    { name: 'Text', content: text },
    { name: 'File', filename, content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/MessageDetail',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await buildTestApp();
  p = await conversationParties(t.app, t.database.db, t.clock.now());
});
afterAll(async () => t.close());

describe('opening a conversation', () => {
  it('is refused until the agency has access to the brief', async () => {
    const res = await openConversation(t.app, p.client.token, p.match.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().ErrorCode).toBe('MESSAGE_NOT_ALLOWED');
  });

  it('gives the client and the agency the same conversation once the agency has access', async () => {
    await grantTestAccess(t.database.db, p.match.id, t.clock.now());
    const byClient = await openConversation(t.app, p.client.token, p.match.id);
    expect(byClient.statusCode).toBe(200);
    conversationId = byClient.json().Data.Id;
    expect(byClient.json().Data).toMatchObject({
      MySide: 'client',
      CounterpartName: 'Pikselhane',
      OfferKey: p.offer.OfferKey,
    });
    const byMember = await openConversation(t.app, p.member.token, p.match.id);
    expect(byMember.json().Data).toMatchObject({ Id: conversationId, MySide: 'provider' });
    expect(byMember.json().Data.CounterpartName).toContain('Moda Kahve');
  });

  it('is not found for an agency or a client outside the match', async () => {
    expect((await openConversation(t.app, p.outsiderAgency.token, p.match.id)).statusCode).toBe(404);
    expect((await openConversation(t.app, p.outsiderClient.token, p.match.id)).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('reach every team user of the agency, each with their own unread count', async () => {
    const sent = await sendText(t.app, p.client.token, conversationId, 'Merhaba, yarın görüşebilir miyiz?');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().Data).toMatchObject({
      IsMine: true,
      Side: 'client',
      Text: 'Merhaba, yarın görüşebilir miyiz?',
    });

    const memberList = (await get('/api/v1/Message', p.member.token)).json().Data;
    expect(memberList.Items).toHaveLength(1);
    expect(memberList.Items[0]).toMatchObject({
      Id: conversationId,
      UnreadCount: 1,
      LastMessage: 'Merhaba, yarın görüşebilir miyiz?',
    });
    expect((await me(t.app, p.member.token, p.member.userId)).json().Data.MessageCount).toBe(1);
    expect((await me(t.app, p.agency.token, p.agency.userId)).json().Data.MessageCount).toBe(1);

    const thread = (await get(`/api/v1/MessageDetail/${conversationId}`, p.member.token)).json().Data;
    expect(thread.Items[0]).toMatchObject({
      IsMine: false,
      SenderName: 'Ayşe Yılmaz',
      SenderUserId: p.client.userId,
    });
    expect((await me(t.app, p.member.token, p.member.userId)).json().Data.MessageCount).toBe(0);
    // The owner has not read it yet.
    expect((await me(t.app, p.agency.token, p.agency.userId)).json().Data.MessageCount).toBe(1);
    // The client sees that the agency read it.
    const clientThread = (await get(`/api/v1/MessageDetail/${conversationId}`, p.client.token)).json().Data;
    expect(clientThread.Items[0]).toMatchObject({ IsMine: true, IsRead: true });
  });

  it('notices the agency team of the first unread message by notification and e-mail, with sign-in and unsubscribe links', async () => {
    const notifications = (await get('/api/v1/Notification', p.agency.token)).json().Data;
    expect(notifications.Items[0]).toMatchObject({
      Kind: 'new_message',
      Link: `/provider/projects/${p.offer.OfferKey}/connection?m=${conversationId}`,
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.to, String(p.member.body.Email)),
          like(outboxMessages.template, 'notice:new_message'),
        ),
      );
    expect(mail?.text).toContain('/oauth?token=');
    expect(mail?.text).toContain('/unsubscribe?token=');
    expect(mail?.html).toContain('Merhaba, yarın görüşebilir miyiz?');

    // The member read the first message: the next one is news again; the one after it, while unread, is not.
    await sendText(t.app, p.client.token, conversationId, 'Bir de bütçeyi konuşalım.');
    await sendText(t.app, p.client.token, conversationId, 'Takvimi de.');
    const again = (await get('/api/v1/Notification', p.agency.token)).json().Data;
    expect(again.TotalCount).toBe(notifications.TotalCount + 1);
  });

  it('are paged newest first, 15 a page, and searchable', async () => {
    for (let i = 1; i <= 18; i++) await sendText(t.app, p.agency.token, conversationId, `Mesaj ${i}`);
    const first = (await get(`/api/v1/MessageDetail/${conversationId}`, p.client.token)).json().Data;
    expect(first.PageSize).toBe(15);
    expect(first.Items).toHaveLength(15);
    expect(first.Items[0].Text).toBe('Mesaj 18');
    const second = (await get(`/api/v1/MessageDetail/${conversationId}?PageIndex=1`, p.client.token)).json()
      .Data;
    expect(second.TotalCount).toBe(21);
    expect(second.Items.map((m: { Text: string }) => m.Text)).toEqual([
      'Mesaj 3',
      'Mesaj 2',
      'Mesaj 1',
      'Takvimi de.',
      'Bir de bütçeyi konuşalım.',
      'Merhaba, yarın görüşebilir miyiz?',
    ]);
    expect((await get('/api/v1/Message?Search=piksel', p.client.token)).json().Data.TotalCount).toBe(1);
    expect((await get('/api/v1/Message?Search=bütçeyi', p.client.token)).json().Data.TotalCount).toBe(1);
    expect((await get('/api/v1/Message?Search=yokboyle', p.client.token)).json().Data.TotalCount).toBe(0);
  });

  it('slows down a sender after 30 messages in a minute, and lets them go on after it', async () => {
    const sent = await t.database.db
      .select()
      .from(messageDetails)
      .where(eq(messageDetails.senderUserId, p.agency.userId));
    for (let i = sent.length; i < 30; i++) await sendText(t.app, p.agency.token, conversationId, `Hız ${i}`);
    const refused = await sendText(t.app, p.agency.token, conversationId, 'Bir tane daha');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().ErrorCode).toBe('MESSAGE_RATE_LIMITED');
    t.clock.advance(61_000);
    expect((await sendText(t.app, p.agency.token, conversationId, 'Bir dakika sonra')).statusCode).toBe(200);
  });

  it('an empty message is refused with a clear error', async () => {
    const res = await sendText(t.app, p.client.token, conversationId, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().ErrorCode).toBe('MESSAGE_EMPTY');
  });

  it('are hidden from anyone outside the conversation', async () => {
    for (const outsider of [p.outsiderAgency, p.outsiderClient]) {
      expect((await get(`/api/v1/MessageDetail/${conversationId}`, outsider.token)).statusCode).toBe(404);
      expect((await get(`/api/v1.1/Message/${conversationId}`, outsider.token)).statusCode).toBe(404);
      expect((await sendText(t.app, outsider.token, conversationId, 'Selam')).statusCode).toBe(404);
      expect((await get('/api/v1/Message', outsider.token)).json().Data.TotalCount).toBe(0);
    }
    expect((await get(`/api/v1.1/Message/${conversationId}`, p.member.token)).statusCode).toBe(200);
  });
});

describe('files in chat', () => {
  let fileMessage: { Id: number };

  it('a document is sent and downloaded by both parties only', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const res = await sendFile(p.client.token, 'brief-ek.pdf', pdf, 'Ek dosya');
    expect(res.statusCode).toBe(200);
    fileMessage = res.json().Data;
    expect(res.json().Data.File).toMatchObject({ FileName: 'brief-ek.pdf', FileBytes: pdf.length });
    const url = `/api/v1/Message/${conversationId}/file/${fileMessage.Id}`;
    const download = await get(url, p.member.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('brief-ek.pdf');
    expect((await get(url, p.outsiderAgency.token)).statusCode).toBe(404);
    expect((await get(url, p.outsiderClient.token)).statusCode).toBe(404);
  });

  it('refuses executables by name and a renamed executable by content', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const [name, content] of [
      ['kurulum.exe', exe],
      ['script.js', Buffer.from('alert(1)')],
      ['Setup.BAT', Buffer.from('@echo off')],
      ['fatura.pdf', exe],
      ['notlar.txt', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ] as const) {
      const res = await sendFile(p.client.token, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().ErrorCode, name).toBe('CHAT_FILE_BLOCKED');
      expect(res.json().Errors?.File, name).toBeTruthy();
    }
  });

  it('refuses a 10.5 MB file', async () => {
    const res = await sendFile(p.client.token, 'buyuk.pdf', Buffer.alloc(10.5 * 1024 * 1024, 0x41));
    expect(res.statusCode).toBe(413);
    expect(res.json().ErrorCode).toBe('FILE_TOO_BIG');
  });
});
