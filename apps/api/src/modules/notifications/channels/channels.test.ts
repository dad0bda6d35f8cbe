import { CHANNELS_PER_AGENCY } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { makeAgency } from '../../../../test/agencies.ts';
import { agencyAccount, createBrief } from '../../../../test/briefs.ts';
import { teamMember } from '../../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { startReceiver } from '../../../../test/receiver.ts';
import { depsOf } from '../../../platform/deps.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { startOutboxWorker } from '../../outbox/outbox-worker.ts';
import { channelsOfProvider, insertChannel } from './channels.repo.ts';

/** What an internal service would answer: it must never reach the agency. */
const SECRET = 'internal-secret-9931';
let t: TTestApp;
/** Without the loopback allowance, as in production. */
let strict: TTestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  receiver = await startReceiver(({ path }) =>
    path.startsWith('/broken')
      ? { status: 500, body: `boom ${SECRET}` }
      : path.startsWith('/refuses')
        ? { status: 200, body: `{"ok":false,"description":"Bad Request: chat not found ${SECRET}"}` }
        : path.startsWith('/redirect')
          ? { status: 302, body: SECRET, headers: { location: `${receiver.url}/internal` } }
          : path.startsWith('/internal')
            ? { status: 200, body: `{"secret":"${SECRET}"}` }
            : { status: 200 },
  );
  [t, strict] = await Promise.all([
    buildTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true', PUBLIC_URL: 'https://brifa.test' } }),
    buildTestApp({ env: { OUTBOX_WORKER: 'false' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), strict.close()]);
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

  it('every team user of the agency manages its channels; at most CHANNELS_PER_AGENCY', async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const member = await teamMember(t.app, t.database.db, agency.providerId);
    const url = (n: number) => `https://discord.com/api/webhooks/${1000 + n}/token-${n}`;
    for (let n = 0; n < CHANNELS_PER_AGENCY; n++) {
      const res = await call('POST', '/api/v1/NotificationChannel', n % 2 ? member.token : agency.token, {
        Title: `Kanal ${n}`,
        Platform: 'discord',
        Url: url(n),
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await call('POST', '/api/v1/NotificationChannel', member.token, {
      Title: 'Bir tane daha',
      Platform: 'discord',
      Url: url(99),
    });
    expect(over.json()).toMatchObject({ IsSuccessful: false, ErrorCode: 'CHANNEL_LIMIT_REACHED' });
    const list = (await call('GET', '/api/v1/NotificationChannel', member.token)).json().Data;
    expect(list).toHaveLength(CHANNELS_PER_AGENCY);
    const first = list[0].Id;
    const edited = await call('PUT', `/api/v1/NotificationChannel/${first}`, member.token, {
      Title: 'Değişti',
      Platform: 'slack',
      Url: url(0),
    });
    expect(edited.json()).toMatchObject({
      ErrorCode: 'CHANNEL_URL_INVALID',
      Errors: { Url: expect.anything() },
    });
    expect((await call('DELETE', `/api/v1/NotificationChannel/${first}`, member.token)).statusCode).toBe(200);
    expect(
      (
        await call('PUT', `/api/v1/NotificationChannel/${first}`, agency.token, {
          Title: 'Silinmiş',
          Platform: 'discord',
          Url: url(0),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("shows the last delivery of each channel: delivered, retrying, or failed with the platform's answer", async () => {
    const agency = await agencyAccount(t.app, t.database.db);
    const now = t.clock.now();
    const channel = (title: string) =>
      insertChannel(t.database.db, {
        providerId: agency.providerId,
        title,
        platform: 'slack',
        url: `https://hooks.slack.com/services/T1/B1/${title}`,
        createdAt: now,
        updatedAt: now,
      });
    const [delivered, retrying, failed, quiet] = [
      await channel('delivered'),
      await channel('retrying'),
      await channel('failed'),
      await channel('quiet'),
    ];
    const row = (channelId: number, values: Partial<typeof outboxMessages.$inferInsert>) => ({
      channel: 'webhook' as const,
      to: 'https://hooks.slack.com/services/T1/B1/x',
      text: 'x',
      template: 'notice',
      locale: 'tr',
      status: 'queued' as const,
      providerId: agency.providerId,
      channelId,
      createdAt: now,
      ...values,
    });
    await t.database.db
      .insert(outboxMessages)
      .values([
        row(delivered.id, { status: 'dead', attempts: 8, lastError: 'HTTP 500: old' }),
        row(delivered.id, { status: 'sent', attempts: 1, sentAt: now }),
        row(retrying.id, { status: 'queued', attempts: 2, lastError: 'HTTP 502: bad gateway' }),
        row(failed.id, { status: 'sent', attempts: 1, sentAt: now }),
        row(failed.id, { status: 'dead', attempts: 8, lastError: 'HTTP 404: no_service' }),
      ]);
    const list = (await call('GET', '/api/v1/NotificationChannel', agency.token)).json().Data as Array<{
      Id: number;
      LastDelivery: { State: string; Error: string | null };
    }>;
    const byId = new Map(list.map((c) => [c.Id, c.LastDelivery]));
    expect(byId.get(delivered.id)).toMatchObject({ State: 'delivered', Error: null });
    expect(byId.get(retrying.id)).toMatchObject({ State: 'retrying', Error: 'HTTP 502: bad gateway' });
    expect(byId.get(failed.id)).toMatchObject({ State: 'failed', Error: 'HTTP 404: no_service' });
    expect(byId.get(quiet.id)).toEqual({ State: 'none', At: null, Error: null });
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

  it('the test notice is in the language of the person pressing it (English here)', async () => {
    const added = await call('POST', '/api/v1/NotificationChannel', agency.token, {
      Title: 'English',
      Platform: 'discord',
      Url: `${receiver.url}/english`,
    });
    const before = receiver.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/NotificationChannel/${added.json().Data.Id}/test`,
      headers: { ...bearer(agency.token), 'accept-language': 'en' },
    });
    expect(res.json().Data).toEqual({ Delivered: true, Status: 200, Error: null });
    expect(receiver.received[before]!.body).toMatchObject({ content: 'Brifa notification channel test' });
  });

  it('a receiver that answers 200 with ok:false (as Telegram does) is not delivered', async () => {
    const { result } = await addAndTest('telegram', '/refuses/sendMessage?chat_id=1');
    expect(result).toEqual({ Delivered: false, Status: 200, Error: 'HTTP 200: refused by the platform' });
  });

  it('a receiver that fails answers Delivered false with its status, never its body', async () => {
    const { result } = await addAndTest('discord', '/broken');
    expect(result).toEqual({ Delivered: false, Status: 500, Error: 'HTTP 500' });
  });

  it('a redirect to an internal address is not followed and its body does not reach the answer', async () => {
    const before = receiver.received.length;
    const { result } = await addAndTest('slack', '/redirect');
    expect(result).toEqual({ Delivered: false, Status: 302, Error: 'HTTP 302: redirect not followed' });
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(['/redirect']);
  });
});

describe('without the loopback allowance, internal addresses are never posted to', () => {
  const internal = [
    'http://127.0.0.1:PORT/hook',
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:PORT/hook',
  ];
  const withPort = (url: string) => url.replace('PORT', new URL(receiver.url).port);

  it('refuses such an address as a channel', async () => {
    const agency = await agencyAccount(strict.app, strict.database.db);
    for (const url of internal) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/v1/NotificationChannel',
        headers: bearer(agency.token),
        payload: { Title: 'iç', Platform: 'slack', Url: withPort(url) },
      });
      expect(res.json()).toMatchObject({ IsSuccessful: false, ErrorCode: 'CHANNEL_URL_INVALID' });
    }
  });

  it('a channel stored with one (an older rule) is tested without sending anything', async () => {
    const agency = await agencyAccount(strict.app, strict.database.db);
    const before = receiver.received.length;
    for (const url of internal) {
      const now = strict.clock.now();
      const channel = await insertChannel(strict.database.db, {
        providerId: agency.providerId,
        title: url,
        platform: 'slack',
        url: withPort(url),
        createdAt: now,
        updatedAt: now,
      });
      const res = await strict.app.inject({
        method: 'POST',
        url: `/api/v1/NotificationChannel/${channel.id}/test`,
        headers: bearer(agency.token),
      });
      expect(res.json().Data).toEqual({
        Delivered: false,
        Status: null,
        Error: 'address not allowed (not a public address)',
      });
      expect(res.body).not.toContain(SECRET);
    }
    expect(receiver.received.length).toBe(before);
  });

  it('the outbox worker does not deliver a webhook to one either', async () => {
    const deps = depsOf(strict.app);
    const url = withPort('http://[::1]:PORT/outbox');
    await enqueue(deps, {
      channel: 'webhook',
      to: url,
      template: 'notice',
      locale: 'tr',
      rendered: { subject: null, text: 'x', html: null },
      payload: { body: { text: 'x' } },
    });
    const worker = startOutboxWorker(
      deps,
      undefined,
      { error: () => {} },
      { pollMs: 60_000, maxAttempts: 1, retryBaseMs: 0 },
    );
    await worker.drain();
    await worker.stop();
    const [row] = await strict.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, url));
    expect(row).toMatchObject({ status: 'dead', lastError: 'address not allowed (not a public address)' });
    expect(receiver.received.some((r) => r.path === '/outbox')).toBe(false);
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
  expect(JSON.stringify(posts[0]!.body)).toContain('Performans Pazarlama');
  expect(JSON.stringify(posts[0]!.body)).not.toContain('Moda Kahve');
  expect(posts[0]!.headers['idempotency-key']).toMatch(/^match:\d+:channel:\d+$/);
  const list = (await call('GET', '/api/v1/NotificationChannel', '')).statusCode;
  expect(list).toBe(401);
});
