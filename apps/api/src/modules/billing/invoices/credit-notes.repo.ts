import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { creditNoteCounters } from './credit-notes.table.ts';
import { invoices } from './invoices.table.ts';

/** The year's next credit-note number, under the year row's lock until the caller's transaction ends (no gaps). */
export async function takeCreditNoteSequence(db: TDb, year: number): Promise<number> {
  const [row] = await db
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.year,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  return row!.lastNumber;
}

/** The credit notes taking back these invoices, by the invoice they credit. */
export async function findCreditNotesOf(db: TDb, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.kind, 'credit_note'), inArray(invoices.creditedInvoiceId, invoiceIds)));
}
