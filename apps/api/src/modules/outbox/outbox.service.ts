import type { TLocale } from '@brifa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TAdapters } from '../../platform/adapters/index.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TDb, TExecutor } from '../../platform/db.ts';
import { PG_CHANNELS, pgNotify } from '../../platform/pg-listener.ts';
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
  const deliverable = hasTransport(deps.adapters, message.channel);
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
