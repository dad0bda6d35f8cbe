import { and, desc, eq, lt } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { bankTransfers, type TBankTransferRow } from './transfers.table.ts';

export type { TBankTransferRow };

/** Inserts a request; answers null when its public id or reference code is already taken (the caller draws again). */
export async function insertTransfer(
  db: TExecutor,
  values: typeof bankTransfers.$inferInsert,
): Promise<TBankTransferRow | null> {
  const [row] = await db.insert(bankTransfers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function listProviderTransfers(db: TExecutor, providerId: number, limit: number) {
  return db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.providerId, providerId))
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .limit(limit);
}

/** The request's row under a row lock (SELECT … FOR UPDATE): two decisions at once wait for each other. */
export async function lockTransfer(db: TExecutor, publicId: string): Promise<TBankTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.publicId, publicId))
    .for('update');
  return row;
}

export async function updateTransfer(
  db: TExecutor,
  id: number,
  patch: Partial<typeof bankTransfers.$inferInsert>,
): Promise<TBankTransferRow> {
  const [row] = await db.update(bankTransfers).set(patch).where(eq(bankTransfers.id, id)).returning();
  return row!;
}

/** The console's view: the request with the agency's and the requester's names. */
export async function findTransferWithNames(db: TExecutor, publicId: string) {
  const [row] = await db
    .select({
      transfer: bankTransfers,
      agencyName: providers.companyNickName,
      requesterName: users.name,
      requesterSurname: users.surname,
    })
    .from(bankTransfers)
    .innerJoin(providers, eq(providers.id, bankTransfers.providerId))
    .innerJoin(users, eq(users.id, bankTransfers.requestedByUserId))
    .where(eq(bankTransfers.publicId, publicId));
  return row;
}

/** Requests never marked sent and created before `before` become `expired`; answers how many. */
export async function expireUnsentTransfers(db: TExecutor, before: Date): Promise<number> {
  const rows = await db
    .update(bankTransfers)
    .set({ state: 'expired' })
    .where(and(eq(bankTransfers.state, 'awaiting_transfer'), lt(bankTransfers.createdAt, before)))
    .returning({ id: bankTransfers.id });
  return rows.length;
}
