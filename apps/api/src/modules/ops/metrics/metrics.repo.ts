import { NPS_SCORE, OPS_ANSWER_WINDOW_HOURS, TIME_ZONE, WALLET_ENTRY_REASONS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { analyticsEvents } from '../../analytics/analytics.table.ts';
import { matchedProviders } from '../../briefs/matching/matching.table.ts';
import { agreementNps, brifaNps } from '../../briefs/nps/nps.table.ts';
import { offers } from '../../briefs/offers/offers.table.ts';
import { quotes } from '../../briefs/opportunities/opportunities.table.ts';
import { walletAccounts, walletEntries } from '../../ledger/wallet/wallet.table.ts';

/**
 * The console's metrics as read-model queries over other modules' tables (reads only: the boundary check
 * refuses writes). Each query groups by the Istanbul calendar day and scans only the window, by the
 * created_at indexes of migration `ops_metrics_indexes` (see docs/decisions.md, issue 17, for the plans).
 *
 * `window`: [from, to) as instants: the start of the first Istanbul day and the end of today.
 */
export type TMetricsWindow = { from: Date; to: Date; now: Date };

type TRows<T> = { rows: T[] };
const num = (value: unknown) => Number(value ?? 0);
const dayOf = (column: unknown) => sql`((${column} at time zone ${TIME_ZONE})::date)::text`;

async function rowsOf<T>(db: TExecutor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as TRows<T>).rows;
}

/**
 * Briefs and matches in one statement, over one scan of the window's matches (with their quotes and first
 * answer), grouped twice:
 * - `brief` rows: the briefs posted each day, with the matches made for them and the quotes sent on them (their
 *   cohorts; a match is never older than its brief, nor a quote than its match, so the window's matches and
 *   quotes hold every match and quote of its briefs, and both are read by their time indexes);
 * - `match` rows: the matches made each day, how many are decided (answered, or their 24 hours are over) and how
 *   many were answered within 24 hours. Answered: the agency opened the brief, paid for (or was given) access,
 *   sent a quote or declined, whichever came first (least() skips the nulls).
 */
export async function briefsAndMatches(db: TExecutor, window: TMetricsWindow) {
  const hours = sql.raw(`interval '${OPS_ANSWER_WINDOW_HOURS} hours'`);
  const from = sql`${window.from.toISOString()}::timestamptz`;
  const to = sql`${window.to.toISOString()}::timestamptz`;
  const rows = await rowsOf<{
    kind: 'brief' | 'match';
    day: string;
    a: unknown;
    b: unknown;
    c: unknown;
  }>(
    db,
    sql`
    with m as materialized (
      select mp.offer_id, mp.created_at, q.id is not null as quoted,
        coalesce(least(mp.provider_viewed_at, mp.access_at, q.sent_at,
          case when mp.status = 'declined' then mp.closed_at end) <= mp.created_at + ${hours}, false) as answered
      from ${matchedProviders} mp
      left join ${quotes} q on q.matched_provider_id = mp.id and q.sent_at >= ${from}
      where mp.created_at >= ${from}
    ),
    per_brief as (
      select offer_id, count(*) as matches, count(*) filter (where quoted) as quotes from m group by offer_id
    )
    select 'brief' as kind, ${dayOf(sql`o.created_at`)} as day, count(*) as a,
      coalesce(sum(pb.matches), 0) as b, coalesce(sum(pb.quotes), 0) as c
    from ${offers} o left join per_brief pb on pb.offer_id = o.id
    where o.created_at >= ${from} and o.created_at < ${to}
    group by 2
    union all
    select 'match', ${dayOf(sql`created_at`)},
      count(*) filter (where answered or created_at + ${hours} <= ${window.now.toISOString()}::timestamptz),
      count(*) filter (where answered), 0
    from m where created_at < ${to}
    group by 2`,
  );
  return {
    briefs: rows
      .filter((r) => r.kind === 'brief')
      .map((r) => ({ day: r.day, briefs: num(r.a), matches: num(r.b), quotes: num(r.c) })),
    matches: rows
      .filter((r) => r.kind === 'match')
      .map((r) => ({ day: r.day, decided: num(r.a), answered: num(r.b) })),
  };
}

/**
 * The agencies' side of the ledger per day from the window's start on (later days included: the liability
 * walks back from today's balances through them): viewing fees paid, refunds, and the net change. The
 * platform's few accounts are left out by id (not by joining the 100,000 agency accounts).
 */
export async function ledgerDays(db: TExecutor, window: TMetricsWindow) {
  const refundReasons = sql.join(
    WALLET_ENTRY_REASONS.filter((reason) => reason.startsWith('refund_')).map((reason) => sql`${reason}`),
    sql`, `,
  );
  const rows = await rowsOf<{
    day: string;
    payments: unknown;
    payments_kurus: unknown;
    refunds: unknown;
    refunds_kurus: unknown;
    net_kurus: unknown;
  }>(
    db,
    sql`
    select ${dayOf(sql`e.created_at`)} as day,
      count(*) filter (where e.reason = 'project_view' and e.amount_kurus < 0) as payments,
      coalesce(-sum(e.amount_kurus) filter (where e.reason = 'project_view'), 0) as payments_kurus,
      count(*) filter (where e.reason in (${refundReasons}) and e.amount_kurus > 0) as refunds,
      coalesce(sum(e.amount_kurus) filter (where e.reason in (${refundReasons})), 0) as refunds_kurus,
      coalesce(sum(e.amount_kurus), 0) as net_kurus
    from ${walletEntries} e
    where e.created_at >= ${window.from.toISOString()}::timestamptz
      and e.account_id not in (select id from ${walletAccounts} where provider_id is null)
    group by 1`,
  );
  return rows.map((r) => ({
    day: r.day,
    payments: num(r.payments),
    paymentsKurus: num(r.payments_kurus),
    refunds: num(r.refunds),
    refundsKurus: num(r.refunds_kurus),
    netKurus: num(r.net_kurus),
  }));
}

/**
 * The sum of every agency wallet's balance now: the ledger keeps each agency's balance in the same transaction
 * as its entries (wallet.repo.ts postTransaction), equal to the sum of them.
 */
export async function walletLiabilityNow(db: TExecutor): Promise<number> {
  const [row] = await rowsOf<{ total: unknown }>(
    db,
    sql`select coalesce(sum(balance_kurus), 0) as total from ${walletAccounts} where kind = 'provider'`,
  );
  return num(row?.total);
}

/** Agreements per day: the funnel's `agency_won` events (the client marked an agency as the one it agreed with). */
export async function agreementDays(db: TExecutor, window: TMetricsWindow) {
  const rows = await rowsOf<{ day: string; agreements: unknown }>(
    db,
    sql`
    select ${dayOf(sql`occurred_at`)} as day, count(*) as agreements
    from ${analyticsEvents}
    where name = 'agency_won'
      and occurred_at >= ${window.from.toISOString()}::timestamptz
      and occurred_at < ${window.to.toISOString()}::timestamptz
    group by 1`,
  );
  return rows.map((r) => ({ day: r.day, agreements: num(r.agreements) }));
}

/** Issue 20 item 3: the scores answered in the window (by their latest answer), Brifa's and the agreements'. */
export async function npsCounts(db: TExecutor, window: TMetricsWindow) {
  const counts = async (table: typeof brifaNps | typeof agreementNps) => {
    const rows = await rowsOf<{ count: unknown; promoters: unknown; detractors: unknown }>(
      db,
      sql`
      select count(*) as count,
        count(*) filter (where score >= ${NPS_SCORE.promoterFrom}) as promoters,
        count(*) filter (where score <= ${NPS_SCORE.detractorUpTo}) as detractors
      from ${table}
      where score is not null
        and answered_at >= ${window.from.toISOString()}::timestamptz
        and answered_at < ${window.to.toISOString()}::timestamptz`,
    );
    const row = rows[0];
    return { count: num(row?.count), promoters: num(row?.promoters), detractors: num(row?.detractors) };
  };
  return { brifa: await counts(brifaNps), agreement: await counts(agreementNps) };
}
