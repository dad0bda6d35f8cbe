import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { verificationCodes } from '../auth/auth.table.ts';

export type TCodeRow = typeof verificationCodes.$inferSelect;
type TPurpose = TCodeRow['purpose'];

export async function latestCode(db: TDb, purpose: TPurpose, target: string): Promise<TCodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

/** The newest code of a purpose sent for this user (a phone change names the new number as its target). */
export async function latestCodeOfUser(db: TDb, purpose: TPurpose, userId: number) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

export async function countSendsToTarget(db: TDb, target: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function countSendsFromIp(db: TDb, ip: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function insertCode(db: TDb, row: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(row);
}

/** Counts a wrong try atomically; returns the new count. */
export async function addFailedAttempt(db: TDb, id: number): Promise<number> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return rows[0]?.attempts ?? 0;
}

/** Uses a code up; false when another request used it first. */
export async function consumeCode(db: TDb, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
