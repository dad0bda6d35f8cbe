import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { notificationChannels } from './channels.table.ts';

export type TChannelRow = typeof notificationChannels.$inferSelect;

export async function channelsOfProvider(db: TExecutor, providerId: number): Promise<TChannelRow[]> {
  return db
    .select()
    .from(notificationChannels)
    .where(eq(notificationChannels.providerId, providerId))
    .orderBy(notificationChannels.id);
}

/** channelsOfProvider for several agencies in one query. */
export async function channelsOfProviders(
  db: TExecutor,
  providerIds: number[],
): Promise<Map<number, TChannelRow[]>> {
  const found = new Map<number, TChannelRow[]>(providerIds.map((id) => [id, []]));
  if (providerIds.length === 0) return found;
  const rows = await db
    .select()
    .from(notificationChannels)
    .where(inArray(notificationChannels.providerId, providerIds))
    .orderBy(notificationChannels.id);
  for (const row of rows) found.get(row.providerId)!.push(row);
  return found;
}

export async function countChannels(db: TExecutor, providerId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(notificationChannels)
    .where(eq(notificationChannels.providerId, providerId));
  return rows[0]?.total ?? 0;
}

export async function findChannel(db: TExecutor, providerId: number, id: number) {
  const rows = await db
    .select()
    .from(notificationChannels)
    .where(and(eq(notificationChannels.id, id), eq(notificationChannels.providerId, providerId)));
  return rows[0];
}

export async function insertChannel(db: TExecutor, values: typeof notificationChannels.$inferInsert) {
  const [row] = await db.insert(notificationChannels).values(values).returning();
  return row!;
}

export async function updateChannel(
  db: TExecutor,
  providerId: number,
  id: number,
  values: Pick<TChannelRow, 'title' | 'platform' | 'url' | 'updatedAt'>,
) {
  const [row] = await db
    .update(notificationChannels)
    .set(values)
    .where(and(eq(notificationChannels.id, id), eq(notificationChannels.providerId, providerId)))
    .returning();
  return row;
}

export async function deleteChannel(db: TDb, providerId: number, id: number) {
  const rows = await db
    .delete(notificationChannels)
    .where(and(eq(notificationChannels.id, id), eq(notificationChannels.providerId, providerId)))
    .returning({ id: notificationChannels.id });
  return rows.length > 0;
}

/** The newest delivery of each channel: what the settings page shows beside it. */
export async function lastDeliveries(db: TDb, channelIds: number[]) {
  if (channelIds.length === 0) return new Map<number, typeof outboxMessages.$inferSelect>();
  const rows = await db
    .selectDistinctOn([outboxMessages.channelId])
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.channelId, channelIds), sql`${outboxMessages.status} <> 'stored'`))
    .orderBy(outboxMessages.channelId, desc(outboxMessages.id));
  return new Map(rows.map((row) => [row.channelId!, row]));
}
