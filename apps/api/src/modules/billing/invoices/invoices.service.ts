import {
  calendarDay,
  formatDate,
  formatKurus,
  invoiceNumber,
  invoicePdfPath,
  invoiceWords,
  isLocale,
  splitGross,
  type TInvoiceCustomer,
  type TInvoiceCustomerInput,
  type TLocale,
  UNKNOWN_BUYER_TCKN,
  ZInvoiceCustomerInput,
} from '@brifa/contracts';
import type { TEInvoiceDocument } from '../../../platform/adapters/e-invoice/e-invoice.ts';
import type { TDb } from '../../../platform/db.ts';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { findMembership, findUserById } from '../../identity/users/users.service.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { emailHtml } from '../../outbox/templates.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicesErrors } from './invoices.errors.ts';
import {
  findBillingCustomer,
  findInvoice,
  findInvoiceByPayment,
  findInvoicesByPayments,
  findOwnedInvoice,
  insertInvoice,
  invoiceLinesOf,
  saveBillingCustomer,
  type TBillingCustomerRow,
  type TBillingOwner,
  type TInvoiceRow,
  takeInvoiceSequence,
} from './invoices.repo.ts';
import type { TBuyerSnapshot } from './invoices.table.ts';

/**
 * Billing details and invoices (issue 18). The payments core calls `issueInvoiceForPayment` in the transaction
 * that marks a payment succeeded, then `queueReceiptEmail`; everything else here serves the screens.
 */

/** An agency member's billing details are the agency's (any member pays for it); a client's are its own. */
export async function billingOwnerOf(db: TDb, userId: number): Promise<TBillingOwner> {
  const membership = await findMembership(db, userId);
  return membership ? { providerId: membership.provider.id } : { userId };
}

function toAnswer(row: TBillingCustomerRow): TInvoiceCustomer {
  return {
    Type: row.type,
    FullName: row.fullName,
    IdentityNumber: row.identityNumber,
    Title: row.title,
    TaxNumber: row.taxNumber,
    TaxOffice: row.taxOffice,
    Address: row.address,
    City: row.city,
    District: row.district,
    Email: row.email,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

function toSnapshot(row: TBillingCustomerRow): TBuyerSnapshot {
  return {
    type: row.type,
    fullName: row.fullName,
    identityNumber: row.identityNumber,
    title: row.title,
    taxNumber: row.taxNumber,
    taxOffice: row.taxOffice,
    address: row.address,
    city: row.city,
    district: row.district,
    email: row.email,
  };
}

/** `GET Invoice/customer`: the caller's (or its agency's) billing details, null until filled in. */
export async function getBillingDetails(
  deps: Pick<TDeps, 'db'>,
  userId: number,
): Promise<TInvoiceCustomer | null> {
  const row = await findBillingCustomer(deps.db, await billingOwnerOf(deps.db, userId));
  return row ? toAnswer(row) : null;
}

/** `HasBillingInfo` of the session: the payer's billing details exist. */
export async function hasBillingInfo(db: TDb, userId: number): Promise<boolean> {
  return (await findBillingCustomer(db, await billingOwnerOf(db, userId))) !== undefined;
}

/**
 * `PUT Invoice/customer`: creates or replaces the billing details. Only the chosen type's fields are kept (an
 * individual's TCKN, or a company's title, VKN and tax office); invoices already issued keep their snapshot.
 */
export async function saveBillingDetails(
  deps: Pick<TDeps, 'db' | 'clock'>,
  userId: number,
  input: TInvoiceCustomerInput,
): Promise<TInvoiceCustomer> {
  const value = ZInvoiceCustomerInput.parse(input);
  const corporate = value.Type === 'corporate';
  const snapshot: TBuyerSnapshot = {
    type: value.Type,
    fullName: corporate ? '' : value.FullName,
    identityNumber: corporate ? '' : value.IdentityNumber,
    title: corporate ? value.Title : '',
    taxNumber: corporate ? value.TaxNumber : '',
    taxOffice: corporate ? value.TaxOffice : '',
    address: value.Address,
    city: value.City,
    district: value.District,
    email: value.Email,
  };
  const owner = await billingOwnerOf(deps.db, userId);
  const row = await saveBillingCustomer(deps.db, owner, snapshot, { userId, now: deps.clock.now() });
  return toAnswer(row);
}

export type TInvoiceLineInput = { description: string; quantity: number; unitPriceKurus: number };

export type TIssuedInvoice = {
  id: number;
  number: string;
  grossKurus: number;
  netKurus: number;
  vatKurus: number;
  pdfPath: string;
};

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

/** Without billing details (should not happen: the pop-up comes first) the payer is a private buyer by name. */
async function fallbackBuyer(db: TDb, payerUserId: number): Promise<TBuyerSnapshot> {
  const user = await findUserById(db, payerUserId);
  return {
    type: 'individual',
    fullName: user ? `${user.name} ${user.surname}`.trim() : '',
    identityNumber: UNKNOWN_BUYER_TCKN,
    title: '',
    taxNumber: '',
    taxOffice: '',
    address: '-',
    city: '-',
    district: '-',
    email: user?.email ?? '',
  };
}

export function eInvoiceDocument(
  deps: Pick<TDeps, 'config'>,
  row: TInvoiceRow,
  lines: TLineAmounts[],
): TEInvoiceDocument {
  const { buyer } = row;
  const corporate = buyer.type === 'corporate';
  return {
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    currency: 'TRY',
    profile: corporate ? 'EFATURA_OR_EARSIV' : 'EARSIV',
    seller: {
      name: deps.config.INVOICE_SELLER_TITLE,
      taxId: deps.config.INVOICE_SELLER_TAX_NUMBER,
      taxOffice: deps.config.INVOICE_SELLER_TAX_OFFICE,
      address: deps.config.INVOICE_SELLER_ADDRESS,
      city: 'İstanbul',
      district: '',
      country: 'TR',
    },
    buyer: {
      type: buyer.type,
      name: corporate ? buyer.title : buyer.fullName,
      taxId: corporate ? buyer.taxNumber : buyer.identityNumber,
      taxOffice: buyer.taxOffice,
      address: buyer.address,
      city: buyer.city,
      district: buyer.district,
      country: 'TR',
      email: buyer.email,
    },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceKurus: line.unitPriceKurus,
      netKurus: line.netKurus,
      vatRatePercent: row.vatRatePercent,
      vatKurus: line.vatKurus,
      grossKurus: line.grossKurus,
    })),
    totals: { netKurus: row.netKurus, vatKurus: row.vatKurus, grossKurus: row.grossKurus },
    pdfUrl: `${publicUrl(deps.config)}${invoicePdfPath(row.id)}`,
  };
}

export type TLineAmounts = TInvoiceLineInput & {
  position: number;
  netKurus: number;
  vatKurus: number;
  grossKurus: number;
};

/**
 * Issues the invoice of a successful payment, in the caller's transaction (`deps.db` is the transaction):
 * prices are VAT-inclusive (the agency pays the gross amount; each line's net and VAT are split from it at
 * `VAT_RATE_PERCENT`), the number is the next of the Istanbul calendar year under the year counter's row lock
 * (no gaps, no duplicates; a rollback gives the number back), the buyer is a copy of the billing details as
 * they are now, and the document is handed to the e-invoice integrator through the outbox. Idempotent by
 * payment: a second call for the same payment answers the first invoice.
 */
export async function issueInvoiceForPayment(
  deps: Pick<TDeps, 'db' | 'clock' | 'config' | 'adapters'>,
  input: { paymentId: string; payerUserId: number; lines: TInvoiceLineInput[]; paidAt: Date },
): Promise<TIssuedInvoice> {
  const existing = await findInvoiceByPayment(deps.db, input.paymentId);
  if (existing) return issued(existing);
  const valid = input.lines.every(
    (line) =>
      line.description.trim() !== '' &&
      Number.isInteger(line.quantity) &&
      line.quantity > 0 &&
      Number.isInteger(line.unitPriceKurus) &&
      line.unitPriceKurus > 0,
  );
  if (input.lines.length === 0 || !valid) throw invoicesErrors.linesEmpty();

  const rate = deps.config.VAT_RATE_PERCENT;
  const lines: TLineAmounts[] = input.lines.map((line, index) => {
    const grossKurus = line.quantity * line.unitPriceKurus;
    return { ...line, position: index + 1, grossKurus, ...splitGross(grossKurus, rate) };
  });
  const sum = (pick: (line: TLineAmounts) => number) => lines.reduce((total, line) => total + pick(line), 0);

  const owner = await billingOwnerOf(deps.db, input.payerUserId);
  const customer = await findBillingCustomer(deps.db, owner);
  const buyer = customer ? toSnapshot(customer) : await fallbackBuyer(deps.db, input.payerUserId);
  const issuedAt = deps.clock.now();
  const year = Number(calendarDay(issuedAt).slice(0, 4));
  const sequence = await takeInvoiceSequence(deps.db, year);
  const row = await insertInvoice(
    deps.db,
    {
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      paymentId: input.paymentId,
      payerUserId: input.payerUserId,
      providerId: 'providerId' in owner ? owner.providerId : null,
      buyer,
      vatRatePercent: rate,
      netKurus: sum((line) => line.netKurus),
      vatKurus: sum((line) => line.vatKurus),
      grossKurus: sum((line) => line.grossKurus),
      paidAt: input.paidAt,
      issuedAt,
    },
    lines.map((line) => ({
      position: line.position,
      description: line.description.trim(),
      quantity: line.quantity,
      unitPriceKurus: line.unitPriceKurus,
      netKurus: line.netKurus,
      vatKurus: line.vatKurus,
      grossKurus: line.grossKurus,
    })),
  );

  const document = eInvoiceDocument(deps, row, lines);
  const delivery = deps.adapters.eInvoice.delivery(document);
  await enqueue(deps, {
    channel: 'webhook',
    to: delivery.to,
    template: 'eInvoice',
    locale: 'tr',
    rendered: {
      subject: `e-Arşiv ${row.number}`,
      text: `${row.number}: ${buyer.type === 'corporate' ? buyer.title : buyer.fullName}, ${formatKurus(row.grossKurus, 'tr', { cents: true })} (KDV ${formatKurus(row.vatKurus, 'tr', { cents: true })})`,
      html: null,
    },
    payload: { body: document, headers: delivery.headers },
    dedupeKey: `e-invoice:${row.number}`,
    storeOnly: !delivery.deliver,
  });
  return issued(row);
}

/** The invoice of a payment, for the transaction list's link; undefined before it is issued. */
export async function invoiceOfPayment(db: TDb, paymentId: string): Promise<TIssuedInvoice | undefined> {
  const row = await findInvoiceByPayment(db, paymentId);
  return row ? issued(row) : undefined;
}

/** The invoices of a page of payments (the transaction list), by payment id; one query. */
export async function invoicesOfPayments(
  db: TDb,
  paymentIds: string[],
): Promise<Map<string, TIssuedInvoice>> {
  const rows = await findInvoicesByPayments(db, paymentIds);
  return new Map(rows.map((row) => [row.paymentId, issued(row)]));
}

/**
 * Queues the receipt e-mail of an issued invoice (call it in the same transaction, after issuing): to the
 * billing e-mail, in the payer's language, with a link to the PDF. Sent once per invoice (dedupe key).
 */
export async function queueReceiptEmail(
  deps: Pick<TDeps, 'db' | 'clock' | 'config' | 'adapters'>,
  invoiceId: number,
): Promise<boolean> {
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice) throw invoicesErrors.invoiceNotFound();
  const payer = await findUserById(deps.db, invoice.payerUserId);
  const locale: TLocale = payer && isLocale(payer.language) ? payer.language : 'tr';
  const lines = await invoiceLinesOf(deps.db, invoice.id);
  const link = `${publicUrl(deps.config)}${invoicePdfPath(invoice.id)}`;
  const words = invoiceWords('receiptEmail', locale, {
    number: invoice.number,
    name: payer ? payer.name : invoice.buyer.fullName || invoice.buyer.title,
    amount: formatKurus(invoice.grossKurus, locale),
    date: formatDate(invoice.paidAt, locale),
    description: lines.map((line) => line.description).join(', '),
    vatRate: invoice.vatRatePercent,
  });
  const to = invoice.buyer.email || payer?.email;
  if (!to) return false;
  return enqueue(deps, {
    channel: 'email',
    to,
    template: 'invoiceReceipt',
    locale,
    rendered: {
      subject: words.subject,
      text: `${words.paragraphs.join('\n\n')}\n\n${words.button}: ${link}\n\n${words.footer}`,
      html: emailHtml({
        heading: words.subject,
        paragraphs: words.paragraphs,
        button: { label: words.button, url: link },
        footer: words.footer,
      }),
    },
    dedupeKey: `invoice-receipt:${invoice.number}`,
  });
}

/** `GET Invoice/pdf/{id}`: the PDF of an invoice of the caller's (or its agency's); INVOICE_NOT_FOUND otherwise. */
export async function invoicePdf(
  deps: Pick<TDeps, 'db' | 'config'>,
  userId: number,
  invoiceId: number,
  locale: TLocale,
): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await findOwnedInvoice(deps.db, invoiceId, await billingOwnerOf(deps.db, userId));
  if (!invoice) throw invoicesErrors.invoiceNotFound();
  const lines = await invoiceLinesOf(deps.db, invoice.id);
  const credited = invoice.creditedInvoiceId
    ? await findInvoice(deps.db, invoice.creditedInvoiceId)
    : undefined;
  const pdf = await renderInvoicePdf({
    invoice,
    lines,
    locale,
    creditedNumber: credited?.number ?? null,
    seller: {
      title: deps.config.INVOICE_SELLER_TITLE,
      taxNumber: deps.config.INVOICE_SELLER_TAX_NUMBER,
      taxOffice: deps.config.INVOICE_SELLER_TAX_OFFICE,
      address: deps.config.INVOICE_SELLER_ADDRESS,
    },
  });
  return { number: invoice.number, pdf };
}

/** What the payments core needs before a payment: BILLING_INFO_REQUIRED when there are no billing details. */
export async function requireBillingInfo(db: TDb, userId: number): Promise<void> {
  if (!(await hasBillingInfo(db, userId))) throw invoicesErrors.billingInfoRequired();
}
