import { eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { paymentRefunds, type TPaymentRefundRow } from './payment-refunds.table.ts';

export type { TPaymentRefundRow };

export async function insertRefund(
  db: TExecutor,
  values: typeof paymentRefunds.$inferInsert,
): Promise<TPaymentRefundRow> {
  const [row] = await db.insert(paymentRefunds).values(values).returning();
  return row!;
}

export async function findRefundOfPayment(db: TExecutor, paymentId: number) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .limit(1);
  return row;
}

export async function refundsOfPayments(db: TExecutor, paymentIds: number[]): Promise<TPaymentRefundRow[]> {
  if (paymentIds.length === 0) return [];
  return db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, paymentIds));
}
