import type { TOpsMetrics, TOpsMetricsDay } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n.tsx';
import { formatMetric, metricViews, seriesSummary } from './metric-series.ts';

const day = (Day: string, values: Partial<TOpsMetricsDay> = {}): TOpsMetricsDay => ({
  Day,
  Briefs: 0,
  BriefMatches: 0,
  BriefQuotes: 0,
  MatchesDecided: 0,
  MatchesAnswered: 0,
  AccessPayments: 0,
  AccessPaymentsKurus: 0,
  Refunds: 0,
  RefundsKurus: 0,
  WalletLiabilityKurus: 0,
  Agreements: 0,
  ...values,
});

const metrics: TOpsMetrics = {
  Days: 30,
  From: '2026-11-22',
  To: '2026-11-23',
  ComputedAt: '2026-11-23T09:00:00.000Z',
  Totals: {
    Briefs: 2,
    BriefMatches: 7,
    BriefQuotes: 1,
    MatchesPerBrief: 3.5,
    QuotesPerBrief: 0.5,
    MatchesDecided: 5,
    MatchesAnswered: 4,
    AnsweredShare: 0.8,
    AccessPayments: 2,
    AccessPaymentsKurus: 30_000,
    Refunds: 1,
    RefundsKurus: 15_000,
    WalletLiabilityKurus: 140_000,
    Agreements: 1,
  },
  Series: [
    day('2026-11-22', { Briefs: 0, MatchesDecided: 0, WalletLiabilityKurus: 155_000 }),
    day('2026-11-23', {
      Briefs: 2,
      BriefMatches: 7,
      MatchesDecided: 5,
      MatchesAnswered: 4,
      WalletLiabilityKurus: 140_000,
    }),
  ],
  Nps: {
    Brifa: { Count: 0, Promoters: 0, Detractors: 0, Nps: null },
    Agreement: { Count: 4, Promoters: 2, Detractors: 1, Nps: 25 },
  },
};

describe('ops metrics views', () => {
  it('gives every metric its headline and its daily points, ratios empty where nothing divides', () => {
    const views = Object.fromEntries(metricViews(metrics).map((v) => [v.metric, v]));
    expect(Object.keys(views)).toHaveLength(8);
    expect(views.matchesPerBrief!.points.map((p) => p.value)).toEqual([null, 3.5]);
    expect(views.answeredShare!.points.map((p) => p.value)).toEqual([null, 0.8]);
    expect(views.walletLiability!.headline).toBe(140_000);
    expect(views.accessPayments).toMatchObject({ headline: 30_000, count: 2, chart: 'bar' });
    expect(seriesSummary(views.walletLiability!.points)).toEqual({
      min: 140_000,
      max: 155_000,
      latest: 140_000,
    });
  });

  it('writes the figures per language', () => {
    expect(formatMetric(0.8, 'share', 'tr')).toBe('%80');
    expect(formatMetric(0.8, 'share', 'en')).toBe('80%');
    expect(formatMetric(3.5, 'ratio', 'tr')).toBe('3,5');
    expect(formatMetric(1234, 'count', 'en')).toBe('1,234');
    expect(formatMetric(140_000_00, 'kurus', 'tr')).toBe('₺140.000');
    expect(formatMetric(null, 'ratio', 'en')).toBe('–');
    expect(translator('en')('opsMetrics.accessPayments.headline', { count: 1 })).toBe('1 payment');
    expect(translator('tr')('opsMetrics.refunds.headline', { count: 26525 })).toBe('26.525 iade');
    expect(translator('en')('opsMetrics.accessPayments.headline', { count: 26525 })).toBe('26,525 payments');
  });
});
