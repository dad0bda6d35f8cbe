/**
 * The e-Arşiv / e-Fatura integrator (issue 18). Brifa does not talk to GİB itself: an integrator (a
 * "özel entegratör") receives each issued invoice and files it. This adapter says where an invoice goes; the
 * billing module writes it to the outbox in the payment's transaction, so it is sent if and only if the
 * invoice exists, with the outbox's retries.
 *
 * - `outbox` (the default, no E_INVOICE_URL): the invoice's document stays in the outbox as a "stored"
 *   message (to `outbox:e-invoice`), readable at /dev/outbox the way e-mails stay there without SMTP.
 * - `http` (E_INVOICE_URL, optional E_INVOICE_TOKEN): a generic JSON POST of the document (`TEInvoiceDocument`,
 *   below) to that URL with `Authorization: Bearer <token>` and `Idempotency-Key: <invoice number>`; any 2xx
 *   is success, anything else is retried by the outbox worker and ends as a dead message the console shows.
 *   An integrator that needs its own protocol sits behind a small bridge that accepts this JSON.
 */

export type TEInvoiceParty = {
  /** individual | corporate */
  type: 'individual' | 'corporate';
  /** The company's title, or the person's full name */
  name: string;
  /** VKN (10 digits) for a company, TCKN (11 digits) for a person */
  taxId: string;
  taxOffice: string;
  address: string;
  city: string;
  district: string;
  country: 'TR';
  email: string;
};

/** What is posted to the integrator: amounts in kuruş (integers), VAT-inclusive lines split into net and VAT. */
export type TEInvoiceDocument = {
  /** BRF2026000000123: the integrator files it under this number */
  number: string;
  /** ISO 8601 */
  issuedAt: string;
  currency: 'TRY';
  /** EARSIV for individuals; the integrator switches a corporate buyer to e-Fatura when GİB lists it */
  profile: 'EARSIV' | 'EFATURA_OR_EARSIV';
  seller: Omit<TEInvoiceParty, 'type' | 'email'>;
  buyer: TEInvoiceParty;
  lines: {
    description: string;
    quantity: number;
    unitPriceKurus: number;
    netKurus: number;
    vatRatePercent: number;
    vatKurus: number;
    grossKurus: number;
  }[];
  totals: { netKurus: number; vatKurus: number; grossKurus: number };
  /** Where the buyer downloads the PDF (behind sign-in) */
  pdfUrl: string;
  /**
   * SATIS (absent: an invoice) or IADE: a credit note (iade faturası) of a refunded payment, its amounts positive
   * as GİB files them, naming the invoice it takes back.
   */
  type?: 'SATIS' | 'IADE';
  billingReference?: { number: string; issuedAt: string };
};

/** Where a document goes: the outbox message's address and headers, and whether the worker delivers it. */
export type TEInvoiceDelivery = { to: string; headers: Record<string, string>; deliver: boolean };

export type TEInvoiceIntegrator = {
  kind: 'outbox' | 'http';
  delivery(document: TEInvoiceDocument): TEInvoiceDelivery;
};

/** The address an undelivered document is kept under in the outbox. */
export const E_INVOICE_OUTBOX_ADDRESS = 'outbox:e-invoice';

export function createOutboxEInvoice(): TEInvoiceIntegrator {
  return {
    kind: 'outbox',
    delivery: () => ({ to: E_INVOICE_OUTBOX_ADDRESS, headers: {}, deliver: false }),
  };
}

export function createHttpEInvoice(options: { url: string; token?: string }): TEInvoiceIntegrator {
  return {
    kind: 'http',
    delivery: (document) => ({
      to: options.url,
      headers: {
        'idempotency-key': document.number,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      deliver: true,
    }),
  };
}
