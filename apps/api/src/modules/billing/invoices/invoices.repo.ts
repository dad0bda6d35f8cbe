import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import {
  billingCustomers,
  invoiceCounters,
  invoiceLines,
  invoices,
  type TBuyerSnapshot,
} from './invoices.table.ts';

/** Whose billing details and invoices: an agency's (all its members') or a client user's own. */
export type TBillingOwner = { providerId: number } | { userId: number };

function ownerCondition(owner: TBillingOwner) {
  return 'providerId' in owner
    ? eq(billingCustomers.providerId, owner.providerId)
    : eq(billingCustomers.userId, owner.userId);
}

export type TBillingCustomerRow = typeof billingCustomers.$inferSelect;
export type TInvoiceRow = typeof invoices.$inferSelect;
export type TInvoiceLineRow = typeof invoiceLines.$inferSelect;

export async function findBillingCustomer(
  db: TDb,
  owner: TBillingOwner,
): Promise<TBillingCustomerRow | undefined> {
  return (await db.select().from(billingCustomers).where(ownerCondition(owner)).limit(1))[0];
}

export async function saveBillingCustomer(
  db: TDb,
  owner: TBillingOwner,
  values: TBuyerSnapshot,
  by: { userId: number; now: Date },
): Promise<TBillingCustomerRow> {
  const changes = { ...values, updatedByUserId: by.userId, updatedAt: by.now };
  const target = 'providerId' in owner ? billingCustomers.providerId : billingCustomers.userId;
  const [row] = await db
    .insert(billingCustomers)
    .values({
      ...changes,
      providerId: 'providerId' in owner ? owner.providerId : null,
      userId: 'userId' in owner ? owner.userId : null,
      createdAt: by.now,
    })
    .onConflictDoUpdate({ target, set: changes })
    .returning();
  return row!;
}

/**
 * The year's next invoice number: one statement that creates the year's counter or adds one to it, holding its
 * row lock until the caller's transaction ends. A second issuer waits on that lock and reads the committed
 * value; a rolled-back issue gives its number back. So numbers run 1..N without gaps or duplicates.
 */
export async function takeInvoiceSequence(db: TDb, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertInvoice(
  db: TDb,
  invoice: typeof invoices.$inferInsert,
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[],
): Promise<TInvoiceRow> {
  const [row] = await db.insert(invoices).values(invoice).returning();
  await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row!.id })));
  return row!;
}

export async function findInvoiceByPayment(db: TDb, paymentId: string): Promise<TInvoiceRow | undefined> {
  return (await db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).limit(1))[0];
}

export async function findInvoice(db: TDb, id: number): Promise<TInvoiceRow | undefined> {
  return (await db.select().from(invoices).where(eq(invoices.id, id)).limit(1))[0];
}

/** An invoice only when it belongs to the owner (an agency's to every member, a client's to its payer). */
export async function findOwnedInvoice(
  db: TDb,
  id: number,
  owner: TBillingOwner,
): Promise<TInvoiceRow | undefined> {
  const belongs =
    'providerId' in owner
      ? eq(invoices.providerId, owner.providerId)
      : and(eq(invoices.payerUserId, owner.userId), sql`${invoices.providerId} is null`);
  return (
    await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), belongs))
      .limit(1)
  )[0];
}

export async function invoiceLinesOf(db: TDb, invoiceId: number): Promise<TInvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export async function findInvoicesByPayments(db: TDb, paymentIds: string[]): Promise<TInvoiceRow[]> {
  if (paymentIds.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.paymentId, paymentIds));
}
