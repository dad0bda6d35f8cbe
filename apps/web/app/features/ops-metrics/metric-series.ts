import {
  OPS_METRICS,
  type TLocale,
  type TOpsMetric,
  type TOpsMetrics,
  type TOpsMetricsDay,
} from '@brifa/contracts';
import { formatKurus, formatNumber, formatPercent } from '../../lib/money.ts';

/** How a metric's values read: a count, a ratio (2,4), a share (%), or money (kuruş). */
export type TMetricKind = 'count' | 'ratio' | 'share' | 'kurus';

export type TMetricView = {
  metric: TOpsMetric;
  kind: TMetricKind;
  /** Bars for what adds up day by day, a line for ratios and levels. */
  chart: 'bar' | 'line';
  /** The window's figure: a total, an overall ratio, or (the liability) today's level. */
  headline: number | null;
  /** A second figure under the headline (the number of payments or refunds), when there is one. */
  count?: number;
  points: { day: string; value: number | null }[];
};

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

const DAILY: Record<
  TOpsMetric,
  { kind: TMetricKind; chart: 'bar' | 'line'; value: (d: TOpsMetricsDay) => number | null }
> = {
  briefs: { kind: 'count', chart: 'bar', value: (d) => d.Briefs },
  matchesPerBrief: { kind: 'ratio', chart: 'line', value: (d) => ratio(d.BriefMatches, d.Briefs) },
  answeredShare: { kind: 'share', chart: 'line', value: (d) => ratio(d.MatchesAnswered, d.MatchesDecided) },
  accessPayments: { kind: 'kurus', chart: 'bar', value: (d) => d.AccessPaymentsKurus },
  refunds: { kind: 'kurus', chart: 'bar', value: (d) => d.RefundsKurus },
  walletLiability: { kind: 'kurus', chart: 'line', value: (d) => d.WalletLiabilityKurus },
  quotesPerBrief: { kind: 'ratio', chart: 'line', value: (d) => ratio(d.BriefQuotes, d.Briefs) },
  agreements: { kind: 'count', chart: 'bar', value: (d) => d.Agreements },
};

function headlineOf(metric: TOpsMetric, m: TOpsMetrics): Pick<TMetricView, 'headline' | 'count'> {
  const t = m.Totals;
  switch (metric) {
    case 'briefs':
      return { headline: t.Briefs };
    case 'matchesPerBrief':
      return { headline: t.MatchesPerBrief };
    case 'answeredShare':
      return { headline: t.AnsweredShare };
    case 'accessPayments':
      return { headline: t.AccessPaymentsKurus, count: t.AccessPayments };
    case 'refunds':
      return { headline: t.RefundsKurus, count: t.Refunds };
    case 'walletLiability':
      return { headline: t.WalletLiabilityKurus };
    case 'quotesPerBrief':
      return { headline: t.QuotesPerBrief };
    case 'agreements':
      return { headline: t.Agreements };
  }
}

/** Every metric of the answer, in the console's order, with its daily points. */
export function metricViews(m: TOpsMetrics): TMetricView[] {
  return OPS_METRICS.map((metric) => {
    const daily = DAILY[metric];
    return {
      metric,
      kind: daily.kind,
      chart: daily.chart,
      ...headlineOf(metric, m),
      points: m.Series.map((d) => ({ day: d.Day, value: daily.value(d) })),
    };
  });
}

/** A value as the reader writes it; null (nothing to divide by) as a dash. */
export function formatMetric(value: number | null, kind: TMetricKind, locale: TLocale): string {
  if (value === null) return '–';
  switch (kind) {
    case 'count':
      return formatNumber(value, locale);
    case 'ratio':
      return formatNumber(value, locale, { maximumFractionDigits: 2 });
    case 'share':
      return formatPercent(value, locale);
    case 'kurus':
      return formatKurus(Math.round(value / 100) * 100, locale);
  }
}

/** The text alternative of a chart: its span, lowest, highest and last values. */
export function seriesSummary(points: TMetricView['points']): {
  min: number | null;
  max: number | null;
  latest: number | null;
} {
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  return {
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    latest: points.at(-1)?.value ?? null,
  };
}
