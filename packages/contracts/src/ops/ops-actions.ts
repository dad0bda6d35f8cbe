import { z } from 'zod';
import { ZEmail } from '../auth.ts';
import { LOCALES } from '../locale.ts';
import { EXPIRE_WHEN } from '../subscriptions/categories.ts';
import { OPS_EXTEND_MAX_DAYS, ZOpsDebt, ZOpsSubscription } from './ops-subscriptions.ts';

/**
 * The operator console's records and actions (issue 17, ops-actions): search, a record's page with its
 * history, and the actions of item 4. What the API and the web share; ops-core.ts has the accounts, audit
 * log and queues.
 */

/** An operator's reason: required where the issue asks for one (written to the audit row, told to the user). */
export const OPS_ACTION_REASON_MIN_LENGTH = 5;
export const OPS_ACTION_REASON_MAX_LENGTH = 1000;
/** The most one grant or take-back may move: 100.000 TL (a typo of a few zeros is refused, not booked). */
export const OPS_WALLET_MAX_KURUS = 100_000_00;
export const OPS_SEARCH_MIN_LENGTH = 2;
export const OPS_SEARCH_MAX_LENGTH = 100;
export const OPS_SEARCH_LIMIT = 20;
/** Entries of a record's history on its page (newest first). */
export const OPS_HISTORY_LIMIT = 100;

/** The audit log's names for this part's actions (appended to OPS_AUDIT_ACTIONS). */
export const OPS_ACTIONS_AUDIT_ACTIONS = [
  'brief.invalidate',
  'brief.invite_agency',
  'wallet.grant',
  'wallet.take_back',
  'outbox.retry',
  'outbox.discard',
  'agency.suspend',
  'agency.reinstate',
  'agency.hide',
  'agency.show',
  'client.suspend',
  'client.reinstate',
  'review.reject',
  'review.remove',
  'user.resend_verification',
] as const;
export type TOpsActionsAuditAction = (typeof OPS_ACTIONS_AUDIT_ACTIONS)[number];

/**
 * What search finds. `payment`: a card payment by its exact public id or the provider's payment id (issue 18)
 * (decisions.md "Issue 17 — operator console: actions").
 */
export const OPS_SEARCH_KINDS = [
  'client',
  'agency',
  'brief',
  'match',
  'wallet_transaction',
  'payment',
] as const;
export type TOpsSearchKind = (typeof OPS_SEARCH_KINDS)[number];

/** Why a brief is invalid (the brief's own `invalid_reason`). */
export const OPS_INVALID_REASONS = ['unreachable', 'fake', 'duplicate'] as const;

const ZReason = z
  .string({ message: 'opsReason' })
  .trim()
  .min(OPS_ACTION_REASON_MIN_LENGTH, { message: 'opsReason' })
  .max(OPS_ACTION_REASON_MAX_LENGTH, { message: 'opsReason' });
const ZOptionalReason = z.string().trim().max(OPS_ACTION_REASON_MAX_LENGTH).optional().default('');

// ---- search ----

export const ZOpsSearchQuery = z.object({
  Q: z.string().trim().min(OPS_SEARCH_MIN_LENGTH).max(OPS_SEARCH_MAX_LENGTH),
  Kind: z.enum(OPS_SEARCH_KINDS).optional(),
});
export const ZOpsSearchHit = z.object({
  Kind: z.enum(OPS_SEARCH_KINDS),
  /** The record's id (a brief's key for briefs). */
  Ref: z.string(),
  Title: z.string(),
  /** A second line: e-mail, phone, company, amount... */
  Detail: z.string(),
  /** The console page it opens (/ops/clients/1, /ops/briefs/<key>...). */
  Href: z.string(),
  CreatedAt: z.string(),
});
export type TOpsSearchHit = z.output<typeof ZOpsSearchHit>;
export const ZOpsSearchResult = z.object({ Items: z.array(ZOpsSearchHit) });

// ---- a record's history ----

export const OPS_HISTORY_KINDS = ['audit', 'ledger', 'match', 'brief', 'review', 'notice'] as const;
export type TOpsHistoryKind = (typeof OPS_HISTORY_KINDS)[number];

export const ZOpsHistoryEntry = z.object({
  At: z.string(),
  Kind: z.enum(OPS_HISTORY_KINDS),
  /** The event's code (an audit action, a wallet reason, a match status, a review status...). */
  Code: z.string(),
  /** A short text from the record itself (an amount, a brief's key, an operator's name...). */
  Text: z.string(),
  /** The operator's reason (audit rows). */
  Reason: z.string().nullable(),
  AmountKurus: z.number().int().nullable(),
  Href: z.string().nullable(),
});
export type TOpsHistoryEntry = z.output<typeof ZOpsHistoryEntry>;

const ZSuspension = z.object({
  Suspended: z.boolean(),
  Reason: z.string().nullable(),
  At: z.string().nullable(),
});

export const ZOpsClient = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
  PhoneVerified: z.boolean(),
  Language: z.enum(LOCALES),
  CreatedAt: z.string(),
  Suspension: ZSuspension,
  Briefs: z.array(
    z.object({ Key: z.string(), CompanyName: z.string(), State: z.string(), CreatedAt: z.string() }),
  ),
  History: z.array(ZOpsHistoryEntry),
});
export type TOpsClient = z.output<typeof ZOpsClient>;

export const ZOpsAgency = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  CompanyTitle: z.string(),
  TaxNumber: z.string().nullable(),
  OwnerUserId: z.number().int(),
  OwnerName: z.string(),
  OwnerEmail: z.string(),
  OwnerPhone: z.string(),
  OwnerPhoneVerified: z.boolean(),
  Approved: z.boolean(),
  ProfileLevel: z.number().int(),
  BalanceKurus: z.number().int(),
  Suspension: ZSuspension,
  Listing: z.object({ Hidden: z.boolean(), Reason: z.string().nullable() }),
  Reviews: z.array(
    z.object({
      Id: z.number().int(),
      Status: z.string(),
      Rating: z.number().int(),
      ReviewerName: z.string(),
      ReviewerCompany: z.string(),
      Text: z.string(),
      CreatedAt: z.string(),
    }),
  ),
  /** Every subscription of every kind (issue 19 item 10), live first, then the latest ending. */
  Subscriptions: z.array(ZOpsSubscription),
  /** Open debts (unpaid), the oldest first. */
  Debts: z.array(ZOpsDebt),
  History: z.array(ZOpsHistoryEntry),
});
export type TOpsAgency = z.output<typeof ZOpsAgency>;

export const ZOpsBrief = z.object({
  Id: z.number().int(),
  Key: z.string(),
  CompanyName: z.string(),
  ClientId: z.number().int(),
  ClientName: z.string(),
  ClientEmail: z.string(),
  State: z.string(),
  InvalidReason: z.enum(OPS_INVALID_REASONS).nullable(),
  CreatedAt: z.string(),
  Matches: z.array(
    z.object({
      Id: z.number().int(),
      AgencyId: z.number().int(),
      AgencyName: z.string(),
      Status: z.string(),
      AccessSource: z.string().nullable(),
      FeeKurus: z.number().int().nullable(),
      CreatedAt: z.string(),
    }),
  ),
  History: z.array(ZOpsHistoryEntry),
});
export type TOpsBrief = z.output<typeof ZOpsBrief>;

export const ZOpsDeadMessage = z.object({
  Id: z.number().int(),
  Channel: z.string(),
  To: z.string(),
  Subject: z.string().nullable(),
  Template: z.string(),
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
});
export const ZOpsDeadMessages = z.object({
  Items: z.array(ZOpsDeadMessage),
  Total: z.number().int(),
});
export const ZOpsPageQuery = z.object({ Page: z.coerce.number().int().min(0).max(10_000).default(0) });

// ---- actions ----

export const ZOpsReasonBody = z.object({ Reason: ZReason });
export const ZOpsOptionalReasonBody = z.object({ Reason: ZOptionalReason });

export const ZOpsInvalidateBrief = z.object({
  InvalidReason: z.enum(OPS_INVALID_REASONS),
  Reason: ZReason,
});

/** A grant or take-back: whole kuruş, positive, capped; the key makes a retried request book once. */
export const ZOpsWalletChange = z.object({
  AmountKurus: z
    .number({ message: 'opsAmount' })
    .int({ message: 'opsAmount' })
    .positive({ message: 'opsAmount' })
    .max(OPS_WALLET_MAX_KURUS, { message: 'opsAmount' }),
  Reason: ZReason,
  IdempotencyKey: z.string().trim().min(8).max(100),
});

export const ZOpsInviteAgency = z.object({
  Email: ZEmail,
  CompanyName: z.string().trim().max(200).optional().default(''),
  Locale: z.enum(LOCALES).default('tr'),
  Reason: ZOptionalReason,
});

export const ZOpsReviewDecision = z.object({
  Action: z.enum(['reject', 'remove']),
  Reason: ZReason,
});

export const ZOpsSubscriptionParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  subscriptionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Cancel a subscription now (its rights end at once) or at its period's end (no renewal). */
export const ZOpsCancelSubscription = z.object({ When: z.enum(EXPIRE_WHEN), Reason: ZReason });

/** Extend a subscription by some days, free; the key makes a retried request extend once. */
export const ZOpsExtendSubscription = z.object({
  Days: z
    .number({ message: 'opsDays' })
    .int({ message: 'opsDays' })
    .min(1, { message: 'opsDays' })
    .max(OPS_EXTEND_MAX_DAYS, { message: 'opsDays' }),
  Reason: ZReason,
  IdempotencyKey: z.string().trim().min(8).max(100),
});

/** What an action answers: done now, or nothing to do (already in that state), and a line for the toast. */
export const ZOpsActionResult = z.object({
  Changed: z.boolean(),
  /** A few figures of the result (refunds made, the balance after, the invitation's link...). */
  Figures: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type TOpsActionResult = z.output<typeof ZOpsActionResult>;
