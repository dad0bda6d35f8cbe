import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../platform/db.ts';
import { providerOpportunityPreferences } from '../agencies/match-settings/match-settings.table.ts';
import { providerMembers } from '../identity/accounts/providers.table.ts';
import { users } from '../identity/users/users.table.ts';
import { notifications } from './notifications.table.ts';

export type TNotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(db: TExecutor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

export async function listNotifications(db: TDb, userId: number, options: { limit: number; offset: number }) {
  const [items, total, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadNotificationCount(db, userId),
  ]);
  return { items, total: total[0]?.total ?? 0, unread };
}

export async function unreadNotificationCount(db: TExecutor, userId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows[0]?.total ?? 0;
}

export async function markNotificationRead(db: TExecutor, userId: number, id: number, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return existing;
}

export async function markAllNotificationsRead(db: TExecutor, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  cellPhone: users.cellPhone,
  language: users.language,
  noticeEmailsOff: users.noticeEmailsOff,
};

export async function findRecipients(db: TExecutor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select(recipientColumns).from(users).where(inArray(users.id, userIds));
}

export type TAgencyRecipients = {
  people: Awaited<ReturnType<typeof findRecipients>>;
  byEmail: boolean;
  byWhatsapp: boolean;
};

/** Every team user of the agency, and its notice choices (e-mail on unless turned off, WhatsApp off). */
export async function findAgencyRecipients(db: TExecutor, providerId: number): Promise<TAgencyRecipients> {
  return (await findAgenciesRecipients(db, [providerId])).get(providerId)!;
}

/** findAgencyRecipients for several agencies in two queries (a brief's new matches notify five at once). */
export async function findAgenciesRecipients(
  db: TExecutor,
  providerIds: number[],
): Promise<Map<number, TAgencyRecipients>> {
  const found = new Map<number, TAgencyRecipients>(
    providerIds.map((id) => [id, { people: [], byEmail: true, byWhatsapp: false }]),
  );
  if (providerIds.length === 0) return found;
  const people = await db
    .select({ ...recipientColumns, providerId: providerMembers.providerId })
    .from(providerMembers)
    .innerJoin(users, eq(users.id, providerMembers.userId))
    .where(inArray(providerMembers.providerId, providerIds));
  const preferences = await db
    .select({
      providerId: providerOpportunityPreferences.providerId,
      byEmail: providerOpportunityPreferences.notifyByEmail,
      byWhatsapp: providerOpportunityPreferences.notifyByWhatsapp,
    })
    .from(providerOpportunityPreferences)
    .where(inArray(providerOpportunityPreferences.providerId, providerIds));
  for (const { providerId, ...person } of people) found.get(providerId)!.people.push(person);
  for (const { providerId, byEmail, byWhatsapp } of preferences) {
    Object.assign(found.get(providerId)!, { byEmail, byWhatsapp });
  }
  return found;
}

export type TRecipient = Awaited<ReturnType<typeof findRecipients>>[number];
