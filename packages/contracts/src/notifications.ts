import { z } from 'zod';
import { ZPaged } from './envelope.ts';
import { PAGE_SIZE } from './rules.ts';

/**
 * What a notification is about (issue 7): each has its text in the web app's dictionaries (in the reader's
 * language, from Params) and a link to its screen.
 */
export const NOTIFICATION_KINDS = [
  'new_match',
  'new_quote',
  'new_message',
  'project_stopped',
  'project_closed',
  'project_agreed',
  'access_paid',
  'refund_granted',
  'review_received',
  'payment_result',
  'subscription_expiring',
  /** An operator suspended or reinstated the account (issue 17); Reason is the operator's text. */
  'account_suspended',
  'account_reinstated',
  /** An operator confirmed (Succeeded) or rejected (Reason) the agency's bank transfer (issue 18). */
  'bank_transfer',
  /** An operator refunded the payer's card payment (issue 18): the amount back to the card. */
  'payment_refunded',
  /**
   * A subscription's renewal (issue 19), by Step: renewed by the saved card; the charge failed (a debt, retried
   * on days 1, 3 and 7); a retry failed; stopped after the last retry; ended without renewing (cancelled).
   */
  'subscription_renewal',
  /** The agency's custom-service request was received (issue 19): when it will hear back ({customServiceHours}). */
  'custom_service_received',
  /** The earlier model's commission plan was opened (issue 20): AmountKurus a month, Days the months, OfferKey. */
  'commission_plan_opened',
  /** A commission piece is overdue (issue 20): AmountKurus; paying it lifts the opportunity block. */
  'commission_overdue',
  /** The agency (with access) reported "we agreed" (issue 20): the client confirms it or says no. */
  'agreement_reported',
  /** The agency sent the agreement's amount and documents (issue 20): the client confirms AmountKurus. */
  'agreement_documents_sent',
  /**
   * Issue 20 meetings, to the other side of the match (both have access): times were proposed, or the proposal
   * was accepted for At. AgencyName when the agency acted (to the client), ClientName when the client did.
   */
  'meeting_proposed',
  'meeting_set',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Named values the text of a notification uses (all optional, by kind). */
export const ZNotificationParams = z.object({
  OfferKey: z.string().optional(),
  OfferTitle: z.string().optional(),
  AgencyName: z.string().optional(),
  /** The client's company: only to the client itself and to agencies with access to the brief. */
  ClientName: z.string().optional(),
  /** The brief's need, for agencies before access (briefs/opportunities/agency-view.ts): no client's name. */
  CategoryTr: z.string().optional(),
  CategoryEn: z.string().optional(),
  SectorTr: z.string().optional(),
  SectorEn: z.string().optional(),
  CityName: z.string().nullable().optional(),
  BudgetTry: z.number().nullable().optional(),
  Preview: z.string().optional(),
  AmountKurus: z.number().int().optional(),
  Rating: z.number().optional(),
  Succeeded: z.boolean().optional(),
  /** project_agreed, to the agency the client chose: "the client agreed with you" (with its refund, if any). */
  IsWinner: z.boolean().optional(),
  Days: z.number().int().optional(),
  /** The operator's reason (account_suspended): written for the account itself, never names another party. */
  Reason: z.string().optional(),
  /** account_suspended: which account was suspended (the agency's team or a client). */
  Side: z.enum(['agency', 'client']).optional(),
  /** bank_transfer: the confirmed transfer paid a subscription's debt, not the wallet (issue 19). */
  ForDebt: z.boolean().optional(),
  /** meeting_set: when the meeting starts (ISO); shown in Europe/Istanbul. */
  At: z.string().optional(),
  /** subscription_renewal: which step of the renewal (RENEWAL_STEPS). */
  Step: z.enum(['renewed', 'failed', 'retry_failed', 'stopped', 'cancelled']).optional(),
});
export type TNotificationParams = z.infer<typeof ZNotificationParams>;

/** GET Notification: PageIndex is the page minus one (rules.md section 9). */
export const ZNotificationQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.notifications),
});

export const ZNotification = z.object({
  Id: z.number().int(),
  Kind: z.enum(NOTIFICATION_KINDS),
  Params: ZNotificationParams,
  /** The app path it opens. */
  Link: z.string(),
  CreatedAt: z.string(),
  IsRead: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = ZPaged(ZNotification).extend({ UnreadCount: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** The web's page number (1-based, in the URL) to the API's PageIndex. */
export function notificationPageIndex(page: number): number {
  return Math.max(0, Math.floor(page) - 1);
}
