import { ZInvoiceCustomer, ZInvoiceCustomerAnswer, ZInvoiceCustomerInput } from '../billing/invoices.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * Billing details and invoices (issue 18). `GET Invoice/pdf/{id}` answers a PDF file, not an envelope, so it is
 * registered by the API directly (like `GET Offer/{id}/file`); its path is `invoicePdfPath(id)`.
 */
export const billingInvoicesEndpoints = {
  getInvoiceCustomer: defineEndpoint({
    method: 'GET',
    path: '/Invoice/customer',
    response: ZInvoiceCustomerAnswer,
    auth: 'required',
  }),
  putInvoiceCustomer: defineEndpoint({
    method: 'PUT',
    path: '/Invoice/customer',
    body: ZInvoiceCustomerInput,
    response: ZInvoiceCustomer,
    auth: 'required',
  }),
};

/** Where an invoice's PDF is downloaded (for its owner only), relative to the site. */
export function invoicePdfPath(invoiceId: number): string {
  return `/api/v1/Invoice/pdf/${invoiceId}`;
}
