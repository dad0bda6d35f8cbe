import type { TWalletEntryReason } from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';

/**
 * The words for why a wallet entry moved, for the agency's wallet and the operator console alike. Keyed by every
 * reason the contracts know, so a new reason cannot be shown raw on one screen and named on the other.
 */
export const WALLET_REASON_LABELS: Record<TWalletEntryReason, TMessageKey> = {
  grant: 'wallet.reason.grant',
  seed_gift: 'wallet.reason.seed_gift',
  profile_bonus: 'wallet.reason.profile_bonus',
  project_view: 'wallet.reason.project_view',
  refund_won: 'wallet.reason.refund_won',
  refund_dismissed: 'wallet.reason.refund_dismissed',
  refund_invalid: 'wallet.reason.refund_invalid',
  top_up: 'wallet.reason.top_up',
  grant_taken_back: 'wallet.reason.grant_taken_back',
  campaign_bonus: 'wallet.reason.campaign_bonus',
  bank_transfer: 'wallet.reason.bank_transfer',
  payment_refund: 'wallet.reason.payment_refund',
  subscription_share: 'wallet.reason.subscription_share',
  feedback_bonus: 'wallet.reason.feedback_bonus',
  commission_paid: 'wallet.reason.commission_paid',
  refund_won_taken_back: 'wallet.reason.refund_won_taken_back',
  backlink_reward: 'wallet.reason.backlink_reward',
};
