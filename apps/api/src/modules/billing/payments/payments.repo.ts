import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { payments, type TPaymentRow } from './payments.table.ts';

export type { TPaymentRow };

/** A new payment; null when the payer already used this idempotency key (the first one stands). */
export async function insertPayment(
  db: TExecutor,
  values: typeof payments.$inferInsert,
): Promise<TPaymentRow | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findByIdempotencyKey(db: TExecutor, payerUserId: number, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payerUserId, payerUserId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findByPublicId(db: TExecutor, publicId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.publicId, publicId)).limit(1);
  return row;
}

/** The payment's row under a lock until the caller's transaction ends (one state move at a time). */
export async function lockByPublicId(tx: TExecutor, publicId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.publicId, publicId)).for('update');
  return row;
}

/**
 * Moves a payment's state only from the state named (a conditional update): answers the row when it moved,
 * null when another request moved it first.
 */
export async function moveState(
  db: TExecutor,
  id: number,
  from: TPaymentRow['state'],
  changes: Partial<typeof payments.$inferInsert>,
): Promise<TPaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set(changes)
    .where(and(eq(payments.id, id), eq(payments.state, from)))
    .returning();
  return row ?? null;
}

export async function listPayerPayments(
  db: TExecutor,
  payerUserId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: TPaymentRow[]; totalCount: number }> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.payerUserId, payerUserId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(payments)
    .where(eq(payments.payerUserId, payerUserId));
  return { rows, totalCount: Number(count?.n ?? 0) };
}

/** A provider's payments that settled (succeeded or were refunded since) between two instants, for reconciliation. */
export async function listSettledBetween(db: TExecutor, providerName: string, from: Date, to: Date) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.providerName, providerName),
        inArray(payments.state, ['succeeded', 'refunded']),
        gte(payments.completedAt, from),
        lt(payments.completedAt, to),
      ),
    )
    .orderBy(payments.completedAt);
}

/** Payments by the provider's payment ids or our public ids (the provider's records name one or the other). */
export async function findByProviderRefs(
  db: TExecutor,
  providerName: string,
  refs: { providerPaymentIds: string[]; publicIds: string[] },
) {
  if (refs.providerPaymentIds.length === 0 && refs.publicIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.providerName, providerName),
        or(
          refs.providerPaymentIds.length > 0
            ? inArray(payments.providerPaymentId, refs.providerPaymentIds)
            : sql`false`,
          refs.publicIds.length > 0 ? inArray(payments.publicId, refs.publicIds) : sql`false`,
        ),
      ),
    );
}
