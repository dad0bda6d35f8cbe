import { z } from 'zod';
import { AGREEMENT_END_REASON_MAX } from './rules.ts';

/**
 * The agreement as a record (issue 20 items 1 and 2): opened when the client marks an agency won; the agency
 * sends the amount, the period, the contract and the invoice; the client confirms the amount; the won refund
 * stays pending until then (or an operator approves it).
 */
export const AGREEMENT_STATUSES = [
  /** Opened by the won mark: the agency has not sent the amount and documents yet. */
  'awaiting_documents',
  /** The documents are in: the client is asked to confirm the amount. */
  'awaiting_confirmation',
  /** A risk signal: an operator approves (releases the refund) or rejects. */
  'in_review',
  /** Verified, but the agency's monthly refund cap is reached: released when a month has room. */
  'awaiting_cap',
  /** Verified and the refund released. */
  'verified',
  /** An operator rejected it: no refund. */
  'rejected',
  /** Either side ended it, with a reason. */
  'ended',
] as const;
export type TAgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_PERIODS = ['one_off', 'monthly'] as const;
export type TAgreementPeriod = (typeof AGREEMENT_PERIODS)[number];

/** What sends an agreement to an operator instead of automatic release (decisions.md issue 20). */
export const AGREEMENT_RISK_SIGNALS = [
  'young_client_account',
  'requested_agency',
  'won_soon_after_payment',
  'shared_phone',
  'shared_email_domain',
  'shared_device',
  'shared_ip',
  'shared_billing_address',
] as const;
export type TAgreementRiskSignal = (typeof AGREEMENT_RISK_SIGNALS)[number];

/** Free-mail domains: sharing one of these is no signal (decisions.md issue 20). */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.tr',
  'outlook.com',
  'outlook.com.tr',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.tr',
  'icloud.com',
  'me.com',
  'yandex.com',
  'yandex.com.tr',
  'mail.ru',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'aol.com',
  'example.com',
] as const;

export const AGREEMENT_MONTHS_MAX = 60;
export const AGREEMENT_AMOUNT_MAX_KURUS = 100_000_000_00;

export const ZAgreementFile = z.object({ FileName: z.string(), FileType: z.string() });

export const ZAgreement = z.object({
  Id: z.number(),
  OfferKey: z.string(),
  MatchedProviderId: z.number(),
  /** The caller's side of the agreement. */
  Side: z.enum(['client', 'provider']),
  Status: z.enum(AGREEMENT_STATUSES),
  AmountKurus: z.number().nullable(),
  Period: z.enum(AGREEMENT_PERIODS).nullable(),
  Months: z.number().nullable(),
  Contract: ZAgreementFile.nullable(),
  Invoice: ZAgreementFile.nullable(),
  /** The won refund still waiting (not spendable); 0 once released or dropped. */
  RefundPendingKurus: z.number(),
  RefundReleasedKurus: z.number(),
  RefundReleasedAt: z.string().nullable(),
  RefundTakenBackKurus: z.number(),
  DocumentsAt: z.string().nullable(),
  ConfirmedAt: z.string().nullable(),
  VerifiedAt: z.string().nullable(),
  EndedAt: z.string().nullable(),
  EndedBy: z.enum(['client', 'provider', 'operator']).nullable(),
  EndReason: z.string().nullable(),
  CreatedAt: z.string(),
  CanSendDocuments: z.boolean(),
  CanConfirm: z.boolean(),
  CanEnd: z.boolean(),
  /**
   * The public timeline (issue 21 item 8): whether the caller's side agreed to be named there (the client's
   * company or the agency's public name, never a person or contact details), and whether the other side did.
   * Names show only while both agreed and the agreement is live.
   */
  ShownOnTimeline: z.boolean(),
  OtherSideShownOnTimeline: z.boolean(),
  /** Consent can be given while the agreement is live; it can always be withdrawn. */
  CanShowOnTimeline: z.boolean(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

/**
 * A list's agreement names its project in the caller's language: "Category · the other side" (the client's
 * company to the agency only once it has access to the brief; otherwise the category alone).
 */
export const ZAgreementListItem = ZAgreement.extend({ ProjectTitle: z.string() });
export type TAgreementListItem = z.infer<typeof ZAgreementListItem>;

export const ZAgreementList = z.object({
  Items: z.array(ZAgreementListItem),
  /** The agency's won refunds still pending over all its agreements (0 for a client). */
  PendingRefundKurus: z.number(),
});
export type TAgreementList = z.infer<typeof ZAgreementList>;

export const ZAgreementListQuery = z.object({ OfferKey: z.string().min(8).max(64).optional() });

/**
 * PUT AgreementDocument/{id} (multipart): the amount in TL ("12.500,50" or "12500.50"), the period, the months
 * of a monthly deal and the files `Contract` and `Invoice` (PDF or image, checked by content). A file sent
 * before may be left out.
 */
export const ZAgreementDocumentForm = z.object({
  Amount: z.string(),
  Period: z.enum(AGREEMENT_PERIODS),
  Months: z.string().optional(),
});

/** POST OfferAgreement/{id}/confirm: the amount the client saw (a changed amount is refused). */
export const ZAgreementConfirm = z.object({ AmountKurus: z.number().int().positive() });

/** POST OfferAgreement/{id}/end: why the agreement ended. */
export const ZAgreementEnd = z.object({
  Reason: z.string().trim().min(3, 'required').max(AGREEMENT_END_REASON_MAX, 'tooLong'),
});

/** PUT OfferAgreement/{id}/timeline-consent: the caller's side gives (true) or withdraws (false) its consent. */
export const ZAgreementTimelineConsent = z.object({ Shown: z.boolean() });
export type TAgreementTimelineConsent = z.infer<typeof ZAgreementTimelineConsent>;

/** The console's view of an agreement (issue 20 item 2). */
export const ZOpsAgreement = ZAgreement.omit({ Side: true }).extend({
  OfferId: z.number(),
  ProviderId: z.number(),
  AgencyName: z.string(),
  ClientUserId: z.number(),
  ClientName: z.string(),
  RiskSignals: z.array(z.enum(AGREEMENT_RISK_SIGNALS)),
  ReviewNote: z.string().nullable(),
  RefundShortfallKurus: z.number(),
});
export type TOpsAgreement = z.infer<typeof ZOpsAgreement>;
