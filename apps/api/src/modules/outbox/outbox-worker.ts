import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TAdapters } from '../../platform/adapters/index.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db.ts';
import type { TDomainEvents } from '../../platform/events.ts';
import { PG_CHANNELS, type TPgListener } from '../../platform/pg-listener.ts';
import './outbox.events.ts';
import { outboxMessages } from './outbox.table.ts';

type TOutboxRow = typeof outboxMessages.$inferSelect;

export type TOutboxWorkerOptions = {
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Messages taken per round; they are sent in parallel. */
  batchSize?: number;
  /** How long one attempt may hold a message before another process may retry it (ms). */
  leaseMs?: number;
  /**
   * Emits 'outbox.dead' in the transaction that marks a message dead (the composition passes the domain
   * event bus with the app's deps, so the operator console opens a queue item exactly when the message dies).
   */
  emitDead?: (tx: TDb, event: TDomainEvents['outbox.dead']) => Promise<void>;
};

export type TOutboxWorker = {
  /** Look for due messages now (also what a NOTIFY on brifa_outbox does). */
  wake(): void;
  /** Delivers every message due now, then resolves (tests, and the last round before closing). */
  drain(): Promise<number>;
  stop(): Promise<void>;
};

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, 4 min, ... at most an hour: a receiver that is down for a while is not hammered. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Delivers the outbox: takes due messages with a lease (next_attempt_at moved forward, attempts counted), so
 * several API processes never send one message at the same time and a process that dies mid-send leaves the
 * message to be retried when the lease ends. A failure waits with exponential backoff; after maxAttempts the
 * message is dead, its last error kept for the agency (chat channels) or the operator.
 */
export function startOutboxWorker(
  deps: { db: TDb; adapters: TAdapters; clock: TClock },
  listener: TPgListener | undefined,
  log: { error(obj: unknown, msg: string): void },
  options: TOutboxWorkerOptions,
): TOutboxWorker {
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<AbortController>();

  async function claim(): Promise<TOutboxRow[]> {
    const now = deps.clock.now();
    const due = deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(outboxMessages.nextAttemptAt, outboxMessages.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return deps.db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(and(inArray(outboxMessages.id, due), eq(outboxMessages.status, 'queued')))
      .returning();
  }

  async function send(row: TOutboxRow, signal: AbortSignal): Promise<string> {
    const { adapters } = deps;
    switch (row.channel) {
      case 'email':
        if (!adapters.email) throw new Error('no e-mail provider');
        return adapters.email.send({
          to: row.to,
          subject: row.subject ?? '',
          text: row.text,
          html: row.html ?? row.text,
          headers: row.payload?.headers,
          attachments: row.payload?.attachments,
        });
      case 'sms':
      case 'whatsapp': {
        const transport = adapters[row.channel];
        if (!transport) throw new Error(`no ${row.channel} provider`);
        return transport.send({ to: row.to, text: row.text });
      }
      case 'webhook':
        return adapters.webhook.post(row.to, row.payload?.body ?? { text: row.text }, {
          idempotencyKey: row.dedupeKey ?? `outbox-${row.id}`,
          ...(row.payload?.headers ? { headers: row.payload.headers } : {}),
          signal,
        });
    }
  }

  async function attempt(row: TOutboxRow): Promise<void> {
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      const response = await send(row, controller.signal);
      await deps.db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: deps.clock.now(),
          providerResponse: String(response).slice(0, 500),
          lastError: null,
          nextAttemptAt: null,
        })
        .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.attempts, row.attempts)));
    } catch (error) {
      // Stopping mid-send: leave the lease to run out so the next process retries it.
      if (stopped) return;
      const message = String((error as Error).message ?? error).slice(0, 500);
      const dead = row.attempts >= options.maxAttempts;
      const mark = async (db: TDb) =>
        db
          .update(outboxMessages)
          .set({
            status: dead ? 'dead' : 'queued',
            lastError: message,
            nextAttemptAt: dead
              ? null
              : new Date(deps.clock.now().getTime() + retryDelayMs(row.attempts, options.retryBaseMs)),
          })
          .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.attempts, row.attempts)))
          .returning({ id: outboxMessages.id });
      if (dead && options.emitDead) {
        const emitDead = options.emitDead;
        await deps.db.transaction(async (tx) => {
          const marked = await mark(tx);
          if (marked.length === 0) return;
          await emitDead(tx, {
            message: {
              id: row.id,
              channel: row.channel,
              template: row.template,
              to: row.to,
              lastError: message,
              providerId: row.providerId,
            },
          });
        });
      } else {
        await mark(deps.db);
      }
      if (dead)
        log.error({ outboxId: row.id, channel: row.channel, error: message }, 'outbox message is dead');
    } finally {
      inFlight.delete(controller);
    }
  }

  async function round(): Promise<number> {
    let delivered = 0;
    for (;;) {
      if (stopped) return delivered;
      const rows = await claim();
      if (rows.length === 0) return delivered;
      await Promise.all(rows.map((row) => attempt(row)));
      delivered += rows.length;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error) => {
        if (!stopped) log.error(error, 'outbox round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  listener?.on(PG_CHANNELS.outbox, () => void run());
  schedule();
  void run();

  return {
    wake: () => void run(),
    async drain() {
      let total = 0;
      for (;;) {
        if (running) await running;
        const count = await run();
        total += count;
        if (count === 0 && !running) return total;
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const controller of inFlight) controller.abort();
      await running?.catch(() => {});
    },
  };
}
