import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { agencyAccount } from '../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { startReceiver } from '../../../test/receiver.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { depsOf } from '../../platform/deps.ts';
import { insertChannel } from '../notifications/channels/channels.repo.ts';
import { operatorNotice } from '../notifications/operator.ts';
import { enqueue } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';
import { retryDelayMs } from './outbox-worker.ts';

let t: TTestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const answers = new Map<string, (n: number) => { status: number; delayMs?: number }>();
const hits = new Map<string, number>();

/** Another API process on the same database, with its own outbox worker. */
function apiProcess(env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      OUTBOX_POLL_MS: '60000',
      ...env,
    }),
    database: t.database,
    clock: t.clock,
  });
}

const rowsTo = (url: string) => t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, url));

beforeAll(async () => {
  receiver = await startReceiver(({ path }) => {
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    const answer = [...answers.entries()].find(([prefix]) => path.startsWith(prefix))?.[1];
    return answer ? answer(n) : { status: 200 };
  });
  // This app owns the database; its own worker is off so each test drives the processes it starts.
  t = await buildTestApp({ env: { OUTBOX_WORKER: 'false', WEBHOOK_ALLOW_LOOPBACK: 'true' } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

it('waits twice as long after each failure, up to an hour', () => {
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
});

describe('delivery', () => {
  it('a receiver that fails three times then succeeds gets the notice exactly once', async () => {
    const api = await apiProcess({ OPERATOR_WEBHOOK_URL: `${receiver.url}/flaky` });
    answers.set('/flaky', (n) => ({ status: n <= 3 ? 503 : 200 }));
    const deps = depsOf(api);
    await operatorNotice(deps, {
      event: 'agreement_reached',
      text: 'Anlaşma sağlandı: Moda Kahve',
      key: 'flaky-1',
    });
    // The same event noticed again is the same message.
    await operatorNotice(deps, {
      event: 'agreement_reached',
      text: 'Anlaşma sağlandı: Moda Kahve',
      key: 'flaky-1',
    });
    for (const wait of [0, 30_000, 60_000, 120_000]) {
      t.clock.advance(wait + 1);
      await api.outboxWorker!.drain();
    }
    const calls = receiver.received.filter((r) => r.path === '/flaky');
    expect(calls.map((r) => r.answered)).toEqual([503, 503, 503, 200]);
    expect(receiver.delivered().filter((r) => r.path === '/flaky')).toHaveLength(1);
    expect(calls[3]!.body).toEqual({
      text: 'Anlaşma sağlandı: Moda Kahve',
      content: 'Anlaşma sağlandı: Moda Kahve',
    });
    const [row] = await rowsTo(`${receiver.url}/flaky`);
    expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    // Nothing more goes out later.
    t.clock.advance(3_600_000);
    await api.outboxWorker!.drain();
    expect(receiver.received.filter((r) => r.path === '/flaky')).toHaveLength(4);
    await api.close();
  });

  it('gives up after the attempt limit and shows the error to the agency on its channel', async () => {
    const api = await apiProcess({ OUTBOX_MAX_ATTEMPTS: '3' });
    answers.set('/down', () => ({ status: 404 }));
    const agency = await agencyAccount(api, t.database.db);
    const now = t.clock.now();
    const channel = await insertChannel(t.database.db, {
      providerId: agency.providerId,
      title: 'Ekip',
      platform: 'discord',
      url: `${receiver.url}/down`,
      createdAt: now,
      updatedAt: now,
    });
    await enqueue(depsOf(api), {
      channel: 'webhook',
      to: channel.url,
      template: 'channel:new_match',
      locale: 'tr',
      dedupeKey: 'down-1',
      providerId: agency.providerId,
      channelId: channel.id,
      rendered: { subject: 'Yeni iş fırsatı', text: 'Yeni iş fırsatı', html: null },
      payload: { body: { content: 'Yeni iş fırsatı' } },
    });
    for (let i = 0; i < 4; i++) {
      await api.outboxWorker!.drain();
      t.clock.advance(3_600_000);
    }
    expect(receiver.received.filter((r) => r.path === '/down')).toHaveLength(3);
    const [row] = await rowsTo(channel.url);
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    const list = await api.inject({
      method: 'GET',
      url: '/api/v1/NotificationChannel',
      headers: bearer(agency.token),
    });
    expect(list.json().Data[0].LastDelivery).toMatchObject({ State: 'failed' });
    expect(list.json().Data[0].LastDelivery.Error).toContain('HTTP 404');
    await api.close();
  });

  it('an API process stopped in the middle of delivery leaves nothing behind: the next one delivers it all', async () => {
    answers.set('/slow', () => ({ status: 200, delayMs: 400 }));
    const first = await apiProcess({ OPERATOR_WEBHOOK_URL: `${receiver.url}/slow` });
    for (let i = 1; i <= 6; i++) {
      await operatorNotice(depsOf(first), { event: 'bank_transfer', text: `Havale ${i}`, key: `slow-${i}` });
    }
    void first.outboxWorker!.drain();
    await expect.poll(() => hits.get('/slow') ?? 0, { timeout: 5000, interval: 20 }).toBeGreaterThan(0);
    await first.close();

    const second = await apiProcess({ OPERATOR_WEBHOOK_URL: `${receiver.url}/slow` });
    // The first process's attempts hold their messages until the lease ends.
    t.clock.advance(3 * 60_000);
    await second.outboxWorker!.drain();
    const texts = new Set(
      receiver
        .delivered()
        .filter((r) => r.path === '/slow')
        .map((r) => (r.body as { text: string }).text),
    );
    expect([...texts].sort()).toEqual([
      'Havale 1',
      'Havale 2',
      'Havale 3',
      'Havale 4',
      'Havale 5',
      'Havale 6',
    ]);
    const rows = await rowsTo(`${receiver.url}/slow`);
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill('sent'));
    await second.close();
  });
});
