import { calendarDay, creditNoteNumber, formatKurus, invoicePdfPath } from '@brifa/contracts';
import type { TDb } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { findCreditNotesOf, takeCreditNoteSequence } from './credit-notes.repo.ts';
import { findInvoiceByPayment, insertInvoice, invoiceLinesOf, type TInvoiceRow } from './invoices.repo.ts';
import { eInvoiceDocument, type TIssuedInvoice } from './invoices.service.ts';

/**
 * Credit notes (iade faturası, issue 18): when a paid payment with an invoice is refunded, a credit note takes the
 * invoice back. It is a row of `invoices` (kind `credit_note`, `credited_invoice_id` the invoice), so its PDF is
 * `GET Invoice/pdf/{id}` for the same readers; numbered in its own gap-free series per Istanbul year
 * (`BRI2026000000001`, `credit_note_counters`); the buyer, VAT rate and lines are the invoice's, every amount
 * negated; handed to the e-invoice integrator through the outbox as an `IADE` document naming the invoice.
 */

/** The key a refund's credit note goes by (`invoices.payment_id`): the payment's reference + `:refund`. */
export function creditNoteRefOf(paymentRef: string): string {
  return `${paymentRef}:refund`;
}

function issued(row: TInvoiceRow): TIssuedInvoice {
  return {
    id: row.id,
    number: row.number,
    grossKurus: row.grossKurus,
    netKurus: row.netKurus,
    vatKurus: row.vatKurus,
    pdfPath: invoicePdfPath(row.id),
  };
}

/**
 * Issues the credit note of a refunded payment's invoice in the caller's transaction (call it LAST there: the
 * year's credit-note counter stays locked until commit). Null when the payment had no invoice. Idempotent: a second
 * call answers the first credit note.
 */
export async function issueCreditNoteForRefund(
  deps: Pick<TDeps, 'db' | 'clock' | 'config' | 'adapters'>,
  input: { paymentRef: string; refundedAt: Date },
): Promise<TIssuedInvoice | null> {
  const invoice = await findInvoiceByPayment(deps.db, input.paymentRef);
  if (invoice?.kind !== 'invoice') return null;
  const ref = creditNoteRefOf(input.paymentRef);
  const existing = await findInvoiceByPayment(deps.db, ref);
  if (existing) return issued(existing);

  const lines = await invoiceLinesOf(deps.db, invoice.id);
  const year = Number(calendarDay(input.refundedAt).slice(0, 4));
  const sequence = await takeCreditNoteSequence(deps.db, year);
  const row = await insertInvoice(
    deps.db,
    {
      number: creditNoteNumber(year, sequence),
      year,
      sequence,
      paymentId: ref,
      payerUserId: invoice.payerUserId,
      providerId: invoice.providerId,
      buyer: invoice.buyer,
      vatRatePercent: invoice.vatRatePercent,
      netKurus: -invoice.netKurus,
      vatKurus: -invoice.vatKurus,
      grossKurus: -invoice.grossKurus,
      paidAt: input.refundedAt,
      issuedAt: input.refundedAt,
      kind: 'credit_note',
      creditedInvoiceId: invoice.id,
    },
    lines.map((line) => ({
      position: line.position,
      description: line.description,
      quantity: line.quantity,
      unitPriceKurus: -line.unitPriceKurus,
      netKurus: -line.netKurus,
      vatKurus: -line.vatKurus,
      grossKurus: -line.grossKurus,
    })),
  );

  // GİB files an iade faturası with positive amounts, naming the invoice it takes back.
  const positive = {
    ...row,
    netKurus: invoice.netKurus,
    vatKurus: invoice.vatKurus,
    grossKurus: invoice.grossKurus,
  };
  const document = {
    ...eInvoiceDocument(deps, positive, lines),
    type: 'IADE' as const,
    billingReference: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
  };
  const delivery = deps.adapters.eInvoice.delivery(document);
  const buyerName = invoice.buyer.type === 'corporate' ? invoice.buyer.title : invoice.buyer.fullName;
  await enqueue(deps, {
    channel: 'webhook',
    to: delivery.to,
    template: 'eInvoice',
    locale: 'tr',
    rendered: {
      subject: `e-Arşiv iade ${row.number}`,
      text: `${row.number} (${invoice.number} iadesi): ${buyerName}, ${formatKurus(invoice.grossKurus, 'tr', { cents: true })} (KDV ${formatKurus(invoice.vatKurus, 'tr', { cents: true })})`,
      html: null,
    },
    payload: { body: document, headers: delivery.headers },
    dedupeKey: `e-invoice:${row.number}`,
    storeOnly: !delivery.deliver,
  });
  return issued(row);
}

/** The credit notes of a page of payments (the transaction list), by the payment's reference; one query. */
export async function creditNotesOfPayments(
  db: TDb,
  invoicesByPayment: Map<string, TIssuedInvoice>,
): Promise<Map<string, TIssuedInvoice>> {
  const paymentOfInvoice = new Map([...invoicesByPayment].map(([ref, invoice]) => [invoice.id, ref]));
  const rows = await findCreditNotesOf(db, [...paymentOfInvoice.keys()]);
  return new Map(rows.map((row) => [paymentOfInvoice.get(row.creditedInvoiceId!)!, issued(row)]));
}
