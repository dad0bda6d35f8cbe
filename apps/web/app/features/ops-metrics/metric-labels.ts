import type { TOpsMetric } from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';

/** Each metric's title and explanation on its card, the glance strip and its table. */
export const METRIC_LABELS = {
  briefs: { title: 'opsMetrics.briefs.title', help: 'opsMetrics.briefs.help' },
  matchesPerBrief: { title: 'opsMetrics.matchesPerBrief.title', help: 'opsMetrics.matchesPerBrief.help' },
  answeredShare: { title: 'opsMetrics.answeredShare.title', help: 'opsMetrics.answeredShare.help' },
  accessPayments: { title: 'opsMetrics.accessPayments.title', help: 'opsMetrics.accessPayments.help' },
  refunds: { title: 'opsMetrics.refunds.title', help: 'opsMetrics.refunds.help' },
  walletLiability: { title: 'opsMetrics.walletLiability.title', help: 'opsMetrics.walletLiability.help' },
  quotesPerBrief: { title: 'opsMetrics.quotesPerBrief.title', help: 'opsMetrics.quotesPerBrief.help' },
  agreements: { title: 'opsMetrics.agreements.title', help: 'opsMetrics.agreements.help' },
} as const satisfies Record<TOpsMetric, { title: TMessageKey; help: TMessageKey }>;

/** The count under a money metric's headline ("12 payments"). */
export const METRIC_COUNT_LABELS = {
  accessPayments: 'opsMetrics.accessPayments.headline',
  refunds: 'opsMetrics.refunds.headline',
} as const satisfies Partial<Record<TOpsMetric, TMessageKey>>;
