import { z } from 'zod';
import { PAGE_SIZE } from './rules.ts';

/** Wallet transaction types of spec/rules.md section 3, spelled as the spec spells them. */
export const WALLET_ENTRY_TYPES = [
  'subscription',
  'leadcoin',
  'commission',
  'boost',
  'job',
  'gift',
  'spending',
  'top-up',
] as const;
export type TWalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];

/** Why money moved; shown in the wallet list (refunds name their reason). Append new reasons at the end. */
export const WALLET_ENTRY_REASONS = [
  'grant',
  'seed_gift',
  'profile_bonus',
  'project_view',
  'refund_won',
  'refund_dismissed',
  'refund_invalid',
  'top_up',
  /** An operator took back credit granted earlier (issue 17), with a reason. */
  'grant_taken_back',
  /** The LeadcoinCampaign's bonus for a top-up (issue 18): a separate gift entry beside the top-up. */
  'campaign_bonus',
  /** A top-up by bank transfer (Havale/EFT), confirmed by an operator (issue 18). */
  'bank_transfer',
  /** A card payment was refunded (issue 18): the top-up and its campaign bonus taken back. */
  'payment_refund',
  /** 10 % of a package or subscription payment given to the agency's wallet (issue 19); a refund takes it back. */
  'subscription_share',
  /** rules.md §9: FEEDBACK_BONUS.kurus for every FEEDBACK_BONUS.perFeedbacks feedback answers an agency gives (issue 20). */
  'feedback_bonus',
  /** The earlier model's commission piece paid (issue 20): from the platform's cash to its revenue, per piece. */
  'commission_paid',
  /** A verified agreement ended within AGREEMENT_CLAWBACK_DAYS: its released won refund taken back (issue 20). */
  'refund_won_taken_back',
  /** rules.md §9: the one-time credit for a confirmed badge link (issue 21), BADGE_LINK_BONUS_USD at the set TRY rate. */
  'backlink_reward',
] as const;
export type TWalletEntryReason = (typeof WALLET_ENTRY_REASONS)[number];

/** Query of `GET WalletTransaction`: PageIndex from 0 like every other list call. */
export const ZWalletTransactionsQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.transactions),
});
export type TWalletTransactionsQuery = z.infer<typeof ZWalletTransactionsQuery>;

/** One entry of the agency's account, with the account balance right after it. Amounts in kuruş. */
export const ZWalletTransaction = z.object({
  Id: z.number().int(),
  TransactionId: z.string(),
  Type: z.enum(WALLET_ENTRY_TYPES),
  Reason: z.enum(WALLET_ENTRY_REASONS),
  Description: z.string(),
  AmountKurus: z.number().int(),
  BalanceAfterKurus: z.number().int(),
  CreatedAt: z.string(),
  OfferKey: z.string().nullable(),
  /** The project's name as the agency's screens call it (its category), in both languages; null without a project. */
  ProjectName: z.object({ tr: z.string(), en: z.string() }).nullable(),
  MatchedProviderId: z.number().int().nullable(),
});
export type TWalletTransaction = z.infer<typeof ZWalletTransaction>;

export const ZWalletTransactionList = z.object({
  Items: z.array(ZWalletTransaction),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
  /** The agency's current balance (kuruş). */
  BalanceKurus: z.number().int(),
});
export type TWalletTransactionList = z.infer<typeof ZWalletTransactionList>;
