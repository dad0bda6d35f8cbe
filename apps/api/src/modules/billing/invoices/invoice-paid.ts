import type { TDeps } from '../../../platform/deps.ts';
import { issueInvoiceForPayment, queueReceiptEmail } from './invoices.service.ts';

/**
 * The invoice of anything paid (a card payment, a confirmed bank transfer) and its receipt e-mail, in the payment's
 * transaction. Call it LAST there: the year's invoice counter stays locked until the transaction commits.
 */
export async function invoicePaid(
  txDeps: Pick<TDeps, 'db' | 'clock' | 'config' | 'adapters'>,
  input: {
    paymentRef: string;
    payerUserId: number;
    lines: Array<{ description: string; quantity: number; unitPriceKurus: number }>;
    paidAt: Date;
  },
) {
  const invoice = await issueInvoiceForPayment(txDeps, {
    paymentId: input.paymentRef,
    payerUserId: input.payerUserId,
    lines: input.lines,
    paidAt: input.paidAt,
  });
  await queueReceiptEmail(txDeps, invoice.id);
  return invoice;
}
