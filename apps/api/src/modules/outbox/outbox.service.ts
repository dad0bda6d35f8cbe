import type { TLocale } from '@brifa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TAdapters } from '../../adapters/index.ts';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { outboxMessages } from './outbox.table.ts';
import type { TRendered } from './templates.ts';

type TDeliver = { db: TDb; adapters: TAdapters; clock: TClock };

/**
 * Records the message in the outbox, then hands it to the configured provider. Without a provider the
 * message stays in the outbox ("stored"), readable at /dev/outbox outside production.
 */
export async function deliver(
  deps: TDeliver,
  message: { channel: 'email' | 'sms'; to: string; template: string; locale: TLocale; rendered: TRendered },
): Promise<void> {
  const transport = message.channel === 'email' ? deps.adapters.email : deps.adapters.sms;
  const [row] = await deps.db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.rendered.subject,
      text: message.rendered.text,
      html: message.rendered.html,
      template: message.template,
      locale: message.locale,
      status: transport ? 'queued' : 'stored',
      createdAt: deps.clock.now(),
    })
    .returning({ id: outboxMessages.id });
  if (!transport || !row) return;
  try {
    const response =
      message.channel === 'email'
        ? await deps.adapters.email!.send({
            to: message.to,
            subject: message.rendered.subject ?? '',
            text: message.rendered.text,
            html: message.rendered.html ?? message.rendered.text,
          })
        : await deps.adapters.sms!.send({ to: message.to, text: message.rendered.text });
    await deps.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: deps.clock.now(), providerResponse: response })
      .where(eq(outboxMessages.id, row.id));
  } catch (error) {
    await deps.db
      .update(outboxMessages)
      .set({ status: 'failed', providerResponse: String((error as Error).message).slice(0, 500) })
      .where(eq(outboxMessages.id, row.id));
    throw error;
  }
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
    CreatedAt: row.createdAt.toISOString(),
  }));
}
