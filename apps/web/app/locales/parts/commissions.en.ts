import type { commissionsTr } from './commissions.tr.ts';

/** English: the earlier model's commission pieces (/premium/comission-pays, /need-to-pay; issue 20). */
export const commissionsEn: Record<keyof typeof commissionsTr, string> = {
  'commissions.title': 'Commission payments',
  'commissions.intro':
    'For projects created before 14 October 2024, a commission of {rate} % of each month of your monthly agreements is paid in monthly instalments for {months} months.',
  'commissions.none': 'You have no commission payment plan.',
  'commissions.summary': 'Unpaid: {unpaid} · Overdue: {overdue}',
  'commissions.piece': 'Project {project} · month {n} of {count}',
  'commissions.of': 'Of a monthly agreement amount of {amount}',
  'commissions.dueOn': 'Due: {date}',
  'commissions.paidOn': 'Paid: {date}',
  'commissions.status.paid': 'Paid',
  'commissions.status.due': 'Not yet due',
  'commissions.status.overdue': 'Overdue',
  'commissions.payByCard': 'Pay by card',
  'commissions.payByTransfer': 'Pay by bank transfer',
  'commissions.payAllOverdue': 'Pay all overdue ({amount})',
  'commissions.failed': 'This could not be completed. Refresh the page and try again.',
  'commissions.card.title': 'Pay the commission by card',
  'commissions.card.amount': 'Amount to pay: {amount} (VAT included)',
  'needToPay.title': 'Payments due',
  'needToPay.intro':
    'You owe {total} in overdue payments. Until they are paid you cannot access new opportunities.',
  'needToPay.none': 'You have no overdue payments.',
  'needToPay.commissions': 'Overdue commission instalments',
  'needToPay.subscriptions': 'Subscription debts',
  'needToPay.allPieces': 'See the whole commission plan',
};
