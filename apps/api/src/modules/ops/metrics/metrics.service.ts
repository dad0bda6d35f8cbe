import {
  calendarDay,
  istanbulDayStart,
  npsFromCounts,
  OPS_METRICS_DEFAULT_RANGE,
  ratioOf,
  type TOpsMetrics,
  type TOpsMetricsDay,
  type TOpsMetricsRange,
} from '@brifa/contracts';
import type { TClock } from '../../../platform/clock.ts';
import type { TExecutor } from '../../../platform/db.ts';
import {
  agreementDays,
  briefsAndMatches,
  ledgerDays,
  npsCounts,
  type TMetricsWindow,
  walletLiabilityNow,
} from './metrics.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` Istanbul days, today included, as instants [from, to). */
export function metricsWindow(now: Date, days: number): TMetricsWindow & { days: string[] } {
  const today = calendarDay(now);
  const first = addDays(today, -(days - 1));
  const list = Array.from({ length: days }, (_, i) => addDays(first, i));
  return { from: istanbulDayStart(first), to: istanbulDayStart(addDays(today, 1)), now, days: list };
}

const emptyDay = (day: string): TOpsMetricsDay => ({
  Day: day,
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
});

/**
 * The console's metrics over the last 30 or 90 Istanbul days: one row per day and the window's headline
 * figures, all computed now by SQL (metrics.repo.ts), never kept as counters.
 */
export async function opsMetrics(
  deps: { db: TExecutor; clock: TClock },
  days: TOpsMetricsRange = OPS_METRICS_DEFAULT_RANGE,
): Promise<TOpsMetrics> {
  const now = deps.clock.now();
  const window = metricsWindow(now, days);
  const [{ briefs: cohorts, matches: answers }, ledger, liabilityNow, agreements, nps] = await Promise.all([
    briefsAndMatches(deps.db, window),
    ledgerDays(deps.db, window),
    walletLiabilityNow(deps.db),
    agreementDays(deps.db, window),
    npsCounts(deps.db, window),
  ]);

  const byDay = new Map(window.days.map((day) => [day, emptyDay(day)]));
  for (const r of cohorts) {
    const d = byDay.get(r.day);
    if (d) Object.assign(d, { Briefs: r.briefs, BriefMatches: r.matches, BriefQuotes: r.quotes });
  }
  for (const r of answers) {
    const d = byDay.get(r.day);
    if (d) Object.assign(d, { MatchesDecided: r.decided, MatchesAnswered: r.answered });
  }
  for (const r of ledger) {
    const d = byDay.get(r.day);
    if (d) {
      Object.assign(d, {
        AccessPayments: r.payments,
        AccessPaymentsKurus: r.paymentsKurus,
        Refunds: r.refunds,
        RefundsKurus: r.refundsKurus,
      });
    }
  }
  for (const r of agreements) {
    const d = byDay.get(r.day);
    if (d) d.Agreements = r.agreements;
  }
  // The liability at the end of a day: today's balances less every agency entry made after that day.
  const netByDay = new Map(ledger.map((r) => [r.day, r.netKurus]));
  const lastDay = window.days[window.days.length - 1]!;
  let later = [...netByDay].filter(([day]) => day > lastDay).reduce((sum, [, net]) => sum + net, 0);
  for (const day of [...window.days].reverse()) {
    byDay.get(day)!.WalletLiabilityKurus = liabilityNow - later;
    later += netByDay.get(day) ?? 0;
  }

  const series = window.days.map((day) => byDay.get(day)!);
  const sum = (pick: (d: TOpsMetricsDay) => number) => series.reduce((s, d) => s + pick(d), 0);
  const briefs = sum((d) => d.Briefs);
  const briefMatches = sum((d) => d.BriefMatches);
  const briefQuotes = sum((d) => d.BriefQuotes);
  const decided = sum((d) => d.MatchesDecided);
  const answered = sum((d) => d.MatchesAnswered);
  return {
    Days: days,
    From: window.days[0]!,
    To: lastDay,
    ComputedAt: now.toISOString(),
    Totals: {
      Briefs: briefs,
      BriefMatches: briefMatches,
      BriefQuotes: briefQuotes,
      MatchesPerBrief: ratioOf(briefMatches, briefs),
      QuotesPerBrief: ratioOf(briefQuotes, briefs),
      MatchesDecided: decided,
      MatchesAnswered: answered,
      AnsweredShare: ratioOf(answered, decided),
      AccessPayments: sum((d) => d.AccessPayments),
      AccessPaymentsKurus: sum((d) => d.AccessPaymentsKurus),
      Refunds: sum((d) => d.Refunds),
      RefundsKurus: sum((d) => d.RefundsKurus),
      WalletLiabilityKurus: series[series.length - 1]!.WalletLiabilityKurus,
      Agreements: sum((d) => d.Agreements),
    },
    Series: series,
    Nps: { Brifa: npsFromCounts(nps.brifa), Agreement: npsFromCounts(nps.agreement) },
  };
}
