import type { walletTr } from './wallet.tr.ts';

export const walletEn: Record<keyof typeof walletTr, string> = {
  'wallet.menu': 'Wallet',
  'wallet.title': 'Wallet transactions',
  'wallet.subtitle':
    'Your leadcoin balance lets you see the client details of projects your subscription does not cover. Every payment, gift and refund is listed here.',
  'wallet.balance.label': 'Current balance',
  'wallet.balance.hint': '1 leadcoin = 1 TL',
  'wallet.credit.title': 'How do I get credit?',
  'wallet.credit.gifts':
    'Gift credit: Brifa adds leadcoin to your wallet when you complete your profile and during campaigns.',
  'wallet.credit.refunds':
    'Refunds: when the client agrees with you, you get back up to {refundMultiple} times the viewing fee; when the client marks you "not interested" within {dismissRefundHours} hours of your access, the fee comes back.',
  'wallet.credit.topUp':
    'Card top-up: at least {minimum}, with 3D Secure; the instalments your card offers are shown before you pay.',
  'wallet.list.title': 'Transactions',
  'wallet.list.date': 'Date',
  'wallet.list.description': 'Description',
  'wallet.list.amount': 'Amount',
  'wallet.list.balanceAfter': 'Balance after',
  'wallet.list.project': 'Project: {name}',
  'wallet.list.balanceShort': 'Balance: {balance}',
  'wallet.list.pages': 'Wallet transaction pages',
  'wallet.list.loading': 'Loading wallet transactions',
  'wallet.list.failed': 'The wallet transactions could not be loaded. Refresh the page and try again.',
  'wallet.empty.title': 'No wallet transactions yet',
  'wallet.empty.text': 'Gift credit and the project viewing fees you pay will show up here.',
  'wallet.reason.grant': 'Gift credit',
  'wallet.reason.seed_gift': 'Welcome gift',
  'wallet.reason.profile_bonus': 'Profile completion reward',
  'wallet.reason.project_view': 'Project viewing fee',
  'wallet.reason.refund_won': 'Refund: the client agreed with you',
  'wallet.reason.refund_dismissed':
    'Refund: the client was not interested (within {dismissRefundHours} hours)',
  'wallet.reason.refund_invalid': 'Refund: the project was found invalid',
  'wallet.reason.top_up': 'Card top-up',
  'wallet.reason.grant_taken_back': 'Gift credit taken back',
  'wallet.reason.campaign_bonus': 'Top-up campaign bonus',
  'wallet.reason.bank_transfer': 'Bank transfer top-up',
  'wallet.reason.payment_refund': 'Card payment refunded',
  'wallet.reason.subscription_share': 'Subscription payment share (10 %)',
  'wallet.reason.refund_won_taken_back': 'Agreement ended: refund taken back',
  'wallet.reason.feedback_bonus':
    'Feedback bonus: {feedbackBonusTl} TL for every {feedbackBonusPer} feedback answers',
  'wallet.type.subscription': 'Subscription',
  'wallet.type.leadcoin': 'Leadcoin',
  'wallet.type.commission': 'Commission',
  'wallet.type.boost': 'Boost',
  'wallet.type.job': 'Job ad',
  'wallet.type.gift': 'Gift',
  'wallet.type.spending': 'Spending',
  'wallet.type.top-up': 'Top-up',
};
