import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { providerMembers, providers } from '../accounts/providers.table.ts';
import { users } from './users.table.ts';

export type TUserRow = typeof users.$inferSelect;

export async function findUserById(db: TDb, id: number): Promise<TUserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  return (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];
}

export async function findUserByPhone(db: TDb, cellPhone: string): Promise<TUserRow | undefined> {
  return (await db.select().from(users).where(eq(users.cellPhone, cellPhone)).limit(1))[0];
}

/** Which of the e-mail and phone already belong to an account (other than `exceptUserId`). */
export async function takenIdentifiers(
  db: TDb,
  input: { email?: string | undefined; cellPhone?: string | undefined; exceptUserId?: number },
) {
  const conditions = [
    ...(input.email ? [eq(users.email, input.email)] : []),
    ...(input.cellPhone ? [eq(users.cellPhone, input.cellPhone)] : []),
  ];
  if (conditions.length === 0) return { email: false, phone: false };
  const rows = await db
    .select({ email: users.email, cellPhone: users.cellPhone })
    .from(users)
    .where(and(or(...conditions), input.exceptUserId ? ne(users.id, input.exceptUserId) : undefined));
  return {
    email: !!input.email && rows.some((row) => row.email === input.email),
    phone: !!input.cellPhone && rows.some((row) => row.cellPhone === input.cellPhone),
  };
}

export async function insertUser(db: TDb, row: typeof users.$inferInsert): Promise<TUserRow> {
  return (await db.insert(users).values(row).returning())[0]!;
}

export async function updateUser(db: TDb, id: number, values: Partial<typeof users.$inferInsert>, now: Date) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** Records that a client accepted this version of the terms; a second acceptance of it changes nothing. */
export async function recordTermsAcceptance(db: TDb, id: number, version: string, now: Date) {
  await db
    .update(users)
    .set({ termsVersion: version, termsAcceptedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), sql`${users.termsVersion} is distinct from ${version}`));
}

/** The agency a user works for, and whether they own it. */
export async function findMembership(db: TDb, userId: number) {
  const rows = await db
    .select({ role: providerMembers.role, provider: providers })
    .from(providerMembers)
    .innerJoin(providers, eq(providers.id, providerMembers.providerId))
    .where(eq(providerMembers.userId, userId))
    .limit(1);
  return rows[0];
}

/** The user's "no notice e-mails" choice (the unsubscribe link). */
export async function setNoticeEmailsOff(db: TDb, userId: number) {
  const [row] = await db
    .update(users)
    .set({ noticeEmailsOff: true })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row;
}
