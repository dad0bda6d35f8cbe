/**
 * Live chat delivery: 200 concurrent WebSocket connections (100 client-agency conversations) on loopback. Each
 * message is sent through POST MessageDetail by the client and timed until the agency's open connection
 * receives it (PostgreSQL NOTIFY on commit, then the process's fan-out). Prints delivery p50/p95, the POST's
 * own p50/p95 as the baseline, and the server's memory per connection.
 * Usage: npm run bench:chat   (PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs on a scratch
 * database created next to it; BENCH_PAIRS=100, BENCH_MESSAGES=400, BENCH_RATE=50, BENCH_CONCURRENCY=20)
 */
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { openDatabase } from '../apps/api/src/platform/db.ts';
import { percentile } from './stats.ts';

type TPair = { clientToken: string; agencyToken: string; conversationId: number };
type TWorkerInput = { baseUrl: string; pairs: TPair[]; messages: number; concurrency: number; rate: number };

const PAIRS = Number(process.env.BENCH_PAIRS ?? 100);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** Messages a second across all conversations in the steady run (each of the 200 people writing every 4 s). */
const RATE = Number(process.env.BENCH_RATE ?? 50);

const ms = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ).toFixed(1);

/** The bench clients, in a worker thread so that the main thread's heap is the server's alone. */
async function runClients(input: TWorkerInput) {
  const { openLive } = await import('../apps/api/test/live-client.ts');
  const waiting = new Map<string, (at: number) => void>();
  const connectAll = () =>
    Promise.all(
      input.pairs.flatMap((pair) => [
        openLive(input.baseUrl, pair.clientToken),
        openLive(input.baseUrl, pair.agencyToken, (event) => {
          const text = (event.data as { Text?: string } | null)?.Text;
          if (event.event === 'message' && text) waiting.get(text)?.(event.at);
        }),
      ]),
    );
  const nextCommand = () => new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  // Connect, let the server measure, disconnect, let it measure again, then connect for the messages.
  let sockets = await connectAll();
  parentPort!.postMessage({ type: 'connected', count: sockets.length });
  await nextCommand();
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  parentPort!.postMessage({ type: 'disconnected' });
  await nextCommand();
  sockets = await connectAll();

  const send = async (seq: number) => {
    const pair = input.pairs[seq % input.pairs.length]!;
    const text = `bench message ${seq}`;
    const delivered = new Promise<number>((resolve) => waiting.set(text, resolve));
    const started = performance.now();
    const response = await fetch(`${input.baseUrl}/api/v1/MessageDetail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pair.clientToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ MessageId: pair.conversationId, Text: text }),
    });
    if (!response.ok) throw new Error(`send failed: ${response.status} ${await response.text()}`);
    const answered = performance.now();
    const at = await delivered;
    waiting.delete(text);
    return { delivery: at - started, post: answered - started };
  };
  const run = async (count: number, concurrency: number, offset: number) => {
    const delivery: number[] = [];
    const post: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const seq = offset + next++;
          const result = await send(seq);
          delivery.push(result.delivery);
          post.push(result.post);
        }
      }),
    );
    return { delivery, post, seconds: (performance.now() - started) / 1000 };
  };
  /** Open loop: a new message every 1/rate seconds, whatever the answers (users do not wait for each other). */
  const atRate = async (count: number, perSecond: number, offset: number) => {
    const delivery: number[] = [];
    const post: number[] = [];
    const started = performance.now();
    const sends: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const due = started + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sends.push(
        send(offset + i).then((result) => {
          delivery.push(result.delivery);
          post.push(result.post);
        }),
      );
    }
    await Promise.all(sends);
    return { delivery, post, seconds: (performance.now() - started) / 1000 };
  };
  await run(20, 1, 1_000_000); // warm-up
  const serial = await run(Math.min(100, input.messages), 1, 0);
  const steady = await atRate(input.messages, input.rate, 100_000);
  const loaded = await run(input.messages, input.concurrency, 10_000);
  for (const socket of sockets) socket.close();
  parentPort!.postMessage({ type: 'done', serial, steady, loaded });
}

/** A fresh database next to BENCH_DATABASE_URL's (dropped and created again on every run). */
async function scratchPostgres(adminUrl: string) {
  const name = 'brifa_bench_chat';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 20 });
}

async function main() {
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { loadConfig } = await import('../apps/api/src/platform/config.ts');
  const { systemClock } = await import('../apps/api/src/platform/clock.ts');
  const { signUp } = await import('../apps/api/test/accounts.ts');
  const { agencyAccount, createBrief, matchAgency } = await import('../apps/api/test/briefs.ts');
  const { grantTestAccess, openConversation } = await import('../apps/api/test/conversations.ts');

  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? await scratchPostgres(url) : await openDatabase({ driver: 'pglite' });
  await database.migrate();
  await seedReferenceData(database.db);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      // Every bench account signs up from loopback.
      VERIFICATION_IP_LIMIT_PER_HOUR: '1000000',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      RUN_JOBS: 'false',
    }),
    database,
    clock: systemClock,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  console.log(`Seeding ${PAIRS} conversations (${database.driver})...`);
  const pairs: TPair[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const client = await signUp(app, database.db).catch((error) => {
      throw new Error(`sign-up ${i}: ${error}`);
    });
    const offer = await createBrief(app, client.token);
    const agency = await agencyAccount(app, database.db);
    const match = await matchAgency(database.db, offer.Id, agency.providerId);
    await grantTestAccess(database.db, match.id, new Date());
    const conversation = (await openConversation(app, client.token, match.id)).json().Data.Id as number;
    pairs.push({ clientToken: client.token, agencyToken: agency.token, conversationId: conversation });
  }

  const settledHeap = async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 3; i++) global.gc?.();
    return process.memoryUsage();
  };
  // The worker registers tsx itself: a worker does not inherit the main thread's loader hooks.
  const bootstrap = `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}); register(); await import(${JSON.stringify(import.meta.url)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData: {
      baseUrl,
      pairs,
      messages: MESSAGES,
      concurrency: CONCURRENCY,
      rate: RATE,
    } satisfies TWorkerInput,
  });
  const nextReply = () => new Promise<{ count?: number }>((resolve) => worker.once('message', resolve));
  const connected = (await nextReply()).count ?? 0;
  const open = app.live.size();
  const withConnections = await settledHeap();
  worker.postMessage('disconnect');
  await nextReply();
  const without = await settledHeap();
  const perConnectionKb = (withConnections.heapUsed - without.heapUsed) / connected / 1024;
  console.log(
    `${connected} live connections open (server hub: ${open}); server heap ${perConnectionKb.toFixed(1)} KB per connection` +
      ` (heap ${(without.heapUsed / 1048576).toFixed(1)} MB without, ${(withConnections.heapUsed / 1048576).toFixed(1)} MB with them)`,
  );
  type TRun = { delivery: number[]; post: number[]; seconds: number };
  const done = new Promise<{ serial: TRun; steady: TRun; loaded: TRun }>((resolve) =>
    worker.on('message', (message: { type: string }) => {
      if (message.type === 'done') resolve(message as never);
    }),
  );
  worker.postMessage('connect and send');
  const { serial, steady, loaded } = await done;
  const line = (label: string, run: { delivery: number[]; post: number[]; seconds: number }) =>
    console.log(
      `${label.padEnd(34)} n=${run.delivery.length}  delivery p50 ${ms(run.delivery, 50)} ms  p95 ${ms(run.delivery, 95)} ms` +
        `  | POST answered p50 ${ms(run.post, 50)} ms  p95 ${ms(run.post, 95)} ms  | ${Math.round(run.delivery.length / run.seconds)} msg/s`,
    );
  line('one message at a time', serial);
  line(`steady ${RATE} msg/s`, steady);
  line(`saturated: ${CONCURRENCY} senders back to back`, loaded);
  await worker.terminate();
  await app.close();
  await database.close();
}

if (isMainThread) {
  await main();
} else {
  await runClients(workerData as TWorkerInput);
}
