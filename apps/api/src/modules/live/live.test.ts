import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  conversationParties,
  grantTestAccess,
  openConversation,
  sendText,
} from '../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { openLive } from '../../../test/live-client.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';

let t: TTestApp;
let second: FastifyInstance;
let firstUrl: string;
let secondUrl: string;
let p: Awaited<ReturnType<typeof conversationParties>>;
let conversationId: number;

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await buildTestApp();
  // A second API process on the same database, as behind a load balancer.
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false' }),
    database: t.database,
    clock: t.clock,
  });
  firstUrl = await listen(t.app);
  secondUrl = await listen(second);
  p = await conversationParties(t.app, t.database.db, t.clock.now());
  await grantTestAccess(t.database.db, p.match.id, t.clock.now());
  conversationId = (await openConversation(t.app, p.client.token, p.match.id)).json().Data.Id;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

it('refuses a live connection without a valid token', async () => {
  await expect(openLive(firstUrl, 'nope')).rejects.toThrow('live connection closed: 4401');
});

it('pushes a new message and the unread count to every team user, on whichever process they are connected', async () => {
  const owner = await openLive(firstUrl, p.agency.token);
  const member = await openLive(secondUrl, p.member.token);
  expect(owner.events[0]).toMatchObject({ event: 'ready', data: { MessageCount: 0 } });

  await sendText(t.app, p.client.token, conversationId, 'Canlı mesaj');
  for (const stream of [owner, member]) {
    const message = await stream.waitFor((e) => e.event === 'message');
    expect(message.data).toMatchObject({ Text: 'Canlı mesaj', IsMine: false, MessageId: conversationId });
    const counts = await stream.waitFor((e) => e.event === 'counts');
    expect(counts.data).toMatchObject({ MessageCount: 1, NotifyCount: 1 });
    expect((await stream.waitFor((e) => e.event === 'notification')).data).toMatchObject({
      Kind: 'new_message',
    });
  }
  owner.close();
  member.close();
});

it('tells the writer that the other side read the message, across processes', async () => {
  const client = await openLive(secondUrl, p.client.token);
  await t.app.inject({
    method: 'GET',
    url: `/api/v1/MessageDetail/${conversationId}`,
    headers: { authorization: `Bearer ${p.member.token}` },
  });
  const read = await client.waitFor((e) => e.event === 'read');
  expect(read.data).toMatchObject({ MessageId: conversationId, Side: 'provider' });
  client.close();
});

it('does not send a conversation to people outside it', async () => {
  const outsider = await openLive(firstUrl, p.outsiderAgency.token);
  const client = await openLive(firstUrl, p.client.token);
  await sendText(second, p.agency.token, conversationId, 'Sadece müşteriye');
  const message = await client.waitFor((e) => e.event === 'message');
  expect(message.data).toMatchObject({ Text: 'Sadece müşteriye', IsMine: false });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(outsider.events.filter((e) => e.event !== 'ready')).toEqual([]);
  outsider.close();
  client.close();
});
