import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { providerMembers } from '../accounts/providers.table.ts';
import { users } from '../users/users.table.ts';
import { teamInvites } from './team.table.ts';

export type TInviteRow = typeof teamInvites.$inferSelect;

export async function listMembers(db: TDb, providerId: number) {
  return db
    .select({
      userId: users.id,
      role: providerMembers.role,
      title: providerMembers.title,
      name: users.name,
      surname: users.surname,
      email: users.email,
      cellPhone: users.cellPhone,
      createdAt: providerMembers.createdAt,
    })
    .from(providerMembers)
    .innerJoin(users, eq(users.id, providerMembers.userId))
    .where(eq(providerMembers.providerId, providerId))
    .orderBy(providerMembers.createdAt);
}

/** Invitations not revoked: pending, expired (so they can be sent again) and accepted ones. */
export async function listInvites(db: TDb, providerId: number) {
  return db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.providerId, providerId), isNull(teamInvites.revokedAt)))
    .orderBy(desc(teamInvites.createdAt));
}

export async function insertInvite(db: TDb, row: typeof teamInvites.$inferInsert): Promise<TInviteRow> {
  return (await db.insert(teamInvites).values(row).returning())[0]!;
}

export async function findInviteById(db: TDb, providerId: number, id: number) {
  return (
    await db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.id, id), eq(teamInvites.providerId, providerId)))
      .limit(1)
  )[0];
}

export async function findInviteByKey(db: TDb, key: string) {
  return (await db.select().from(teamInvites).where(eq(teamInvites.key, key)).limit(1))[0];
}

export async function updateInvite(db: TDb, id: number, values: Partial<typeof teamInvites.$inferInsert>) {
  await db.update(teamInvites).set(values).where(eq(teamInvites.id, id));
}

/** Marks an invite accepted, once (false when it was accepted or revoked meanwhile). */
export async function acceptInvite(db: TDb, id: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvites)
    .set({ acceptedAt: now, acceptedUserId: userId })
    .where(and(eq(teamInvites.id, id), isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt)))
    .returning({ id: teamInvites.id });
  return rows.length === 1;
}
