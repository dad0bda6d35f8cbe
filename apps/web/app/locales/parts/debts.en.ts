import type { debtsTr } from './debts.tr.ts';

/** English: subscription debts and paying them (/need-subscription-payment, issue 19). */
export const debtsEn: Record<keyof typeof debtsTr, string> = {
  'debts.title': 'Subscription payment due',
  'debts.intro':
    'You owe {total} in total for a subscription whose renewal payment failed. Until it is paid you cannot access new opportunities.',
  'debts.none': 'You have no unpaid debts.',
  'debts.toOpportunities': 'Back to opportunities',
  'debts.subscription': 'Subscription renewal',
  'debts.due': 'Due: {date}',
  'debts.vat': 'VAT included',
  'debts.stopped': 'Your subscription was stopped; paying starts it again for a new period.',
  'debts.nextAttempt': 'We will try your saved card again on {date}.',
  'debts.payByCard': 'Pay by card',
  'debts.payByTransfer': 'Pay by bank transfer',
  'debts.failed': 'This could not be completed. Refresh the page and try again.',
  'debts.card.title': 'Pay the debt by card',
  'debts.card.amount': 'Amount to pay: {amount} (VAT included)',
};
