import { z } from 'zod';
import { ZNpsFigure } from '../nps.ts';
import { MATCH_RESPONSE_HOURS } from '../rules.ts';

/**
 * Issue 17, item 5: the operator console's metrics. Every figure is computed by SQL over the ledger, the
 * briefs' own rows and the funnel events at the time of the request (no stored counters), per calendar day in
 * Europe/Istanbul. Money in kuruş.
 */

/** The windows the console offers: the last 30 or 90 Istanbul days, today included. */
export const OPS_METRICS_RANGES = [30, 90] as const;
export type TOpsMetricsRange = (typeof OPS_METRICS_RANGES)[number];
export const OPS_METRICS_DEFAULT_RANGE: TOpsMetricsRange = 30;

/**
 * A match counts as answered when the agency opened it, paid for access, quoted or declined within this: the
 * time each matched agency has to respond (its copy says `{matchResponseHours}`).
 */
export const OPS_ANSWER_WINDOW_HOURS = MATCH_RESPONSE_HOURS;

/** The figures, in the order the console shows them. */
export const OPS_METRICS = [
  'briefs',
  'matchesPerBrief',
  'answeredShare',
  'accessPayments',
  'refunds',
  'walletLiability',
  'quotesPerBrief',
  'agreements',
] as const;
export type TOpsMetric = (typeof OPS_METRICS)[number];

export const ZOpsMetricsQuery = z.object({
  Days: z.coerce
    .number()
    .int()
    .refine((days) => (OPS_METRICS_RANGES as readonly number[]).includes(days), 'Days must be 30 or 90')
    .default(OPS_METRICS_DEFAULT_RANGE),
});
export type TOpsMetricsQuery = z.infer<typeof ZOpsMetricsQuery>;

/** One Istanbul day. Ratios come as their parts so that the console can sum them over any span. */
export const ZOpsMetricsDay = z.object({
  /** YYYY-MM-DD, the Istanbul calendar day. */
  Day: z.string(),
  /** Briefs posted that day. */
  Briefs: z.number().int(),
  /** Matches made for the briefs posted that day (the cohort of matches per brief). */
  BriefMatches: z.number().int(),
  /** Quotes sent on the briefs posted that day (the cohort of quotes per brief). */
  BriefQuotes: z.number().int(),
  /** Matches made that day whose 24 hours have ended or that were answered (the share's denominator). */
  MatchesDecided: z.number().int(),
  /** Of those, answered within 24 hours. */
  MatchesAnswered: z.number().int(),
  /** Viewing fees agencies paid from their wallets that day: count and kuruş. */
  AccessPayments: z.number().int(),
  AccessPaymentsKurus: z.number().int(),
  /** Viewing fees given back to agencies that day (won, dismissed, invalid brief): count and kuruş. */
  Refunds: z.number().int(),
  RefundsKurus: z.number().int(),
  /** The sum of agency wallet balances at the end of that day (now, for today). */
  WalletLiabilityKurus: z.number().int(),
  /** Agreements ("won" marks) made that day. */
  Agreements: z.number().int(),
});
export type TOpsMetricsDay = z.infer<typeof ZOpsMetricsDay>;

/** The headline figures over the whole window. Ratios are null when their denominator is 0. */
export const ZOpsMetricsTotals = z.object({
  Briefs: z.number().int(),
  BriefMatches: z.number().int(),
  BriefQuotes: z.number().int(),
  MatchesPerBrief: z.number().nullable(),
  QuotesPerBrief: z.number().nullable(),
  MatchesDecided: z.number().int(),
  MatchesAnswered: z.number().int(),
  /** 0..1 */
  AnsweredShare: z.number().nullable(),
  AccessPayments: z.number().int(),
  AccessPaymentsKurus: z.number().int(),
  Refunds: z.number().int(),
  RefundsKurus: z.number().int(),
  /** Now: the sum of every agency wallet's balance. */
  WalletLiabilityKurus: z.number().int(),
  Agreements: z.number().int(),
});
export type TOpsMetricsTotals = z.infer<typeof ZOpsMetricsTotals>;

export const ZOpsMetrics = z.object({
  Days: z.number().int(),
  /** First and last Istanbul day of the window (YYYY-MM-DD). */
  From: z.string(),
  To: z.string(),
  /** When the figures were computed (ISO). */
  ComputedAt: z.string(),
  Totals: ZOpsMetricsTotals,
  /** One row per day, oldest first, every day present (zeros on quiet days). */
  Series: z.array(ZOpsMetricsDay),
  /** Issue 20 item 3: the NPS of the scores answered in the window, for Brifa and for agreed agencies. */
  Nps: z.object({ Brifa: ZNpsFigure, Agreement: ZNpsFigure }),
});
export type TOpsMetrics = z.infer<typeof ZOpsMetrics>;

/** A ratio of two counts, null when nothing is counted. */
export function ratioOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}
