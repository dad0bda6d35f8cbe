import { eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { paymentRefunds, type TPaymentRefundRow } from './payment-refunds.table.ts';
import { payments } from './payments.table.ts';

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

/** A payment with its payer's and agency's names (the console's payment record). */
export async function findPaymentWithNames(db: TExecutor, publicId: string) {
  const [row] = await db
    .select({
      payment: payments,
      payerName: users.name,
      payerSurname: users.surname,
      payerEmail: users.email,
      agencyName: providers.companyNickName,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.payerUserId))
    .leftJoin(providers, eq(providers.id, payments.providerId))
    .where(eq(payments.publicId, publicId))
    .limit(1);
  return row;
}
