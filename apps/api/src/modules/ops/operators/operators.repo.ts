import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { operators, opsRecoveryCodes, opsSessions, type TOperatorRow } from './operators.table.ts';

export async function insertOperator(db: TDb, row: typeof operators.$inferInsert): Promise<TOperatorRow> {
  const [created] = await db.insert(operators).values(row).returning();
  if (!created) throw new Error('operator not inserted');
  return created;
}

export async function findOperatorByEmail(db: TDb, email: string): Promise<TOperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row;
}

export async function findOperator(db: TDb, id: number): Promise<TOperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export async function listOperatorRows(db: TDb): Promise<TOperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.name), asc(operators.id));
}

export async function updateOperatorRow(
  db: TDb,
  id: number,
  patch: Partial<Pick<TOperatorRow, 'role' | 'disabledAt' | 'totpSecret' | 'totpEnrolledAt' | 'updatedAt'>>,
): Promise<TOperatorRow | undefined> {
  const [row] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
  return row;
}

export async function countActiveAdmins(db: TDb): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)));
  return row?.count ?? 0;
}

/** Takes a TOTP time step once: false when this step (or a later one) was already used. */
export async function useTotpStep(db: TDb, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))),
    )
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function insertOpsSession(db: TDb, row: typeof opsSessions.$inferInsert) {
  await db.insert(opsSessions).values(row);
}

/** A challenge still open: not revoked, not expired, fewer wrong codes than the limit. */
export async function findChallenge(db: TDb, id: string, now: Date, maxAttempts: number) {
  const [row] = await db
    .select()
    .from(opsSessions)
    .where(
      and(
        eq(opsSessions.id, id),
        eq(opsSessions.stage, 'challenge'),
        isNull(opsSessions.revokedAt),
        gt(opsSessions.expiresAt, now),
        lt(opsSessions.attempts, maxAttempts),
      ),
    )
    .limit(1);
  return row;
}

export async function countWrongCode(db: TDb, id: string) {
  await db
    .update(opsSessions)
    .set({ attempts: sql`${opsSessions.attempts} + 1` })
    .where(eq(opsSessions.id, id));
}

/** Turns the challenge into the live session; false when another request did it first. */
export async function promoteChallenge(db: TDb, id: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(opsSessions)
    .set({ stage: 'live', expiresAt })
    .where(and(eq(opsSessions.id, id), eq(opsSessions.stage, 'challenge'), isNull(opsSessions.revokedAt)))
    .returning({ id: opsSessions.id });
  return rows.length > 0;
}

/** The operator of a live, unexpired, unrevoked session whose operator is not disabled. */
export async function findLiveOperator(
  db: TDb,
  sessionId: string,
  operatorId: number,
  now: Date,
): Promise<TOperatorRow | undefined> {
  const [row] = await db
    .select({ operator: operators })
    .from(opsSessions)
    .innerJoin(operators, eq(operators.id, opsSessions.operatorId))
    .where(
      and(
        eq(opsSessions.id, sessionId),
        eq(opsSessions.operatorId, operatorId),
        eq(opsSessions.stage, 'live'),
        isNull(opsSessions.revokedAt),
        gt(opsSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  return row?.operator;
}

export async function revokeOpsSession(db: TDb, id: string, now: Date) {
  await db
    .update(opsSessions)
    .set({ revokedAt: now })
    .where(and(eq(opsSessions.id, id), isNull(opsSessions.revokedAt)));
}

export async function revokeOperatorSessions(db: TDb, operatorId: number, now: Date): Promise<number> {
  const rows = await db
    .update(opsSessions)
    .set({ revokedAt: now })
    .where(and(eq(opsSessions.operatorId, operatorId), isNull(opsSessions.revokedAt)))
    .returning({ id: opsSessions.id });
  return rows.length;
}

export async function replaceRecoveryCodes(db: TDb, operatorId: number, hashes: string[], now: Date) {
  await db.delete(opsRecoveryCodes).where(eq(opsRecoveryCodes.operatorId, operatorId));
  await db
    .insert(opsRecoveryCodes)
    .values(hashes.map((codeHash) => ({ operatorId, codeHash, createdAt: now })));
}

/** Uses a recovery code once: false when it is unknown or already used. */
export async function useRecoveryCode(db: TDb, operatorId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(opsRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(opsRecoveryCodes.operatorId, operatorId),
        eq(opsRecoveryCodes.codeHash, codeHash),
        isNull(opsRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: opsRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: TDb, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(opsRecoveryCodes)
    .where(and(eq(opsRecoveryCodes.operatorId, operatorId), isNull(opsRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}
