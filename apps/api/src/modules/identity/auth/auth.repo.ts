import { and, count, eq, gt, isNull, max, min } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { loginFailures, sessions, signInTokens } from './auth.table.ts';

export async function insertSession(db: TDb, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: TDb, sessionId: string, userId: number, now: Date) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function revokeSession(db: TDb, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: TDb, userId: number, now: Date, exceptSessionId?: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const row of rows) if (row.id !== exceptSessionId) await revokeSession(db, row.id, now);
}

export async function insertSignInToken(db: TDb, row: typeof signInTokens.$inferInsert) {
  await db.insert(signInTokens).values(row);
}

/** Marks a sign-in token used and returns it, only if it was unused and unexpired (single use, race-safe). */
export async function useSignInToken(db: TDb, tokenHash: string, now: Date) {
  const rows = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTokens.tokenHash, tokenHash),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, now),
      ),
    )
    .returning({ userId: signInTokens.userId, returnPath: signInTokens.returnPath });
  return rows[0];
}

/** A wrong password for `email` from `source` (the client address); returns the row's id. */
export async function recordLoginFailure(db: TDb, email: string, source: string, now: Date): Promise<number> {
  const rows = await db
    .insert(loginFailures)
    .values({ email, ip: source, createdAt: now })
    .returning({ id: loginFailures.id });
  return rows[0]!.id;
}

/** The wrong passwords for an account from one source since `since`: how many, the first and the last. */
export async function loginFailuresFrom(db: TDb, email: string, source: string, since: Date) {
  const rows = await db
    .select({ n: count(), firstId: min(loginFailures.id), last: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.email, email), eq(loginFailures.ip, source), gt(loginFailures.createdAt, since)),
    );
  const row = rows[0];
  return { count: row?.n ?? 0, firstId: row?.firstId ?? null, last: row?.last ?? null };
}

/** Forgets the wrong passwords of an account: from one source (its right password) or all (a code proved it). */
export async function clearLoginFailures(db: TDb, email: string, source?: string) {
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.email, email), source === undefined ? undefined : eq(loginFailures.ip, source)),
    );
}
