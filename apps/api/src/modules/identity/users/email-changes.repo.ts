import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { emailChanges } from './users.table.ts';

export type TEmailChangeRow = typeof emailChanges.$inferSelect;

export async function insertEmailChange(db: TDb, row: typeof emailChanges.$inferInsert) {
  await db.insert(emailChanges).values(row);
}

const open = (now: Date) =>
  and(isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt), gt(emailChanges.expiresAt, now));

/** The user's change still waiting for the new address, if any. */
export async function findPendingEmailChange(db: TDb, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), open(now)))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return rows[0];
}

/** Cancels every change of the user still waiting (a newer one replaces them, or the user withdraws it). */
export async function cancelPendingEmailChanges(db: TDb, userId: number, now: Date) {
  await db
    .update(emailChanges)
    .set({ cancelledAt: now })
    .where(and(eq(emailChanges.userId, userId), open(now)));
}

/** Marks the change confirmed and returns it, only if it was still waiting (single use, race-safe). */
export async function confirmEmailChange(db: TDb, confirmTokenHash: string, now: Date) {
  const rows = await db
    .update(emailChanges)
    .set({ confirmedAt: now })
    .where(and(eq(emailChanges.confirmTokenHash, confirmTokenHash), open(now)))
    .returning();
  return rows[0];
}

/** Marks the change reported ("this was not me") and returns it, once, while the report link lives. */
export async function reportEmailChange(db: TDb, reportTokenHash: string, now: Date) {
  const rows = await db
    .update(emailChanges)
    .set({ reportedAt: now })
    .where(
      and(
        eq(emailChanges.reportTokenHash, reportTokenHash),
        isNull(emailChanges.reportedAt),
        gt(emailChanges.reportExpiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

export async function cancelEmailChange(db: TDb, id: number, now: Date) {
  await db
    .update(emailChanges)
    .set({ cancelledAt: now })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.cancelledAt)));
}
