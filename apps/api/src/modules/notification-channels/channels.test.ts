import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.ts';
import { makeAgency } from '../../../test/agencies.ts';
import { agencyAccount, createBrief } from '../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { startReceiver } from '../../../test/receiver.ts';
import { channelsOfProvider, insertChannel } from './channels.repo.ts';

let t: TTestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  receiver = await startReceiver(({ path }) =>
    path.startsWith('/broken') ? { status: 500, body: 'boom' } : { status: 200 },
  );
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true', PUBLIC_URL: 'https://brifa.test' } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('managing chat channels', () => {
  it('adds, lists, changes and removes a channel; each platform takes only its own webhook addresses', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const slackUrl = 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';
    const asDiscord = await call('POST', '/api/v1/NotificationChannel', agency.token, {
      Title: 'Satış ekibi',
      Platform: 'discord',
      Url: slackUrl,
    });
    expect(asDiscord.statusCode).toBe(400);
    expect(asDiscord.json()).toMatchObject({ ErrorCode: 'CHANNEL_URL_INVALID' });
    expect(asDiscord.json().Errors.Url).toBeTruthy();

    const added = await call('POST', '/api/v1/NotificationChannel', agency.token, {
      Title: 'Satış ekibi',
      Platform: 'slack',
      Url: slackUrl,
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().Data.Id;
    expect(added.json().Data).toMatchObject({ Platform: 'slack', LastDelivery: { State: 'none' } });

    const telegram = 'https://api.telegram.org/bot123456:ABC-def_1/sendMessage?chat_id=-100123';
    const changed = await call('PUT', `/api/v1/NotificationChannel/${id}`, agency.token, {
      Title: 'Telegram grubu',
      Platform: 'telegram',
      Url: telegram,
    });
    expect(changed.json().Data).toMatchObject({
      Title: 'Telegram grubu',
      Platform: 'telegram',
      Url: telegram,
    });
    const list = (await call('GET', '/api/v1/NotificationChannel', agency.token)).json().Data;
    expect(list).toHaveLength(1);

    const other = await agencyAccount(t.app, t.database.db);
    expect((await call('DELETE', `/api/v1/NotificationChannel/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/NotificationChannel/${id}/test`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/NotificationChannel/${id}`, agency.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/NotificationChannel', agency.token)).json().Data).toEqual([]);
  });

  it('is for agencies only', async () => {
    const client = await signUp(t.app, t.database.db);
    expect((await call('GET', '/api/v1/NotificationChannel', client.token)).statusCode).toBe(403);
  });
});

describe('the test button posts each platform’s format to the real receiver', () => {
  let agency: Awaited<ReturnType<typeof agencyAccount>>;
  beforeAll(async () => {
    agency = await agencyAccount(t.app, t.database.db);
  });

  const addAndTest = async (platform: string, path: string) => {
    const added = await call('POST', '/api/v1/NotificationChannel', agency.token, {
      Title: platform,
      Platform: platform,
      Url: `${receiver.url}${path}`,
    });
    expect(added.statusCode).toBe(200);
    const before = receiver.received.length;
    const res = await call('POST', `/api/v1/NotificationChannel/${added.json().Data.Id}/test`, agency.token);
    return { result: res.json().Data, request: receiver.received[before]! };
  };

  it('Discord: content and an embed', async () => {
    const { result, request } = await addAndTest('discord', '/discord');
    expect(result).toEqual({ Delivered: true, Status: 200, Error: null });
    expect(request.body).toMatchObject({
      content: 'Brifa bildirim kanalı testi',
      embeds: [
        {
          title: 'Brifa bildirim kanalı testi',
          url: 'https://brifa.test/provider/settings/notification-channels',
        },
      ],
    });
  });

  it('Slack: fallback text and blocks', async () => {
    const { request } = await addAndTest('slack', '/slack');
    const body = request.body as { text: string; blocks: Array<{ type: string }> };
    expect(body.text).toContain('Brifa bildirim kanalı testi');
    expect(body.blocks.map((b) => b.type)).toEqual(['header', 'section']);
  });

  it('Teams: an Adaptive Card', async () => {
    const { request } = await addAndTest('teams', '/teams');
    expect(request.body).toMatchObject({
      type: 'message',
      attachments: [
        { contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'AdaptiveCard' } },
      ],
    });
  });

  it('Telegram: sendMessage with the chat id from the URL, in HTML', async () => {
    const { request } = await addAndTest('telegram', '/bot1:abc/sendMessage?chat_id=-100777');
    expect(request.body).toMatchObject({ chat_id: '-100777', parse_mode: 'HTML' });
    expect((request.body as { text: string }).text).toContain('<b>Brifa bildirim kanalı testi</b>');
  });

  it('a receiver that fails answers Delivered false with its status', async () => {
    const { result } = await addAndTest('discord', '/broken');
    expect(result).toMatchObject({ Delivered: false, Status: 500 });
    expect(result.Error).toContain('boom');
  });
});

it('a new opportunity is posted to every channel of the agency, once', async () => {
  const matched = await makeAgency(t.database.db, t.clock.now(), { categoryId: 21 });
  const now = t.clock.now();
  for (const [platform, path] of [
    ['slack', '/opportunity-slack'],
    ['discord', '/opportunity-discord'],
  ] as const) {
    await insertChannel(t.database.db, {
      providerId: matched.providerId,
      title: platform,
      platform,
      url: `${receiver.url}${path}`,
      createdAt: now,
      updatedAt: now,
    });
  }
  expect(await channelsOfProvider(t.database.db, matched.providerId)).toHaveLength(2);
  const client = await signUp(t.app, t.database.db);
  await createBrief(t.app, client.token, { CategoryId: 21, BudgetTry: '120000' });
  await t.app.outboxWorker!.drain();
  const posts = receiver.received.filter((r) => r.path.startsWith('/opportunity-'));
  expect(posts.map((r) => r.path).sort()).toEqual(['/opportunity-discord', '/opportunity-slack']);
  expect(JSON.stringify(posts[0]!.body)).toContain('Moda Kahve');
  expect(posts[0]!.headers['idempotency-key']).toMatch(/^match:\d+:channel:\d+$/);
  const list = (await call('GET', '/api/v1/NotificationChannel', '')).statusCode;
  expect(list).toBe(401);
});
