import type { opsMetricsTr } from './ops-metrics.tr.ts';

export const opsMetricsEn: Record<keyof typeof opsMetricsTr, string> = {
  'opsMetrics.title': 'Metrics',
  'opsMetrics.subtitle':
    'The last {days} days, day by day in Istanbul time; computed again from the ledger and the events on every request.',
  'opsMetrics.range.label': 'Period',
  'opsMetrics.range.option': 'Last {days} days',
  'opsMetrics.computedAt': 'As of {time}',
  'opsMetrics.glance.title': 'At a glance (last {days} days)',
  'opsMetrics.glance.more': 'All metrics',
  'opsMetrics.table.show': 'Show as a table',
  'opsMetrics.table.day': 'Day',
  'opsMetrics.summary': '{first} – {last}: lowest {min}, highest {max}, last day {latest}.',
  'opsMetrics.briefs.title': 'Briefs per day',
  'opsMetrics.briefs.help': 'Briefs posted that day.',
  'opsMetrics.matchesPerBrief.title': 'Matches per brief',
  'opsMetrics.matchesPerBrief.help': 'Matches made for the briefs posted that day, divided by those briefs.',
  'opsMetrics.answeredShare.title': 'Matches answered within {matchResponseHours} hours',
  'opsMetrics.answeredShare.help':
    'Of the matches made that day, the share the agency opened, paid for, quoted on or declined within {matchResponseHours} hours (unanswered matches whose time is not yet over are left out).',
  'opsMetrics.accessPayments.title': 'Access payments',
  'opsMetrics.accessPayments.headline': '{count, plural, one {# payment} other {# payments}}',
  'opsMetrics.accessPayments.help': 'Viewing fees agencies paid from their wallets (TL).',
  'opsMetrics.refunds.title': 'Refunds',
  'opsMetrics.refunds.headline': '{count, plural, one {# refund} other {# refunds}}',
  'opsMetrics.refunds.help':
    'Viewing fees given back to agencies (agreement, not interested, invalid brief).',
  'opsMetrics.walletLiability.title': 'Wallet liability',
  'opsMetrics.walletLiability.headline': 'Total now',
  'opsMetrics.walletLiability.help': "The sum of every agency wallet's balance at the end of the day.",
  'opsMetrics.quotesPerBrief.title': 'Quotes per brief',
  'opsMetrics.quotesPerBrief.help': 'Quotes sent on the briefs posted that day, divided by those briefs.',
  'opsMetrics.agreements.title': 'Agreements',
  'opsMetrics.agreements.help': 'The day the client marked an agency as the one it agreed with.',
  'opsMetrics.nps.title': 'Satisfaction (NPS)',
  'opsMetrics.nps.help':
    'Scores 0–10 given in the last {days} days: NPS = % promoters (9–10) − % detractors (0–6).',
  'opsMetrics.nps.brifa': 'Brifa NPS',
  'opsMetrics.nps.agreement': 'Agreed agency NPS',
  'opsMetrics.nps.counts':
    '{count, plural, one {# answer} other {# answers}} · {promoters, plural, one {# promoter} other {# promoters}} · {detractors, plural, one {# detractor} other {# detractors}}',
} as const;
