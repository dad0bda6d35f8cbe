import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { pendingRegistrations } from './users.table.ts';

export type TPendingRegistrationRow = typeof pendingRegistrations.$inferSelect;

export async function insertPendingRegistration(db: TDb, row: typeof pendingRegistrations.$inferInsert) {
  await db.insert(pendingRegistrations).values(row);
}

/** The newest sign-up of this phone still waiting for its code. */
export async function findOpenRegistration(db: TDb, cellPhone: string, now: Date) {
  const rows = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.cellPhone, cellPhone),
        isNull(pendingRegistrations.completedAt),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .orderBy(desc(pendingRegistrations.id))
    .limit(1);
  return rows[0];
}

/** Marks the sign-up done; false when another request completed it first. */
export async function completeRegistration(db: TDb, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(pendingRegistrations)
    .set({ completedAt: now })
    .where(and(eq(pendingRegistrations.id, id), isNull(pendingRegistrations.completedAt)))
    .returning({ id: pendingRegistrations.id });
  return rows.length === 1;
}
