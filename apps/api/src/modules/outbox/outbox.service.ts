import type { TLocale } from '@brifa/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { TAdapters } from '../../platform/adapters/index.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TDb, TExecutor } from '../../platform/db.ts';
import { PG_CHANNELS, pgNotify } from '../../platform/pg-listener.ts';
import { outboxErrors } from './outbox.errors.ts';
import { outboxMessages, type TOutboxChannel, type TWebhookPayload } from './outbox.table.ts';
import type { TRendered } from './templates.ts';

type TEnqueueDeps = { db: TExecutor; adapters: TAdapters; clock: TClock };

export type TOutboxMessage = {
  channel: TOutboxChannel;
  /** E-mail address, phone number or webhook URL. */
  to: string;
  template: string;
  locale: TLocale;
  /** E-mail, SMS and WhatsApp: the rendered text. Webhooks: a text summary for the outbox page. */
  rendered: TRendered;
  /** Webhooks: the body to post. */
  payload?: TWebhookPayload;
  /** A second message with the same key is dropped (the first one stands). */
  dedupeKey?: string;
  providerId?: number;
  channelId?: number;
  /** Keep it in the outbox ("stored") even though the channel could deliver it (the e-invoice outbox default). */
  storeOnly?: boolean;
};

/** True when the channel has a real provider (webhooks always do: they are plain HTTP). */
export function hasTransport(adapters: TAdapters, channel: TOutboxChannel): boolean {
  if (channel === 'webhook') return true;
  return adapters[channel] !== undefined;
}

/**
 * Writes a message to the outbox, in the caller's transaction when it passes one, so the message exists if
 * and only if the change that caused it committed. The outbox worker delivers it (woken on commit); without a
 * provider for its channel it stays in the outbox ("stored"), readable at /dev/outbox outside production.
 * Answers false when the dedupe key was already used.
 */
export async function enqueue(deps: TEnqueueDeps, message: TOutboxMessage): Promise<boolean> {
  const deliverable = !message.storeOnly && hasTransport(deps.adapters, message.channel);
  const now = deps.clock.now();
  const rows = await deps.db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.rendered.subject,
      text: message.rendered.text,
      html: message.rendered.html,
      payload: message.payload ?? null,
      template: message.template,
      locale: message.locale,
      status: deliverable ? 'queued' : 'stored',
      dedupeKey: message.dedupeKey ?? null,
      nextAttemptAt: deliverable ? now : null,
      providerId: message.providerId ?? null,
      channelId: message.channelId ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  if (rows.length > 0 && deliverable) await pgNotify(deps.db, PG_CHANNELS.outbox, '');
  return rows.length > 0;
}

export async function listOutbox(db: TDb, options: { to?: string | undefined; limit: number }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(options.to ? and(eq(outboxMessages.to, options.to)) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(options.limit);
  return rows.map((row) => ({
    Id: row.id,
    Channel: row.channel,
    To: row.to,
    Subject: row.subject,
    Text: row.text,
    Html: row.html,
    Template: row.template,
    Status: row.status,
    Attempts: row.attempts,
    LastError: row.lastError,
    CreatedAt: row.createdAt.toISOString(),
  }));
}

/** A dead message as the operator sees it (issue 17): where it went, what it was, and the last error. */
export type TDeadMessage = {
  id: number;
  channel: TOutboxChannel;
  to: string;
  subject: string | null;
  template: string;
  attempts: number;
  lastError: string | null;
  providerResponse: string | null;
  createdAt: Date;
};

/** Deliveries the outbox gave up on (after OUTBOX_MAX_ATTEMPTS), newest first, with their count. */
export async function listDeadMessages(
  db: TExecutor,
  page: { offset: number; limit: number },
): Promise<{ rows: TDeadMessage[]; totalCount: number }> {
  const dead = eq(outboxMessages.status, 'dead');
  const rows = await db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      template: outboxMessages.template,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      providerResponse: outboxMessages.providerResponse,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(dead)
    .orderBy(desc(outboxMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(outboxMessages).where(dead);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

type TDeadChange = { id: number; before: { status: 'dead' }; after: { status: 'queued' | 'discarded' } };

/** Why a dead message's change did not apply: no such message, or it is not dead (already retried, discarded). */
async function refuseNotDead(db: TExecutor, id: number): Promise<never> {
  const [row] = await db
    .select({ status: outboxMessages.status })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  throw row ? outboxErrors.notDead() : outboxErrors.notFound();
}

/**
 * Queues a dead message again (the cause is fixed): attempts start over and the worker is woken after commit.
 * One statement that only a dead message passes, so two operators pressing at once send it once: the second
 * is told it is no longer dead (OUTBOX_MESSAGE_NOT_DEAD).
 */
export async function retryDeadMessage(
  deps: { db: TExecutor; clock: TClock },
  id: number,
): Promise<TDeadChange> {
  const rows = await deps.db
    .update(outboxMessages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: deps.clock.now() })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'dead')))
    .returning({ id: outboxMessages.id });
  if (rows.length === 0) return refuseNotDead(deps.db, id);
  await pgNotify(deps.db, PG_CHANNELS.outbox, '');
  return { id, before: { status: 'dead' }, after: { status: 'queued' } };
}

/** Every dead message queued again (the command's `--retry all`); answers how many. */
export async function retryAllDeadMessages(deps: { db: TExecutor; clock: TClock }): Promise<number> {
  const rows = await deps.db
    .update(outboxMessages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: deps.clock.now() })
    .where(eq(outboxMessages.status, 'dead'))
    .returning({ id: outboxMessages.id });
  if (rows.length > 0) await pgNotify(deps.db, PG_CHANNELS.outbox, '');
  return rows.length;
}

/** Gives up on a dead message for good: it stays in the outbox as `discarded` and leaves the dead list. */
export async function discardDeadMessage(db: TExecutor, id: number): Promise<TDeadChange> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'discarded', nextAttemptAt: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'dead')))
    .returning({ id: outboxMessages.id });
  if (rows.length === 0) return refuseNotDead(db, id);
  return { id, before: { status: 'dead' }, after: { status: 'discarded' } };
}

/** A made-up dead e-mail (the development route POST /api/dev/outbox/dead, for the console's browser test). */
export async function insertDeadMessage(
  deps: { database: { db: TDb }; clock: TClock },
  to: string,
): Promise<number> {
  const [row] = await deps.database.db
    .insert(outboxMessages)
    .values({
      channel: 'email',
      to,
      subject: 'Brifa',
      text: 'Simulated delivery failure',
      template: 'dev:dead',
      locale: 'tr',
      status: 'dead',
      attempts: 8,
      lastError: '550 5.1.1 mailbox unavailable (simulated)',
      createdAt: deps.clock.now(),
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}
