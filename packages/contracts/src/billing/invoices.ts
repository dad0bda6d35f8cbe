import { z } from 'zod';
import { ZEmail } from '../auth.ts';
import { isValidTckn, isValidVkn } from '../identity.ts';

/**
 * Billing details ("Invoice customer", product.md §3) and invoices (issue 18, rules.md §7 `PUT Invoice/customer`,
 * `GET Invoice/pdf/{id}`). Amounts in kuruş.
 */

// ── Business numbers (rules.ts style) ──────────────────────────────────────────────────────────────────
/** Issue 18 + decisions.md "Invoices": the VAT (KDV) rate in percent, today's Turkish general rate; the API's `VAT_RATE_PERCENT` setting overrides it. */
export const DEFAULT_VAT_RATE_PERCENT = 20;
/** decisions.md "Invoices": the invoice number's prefix (GİB's e-Arşiv shape: 3 letters, the year, 9 digits). */
export const INVOICE_NUMBER_PREFIX = 'BRF';
/** decisions.md "Invoices": the digits of the yearly sequence in an invoice number. */
export const INVOICE_SEQUENCE_DIGITS = 9;
/** GİB's TCKN for a buyer who gave none (e-Arşiv "nihai tüketici"). */
export const UNKNOWN_BUYER_TCKN = '11111111111';

/** "BRF" + year + the year's sequence in 9 digits: BRF2026000000123. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}${year}${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

/** decisions.md "Credit notes": the credit notes' own series (İade faturası), gap-free per year like invoices. */
export const CREDIT_NOTE_NUMBER_PREFIX = 'BRI';

/** "BRI" + year + the year's credit-note sequence in 9 digits: BRI2026000000007. */
export function creditNoteNumber(year: number, sequence: number): string {
  return `${CREDIT_NOTE_NUMBER_PREFIX}${year}${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

/**
 * A line's net and VAT from its gross (prices are VAT-inclusive, decisions.md "Invoices"): the net is the
 * gross divided by 1 + rate, rounded to the kuruş; the VAT is the rest, so net + VAT is always the gross.
 */
export function splitGross(
  grossKurus: number,
  vatRatePercent: number,
): { netKurus: number; vatKurus: number } {
  const netKurus = Math.round((grossKurus * 100) / (100 + vatRatePercent));
  return { netKurus, vatKurus: grossKurus - netKurus };
}

export const BILLING_TYPES = ['individual', 'corporate'] as const;
export type TBillingType = (typeof BILLING_TYPES)[number];

export const BILLING_LIMITS = {
  nameMax: 120,
  titleMax: 250,
  taxOfficeMax: 80,
  addressMin: 5,
  addressMax: 500,
  placeMax: 80,
} as const;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * `PUT Invoice/customer`: an individual (full name, TCKN) or a company (title, VKN with its check digit, tax
 * office); both with an address, city, district and the e-mail invoices go to. Fields of the other type are
 * ignored (stored empty).
 */
export const ZInvoiceCustomerInput = z
  .object({
    Type: z.enum(BILLING_TYPES),
    FullName: optionalText(BILLING_LIMITS.nameMax),
    IdentityNumber: optionalText(11),
    Title: optionalText(BILLING_LIMITS.titleMax),
    TaxNumber: optionalText(10),
    TaxOffice: optionalText(BILLING_LIMITS.taxOfficeMax),
    Address: z.string().trim().min(BILLING_LIMITS.addressMin).max(BILLING_LIMITS.addressMax),
    City: z.string().trim().min(2).max(BILLING_LIMITS.placeMax),
    District: z.string().trim().min(2).max(BILLING_LIMITS.placeMax),
    Email: ZEmail,
  })
  .superRefine((value, ctx) => {
    if (value.Type === 'individual') {
      if (value.FullName.length < 3) {
        ctx.addIssue({
          code: 'custom',
          path: ['FullName'],
          message: value.FullName ? 'invalid' : 'required',
        });
      }
      if (!isValidTckn(value.IdentityNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['IdentityNumber'],
          message: value.IdentityNumber ? 'tckn' : 'required',
        });
      }
    } else {
      if (value.Title.length < 3) {
        ctx.addIssue({ code: 'custom', path: ['Title'], message: value.Title ? 'invalid' : 'required' });
      }
      if (!isValidVkn(value.TaxNumber)) {
        ctx.addIssue({ code: 'custom', path: ['TaxNumber'], message: value.TaxNumber ? 'vkn' : 'required' });
      }
      if (value.TaxOffice.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['TaxOffice'], message: 'required' });
      }
    }
  });
export type TInvoiceCustomerInput = z.input<typeof ZInvoiceCustomerInput>;

/** The billing details as stored (for an agency, the agency's; for a client, the user's own). */
export const ZInvoiceCustomer = z.object({
  Type: z.enum(BILLING_TYPES),
  FullName: z.string(),
  IdentityNumber: z.string(),
  Title: z.string(),
  TaxNumber: z.string(),
  TaxOffice: z.string(),
  Address: z.string(),
  City: z.string(),
  District: z.string(),
  Email: z.string(),
  UpdatedAt: z.string(),
});
export type TInvoiceCustomer = z.infer<typeof ZInvoiceCustomer>;

/** `GET Invoice/customer`: null until the details are filled in (`HasBillingInfo` false). */
export const ZInvoiceCustomerAnswer = ZInvoiceCustomer.nullable();

/** An invoice as its owner lists it. */
export const ZInvoiceSummary = z.object({
  Id: z.number().int(),
  Number: z.string(),
  IssuedAt: z.string(),
  GrossKurus: z.number().int(),
  NetKurus: z.number().int(),
  VatKurus: z.number().int(),
  PdfPath: z.string(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoiceParams = z.object({ id: z.coerce.number().int().positive() });
