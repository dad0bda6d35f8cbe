import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { walletAccounts, walletEntries } from './wallet.table.ts';

type TExecutor = Pick<TDb, 'select' | 'insert' | 'update' | 'execute'>;

/** The agency's account, created on first use. */
async function providerAccount(db: TExecutor, providerId: number): Promise<number> {
  await db.insert(walletAccounts).values({ providerId, kind: 'provider' }).onConflictDoNothing();
  const [row] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.providerId, providerId));
  return row!.id;
}

/** One of the platform's own accounts (the other side of every agency entry). */
async function platformAccount(
  db: TExecutor,
  kind: 'platform_promotions' | 'platform_revenue' | 'platform_cash',
) {
  const find = () =>
    db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(and(isNull(walletAccounts.providerId), eq(walletAccounts.kind, kind)))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await db.execute(sql`select pg_advisory_xact_lock(4205, 0)`);
  const [again] = await find();
  if (again) return again.id;
  const [created] = await db.insert(walletAccounts).values({ kind }).returning({ id: walletAccounts.id });
  return created!.id;
}

/**
 * Credits an agency from the platform's promotions account (a gift: seed data, an operator's grant).
 * Two entries that sum to zero; the same idempotency key never applies twice.
 */
export async function grantGift(
  db: TDb,
  input: { providerId: number; amountKurus: number; idempotencyKey: string; description: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: walletEntries.id })
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (already) return false;
    const to = await providerAccount(tx, input.providerId);
    const from = await platformAccount(tx, 'platform_promotions');
    const transactionId = randomUUID();
    await tx.insert(walletEntries).values([
      {
        transactionId,
        accountId: to,
        amountKurus: input.amountKurus,
        type: 'gift',
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        createdAt: input.now,
      },
      {
        transactionId,
        accountId: from,
        amountKurus: -input.amountKurus,
        type: 'gift',
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        createdAt: input.now,
      },
    ]);
    for (const [account, amount] of [
      [to, input.amountKurus],
      [from, -input.amountKurus],
    ] as const) {
      await tx
        .update(walletAccounts)
        .set({ balanceKurus: sql`${walletAccounts.balanceKurus} + ${amount}` })
        .where(eq(walletAccounts.id, account));
    }
    return true;
  });
}
