import { z } from 'zod';
import { ZEmail } from '../auth.ts';
import { PAYMENT_AUDIT_ACTIONS } from '../billing/payment-refunds.ts';
import { BANK_TRANSFER_AUDIT_ACTIONS } from '../billing/transfers.ts';
import { CUSTOM_SERVICE_ANSWER_HOURS, PASSWORD_MAX_LENGTH } from '../rules.ts';
import { OPS_ACTIONS_AUDIT_ACTIONS } from './ops-actions.ts';
import { OPS_SUBSCRIPTION_AUDIT_ACTIONS } from './ops-subscriptions.ts';

/**
 * The operator console's accounts, audit log and queues (issue 17): what the API and the web share.
 * ops-actions and ops-metrics keep theirs in ops-actions.ts and ops-metrics.ts beside this file.
 */

/** operator: works the queues and acts on records; admin: also manages operators and settings. */
export const OPERATOR_ROLES = ['operator', 'admin'] as const;
export type TOperatorRole = (typeof OPERATOR_ROLES)[number];

export type TOperator = { id: number; email: string; name: string; role: TOperatorRole };

/** An ops session lasts 12 hours (users': 25 days); a role change or a disable revokes it at once. */
export const OPS_SESSION_HOURS = 12;
/** The HttpOnly cookie of the ops session (never the users' auth_token). */
export const OPS_COOKIE = 'ops_token';
/** Between the password and the second factor: the challenge lives 10 minutes and takes 5 wrong codes. */
export const OPS_CHALLENGE_MINUTES = 10;
export const OPS_CHALLENGE_MAX_ATTEMPTS = 5;
/** One-time recovery codes handed out at TOTP enrolment, shown once, stored hashed. */
export const OPS_RECOVERY_CODE_COUNT = 10;
/** TOTP: RFC 6238 defaults every authenticator app reads (SHA-1, 6 digits, 30 s), one step of clock drift. */
export const OPS_TOTP = { issuer: 'Brifa Ops', digits: 6, periodSeconds: 30, window: 1 } as const;
export const OPS_NAME_MAX_LENGTH = 100;
export const OPS_REASON_MAX_LENGTH = 1000;
export const OPS_PAGE_SIZE = 50;

/**
 * What the audit log names. Each part of the console appends its own actions (ops-actions: brief.invalidate,
 * wallet.grant, ...); the console's filter offers these.
 */
export const OPS_CORE_AUDIT_ACTIONS = [
  'operator.create',
  'operator.update',
  'operator.totp_enrol',
  'operator.recovery_code_used',
  'queue.assign',
  'queue.resolve',
  'queue.dismiss',
] as const;
export const OPS_AUDIT_ACTIONS: readonly string[] = [
  ...OPS_CORE_AUDIT_ACTIONS,
  ...OPS_ACTIONS_AUDIT_ACTIONS,
  ...BANK_TRANSFER_AUDIT_ACTIONS,
  'agreement.approve',
  'agreement.reject',
  ...PAYMENT_AUDIT_ACTIONS,
  ...OPS_SUBSCRIPTION_AUDIT_ACTIONS,
];

/** The records an audit row or a queue item can name (ops-actions adds its own kinds of record). */
export const OPS_SUBJECT_TYPES = [
  'operator',
  'queue_item',
  'outbox_message',
  'brief',
  'match',
  'client',
  'agency',
  'wallet_entry',
  'review',
  'payment',
  /** A top-up request by bank transfer (issue 18), named by its public id. */
  'bank_transfer',
  /** An agreement (issue 20): its risk check and refund decision. */
  'agreement',
] as const;
export type TOpsSubjectType = (typeof OPS_SUBJECT_TYPES)[number];

/**
 * Queue kinds (issue 17 item 6), each with its SLA in hours. Later issues (payments, subscriptions,
 * agreements, jobs) add theirs. outbox_dead: a message that exhausted its retries; agreement_check: a brief
 * agreed with an agency, whose agreement and refunds an operator checks (decisions.md).
 */
export const OPS_QUEUE_SLA_HOURS = {
  outbox_dead: 4,
  agreement_check: 24,
  /** issue 18: a bank transfer the agency marked sent; rules.md §9 "approval up to 60 minutes". */
  transfer_confirm: 1,
  /** issue 18: the nightly payments' reconciliation found the provider's records and ours disagree. */
  payment_reconcile: 24,
  /** issue 19: an agency asked for a custom service (POST Subscription/custom-service); it is told this SLA. */
  custom_service: CUSTOM_SERVICE_ANSWER_HOURS,
  /** issue 21: a paid job post waits for an operator's approval (Brifa's SLA; decisions.md "Issue 21 — job posts"). */
  job_approval: 24,
  /** issue 21: the credit bureau has not answered a report within CREDIT_REPORT_HOURS; chase it now. */
  credit_report_late: 1,
} as const;
export type TOpsQueueKind = keyof typeof OPS_QUEUE_SLA_HOURS;
export const OPS_QUEUE_KINDS = Object.keys(OPS_QUEUE_SLA_HOURS) as TOpsQueueKind[];
export const OPS_QUEUE_STATES = ['open', 'resolved', 'dismissed'] as const;
export type TOpsQueueState = (typeof OPS_QUEUE_STATES)[number];
export const OPS_QUEUE_NOTE_MAX_LENGTH = 1000;

// ---- wire shapes ----

export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export const ZOperator = z.object({
  Id: z.number().int(),
  Email: z.string(),
  Name: z.string(),
  Role: ZOperatorRole,
});
export type TOperatorView = z.output<typeof ZOperator>;

export const ZOpsSignIn = z.object({ Email: ZEmail, Password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

/** After the password: a TOTP code (or a recovery code), or first the enrolment. */
export const ZOpsSignInChallenge = z.object({
  Stage: z.enum(['totp', 'enrol']),
  ChallengeToken: z.string(),
  /** Only at enrolment: the secret to type in, the otpauth:// URI and the same URI as an SVG QR code. */
  Enrolment: z.object({ Secret: z.string(), Uri: z.string(), QrSvg: z.string() }).nullable(),
});

export type TOpsSignInChallenge = z.output<typeof ZOpsSignInChallenge>;

export const ZOpsSecondFactor = z
  .object({
    ChallengeToken: z.string().min(1).max(2000),
    Code: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional(),
    RecoveryCode: z.string().trim().min(8).max(40).optional(),
  })
  .refine((v) => !!v.Code !== !!v.RecoveryCode, { path: ['Code'], message: 'code' });

export const ZOpsSession = z.object({
  Operator: ZOperator,
  ExpiresAt: z.string(),
  /** Only right after enrolment: the 10 one-time recovery codes, never shown again. */
  RecoveryCodes: z.array(z.string()).nullable(),
});

export type TOpsSession = z.output<typeof ZOpsSession>;

export const ZOperatorListItem = ZOperator.extend({
  Disabled: z.boolean(),
  TotpEnrolled: z.boolean(),
  CreatedAt: z.string(),
});
export type TOperatorListItem = z.output<typeof ZOperatorListItem>;
export const ZOperatorCreate = z.object({
  Email: ZEmail,
  Name: z.string().trim().min(1).max(OPS_NAME_MAX_LENGTH),
  Role: ZOperatorRole,
});
export const ZOperatorCreated = z.object({
  Operator: ZOperatorListItem,
  /** The one-time password to hand over; shown once, changed by nobody but a new create (decisions.md). */
  Password: z.string(),
});
export const ZOperatorUpdate = z.object({
  Role: ZOperatorRole.optional(),
  Disabled: z.boolean().optional(),
});

export const ZAuditEntry = z.object({
  Id: z.number().int(),
  At: z.string(),
  Operator: z.object({ Id: z.number().int(), Name: z.string(), Email: z.string() }).nullable(),
  Action: z.string(),
  SubjectType: z.string(),
  SubjectId: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
  Reason: z.string().nullable(),
});
export type TAuditEntry = z.output<typeof ZAuditEntry>;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const ZAuditQuery = z.object({
  OperatorId: z.coerce.number().int().positive().optional(),
  Action: z.string().trim().max(60).optional(),
  SubjectType: z.string().trim().max(40).optional(),
  SubjectId: z.string().trim().max(100).optional(),
  /** Istanbul calendar days, both included. */
  From: ZDay.optional(),
  To: ZDay.optional(),
  Page: z.coerce.number().int().min(0).max(10_000).default(0),
});
/** What a caller sends as the audit page's filter. */
export type TAuditQuery = z.input<typeof ZAuditQuery>;
export const ZAuditPage = z.object({
  Items: z.array(ZAuditEntry),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});

export const ZQueueItem = z.object({
  Id: z.number().int(),
  Kind: z.string(),
  SubjectType: z.string(),
  SubjectId: z.string(),
  Title: z.string(),
  State: z.enum(OPS_QUEUE_STATES),
  DueAt: z.string(),
  Overdue: z.boolean(),
  Assignee: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
  CreatedAt: z.string(),
  ResolvedAt: z.string().nullable(),
  Note: z.string().nullable(),
});
export type TQueueItem = z.output<typeof ZQueueItem>;

export const ZQueueSummary = z.object({
  Kind: z.string(),
  Open: z.number().int(),
  Overdue: z.number().int(),
  /** The oldest open item's creation time, or null when the queue is empty. */
  OldestCreatedAt: z.string().nullable(),
});
export const ZOpsHome = z.object({
  Queues: z.array(ZQueueSummary),
  /** Open items, overdue first, then by due time. */
  Items: z.array(ZQueueItem),
  Now: z.string(),
});
export type TOpsHome = z.output<typeof ZOpsHome>;
export const ZQueueResolve = z.object({
  Outcome: z.enum(['resolved', 'dismissed']),
  Note: z.string().trim().min(1).max(OPS_QUEUE_NOTE_MAX_LENGTH),
});
