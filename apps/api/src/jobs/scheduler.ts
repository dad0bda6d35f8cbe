import PgBoss from 'pg-boss';
import { reconcileYesterday } from '../modules/billing/payments/reconcile.ts';
import { renewSubscriptions } from '../modules/billing/subscriptions-renewal/renewals.job.ts';
import { expireStaleTransfers } from '../modules/billing/transfers/transfers.service.ts';
import { releaseWaitingRefunds } from '../modules/briefs/agreements/agreements.service.ts';
import { sendDueFeedbackRequests } from '../modules/briefs/feedback/feedback.service.ts';
import { refreshMatchProfiles } from '../modules/briefs/matching/match-profiles.ts';
import { expireSilentMatches } from '../modules/briefs/matching/matching.service.ts';
import { runMeetingJobs } from '../modules/briefs/meetings/meetings.service.ts';
import { sendDueBrifaNpsRequests } from '../modules/briefs/nps/nps.service.ts';
import { refreshDirectory } from '../modules/directory/directory-index.ts';
import { recheckBacklinks } from '../modules/growth/backlinks/backlinks.service.ts';
import { runCreditReportJob } from '../modules/growth/credit-reports/credit-reports.service.ts';
import { expireJobs } from '../modules/jobs/jobs.service.ts';
import { noticeOverdueCommissions } from '../modules/ledger/commissions/commissions.service.ts';
import { removeLapsedAdHolds } from '../modules/ledger/subscriptions/subscriptions.service.ts';
import { noticeExpiringSubscriptions } from '../modules/notifications/subscription-notices.ts';
import type { TDatabase } from '../platform/db.ts';
import { pgliteOf, poolOf } from '../platform/db.ts';
import type { TDeps } from '../platform/deps.ts';

/** Scheduled work, by queue name: what runs, and when (cron, UTC). */
export const JOBS = {
  /** Agencies silent for 24 hours lose their match; the slot goes to the next candidate. */
  'match-windows': { cron: '* * * * *', run: (deps: TDeps) => expireSilentMatches(deps) },
  /** Expired subscriptions and boosts, old leads and response rates reach the matching index. */
  'match-profiles': {
    cron: '17 * * * *',
    run: async (deps: TDeps) => {
      await refreshMatchProfiles(deps.db, deps.clock.now(), undefined, { documents: false });
      return {};
    },
  },
  /** Expired boosts and advertisements, new reviews and levels reach the directory's index. */
  directory: {
    cron: '23 * * * *',
    run: async (deps: TDeps) => {
      await refreshDirectory(deps.db, deps.clock.now());
      return {};
    },
  },
  /** "How did it go with the agencies?" e-mails, 3 days after each brief. */
  'feedback-requests': { cron: '41 * * * *', run: (deps: TDeps) => sendDueFeedbackRequests(deps) },
  /** Meeting reminders an hour before (once per meeting); finished meetings become "meeting done" (issue 20). */
  meetings: { cron: '*/5 * * * *', run: (deps: TDeps) => runMeetingJobs(deps) },
  /** Issue 20 item 3: "would you recommend Brifa?" once per brief, BRIFA_NPS_REQUEST_AFTER_DAYS after it. */
  'brifa-nps-requests': { cron: '47 * * * *', run: (deps: TDeps) => sendDueBrifaNpsRequests(deps) },
  /** Verified agreements waiting for room under the agency's monthly refund cap are released (issue 20). */
  'agreement-refunds': {
    cron: '17 3 * * *',
    run: async (deps: TDeps) => ({ released: await releaseWaitingRefunds(deps) }),
  },
  /** "Your subscription ends in 7 days / tomorrow", every morning (09:05 in Turkey). */
  'subscription-notices': { cron: '5 6 * * *', run: (deps: TDeps) => noticeExpiringSubscriptions(deps) },
  /** Ad slot holds past their time go: card payments never completed, unpaid ads after 9 days (issue 19). */
  'ad-slot-holds': { cron: '13 1 * * *', run: (deps: TDeps) => removeLapsedAdHolds(deps) },
  /** Bank transfer requests never marked sent within 7 days expire (issue 18), every night. */
  'bank-transfer-expiry': {
    cron: '11 1 * * *',
    run: async (deps: TDeps) => ({ expired: await expireStaleTransfers(deps) }),
  },
  /**
   * Subscriptions renewing within a day charged on their saved cards; failed renewals retried on days 1, 3 and 7
   * (then stopped); subscriptions ending without renewal cancelled (issue 19), at 06:00 in Turkey.
   */
  'subscription-renewals': { cron: '0 3 * * *', run: (deps: TDeps) => renewSubscriptions(deps) },
  /** Commission pieces (the earlier model, issue 20) past their due date unpaid: told once, every hour. */
  'commission-overdue': { cron: '17 * * * *', run: (deps: TDeps) => noticeOverdueCommissions(deps) },
  /** Yesterday's card payments against the provider's records (issue 18), at 03:30 in Turkey. */
  'payments-reconcile': { cron: '30 0 * * *', run: (deps: TDeps) => reconcileYesterday(deps) },
  /** Live job posts whose plan days are over leave the board (issue 21), every 10 minutes. */
  'job-posts-expiry': {
    cron: '*/10 * * * *',
    run: async (deps: TDeps) => ({ expired: await expireJobs(deps) }),
  },
  /** Issue 21: pending credit reports asked of the bureau again; unanswered after the hour, an operator item. */
  'credit-reports': { cron: '*/5 * * * *', run: (deps: TDeps) => runCreditReportJob(deps) },
  /** Issue 21: badge links re-checked weekly (each due BACKLINK_RECHECK_DAYS after its last check). */
  backlinks: { cron: '37 4 * * *', run: (deps: TDeps) => recheckBacklinks(deps) },
} as const satisfies Record<string, { cron: string; run: (deps: TDeps) => Promise<object> }>;
export type TJobName = keyof typeof JOBS;

/**
 * pg-boss over the app's own database connection: the PostgreSQL pool, or the embedded PGlite client
 * (one connection, in process), so `npm start` needs nothing else.
 */
function bossFor(database: TDatabase): PgBoss {
  const common = { schema: 'pgboss', pollingIntervalSeconds: 2, monitorStateIntervalSeconds: 60 } as const;
  const pool = poolOf(database);
  if (pool) {
    return new PgBoss({
      ...common,
      db: {
        // Without values node-postgres uses the simple protocol, which accepts pg-boss's multi-statement migrations.
        executeSql: (text: string, values: unknown[]) =>
          values && values.length > 0 ? pool.query(text, values) : pool.query(text),
      },
    });
  }
  const pglite = pgliteOf(database)!;
  return new PgBoss({
    ...common,
    db: {
      async executeSql(text: string, values: unknown[]) {
        if (values && values.length > 0) return pglite.query(text, values);
        // pg-boss sends its migrations as several statements in one string, which only exec() accepts.
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
  });
}

export type TScheduler = { boss: PgBoss; stop(): Promise<void> };

/** Starts the queues, their schedules and one worker per queue. */
export async function startScheduler(
  deps: TDeps,
  database: TDatabase,
  log: { info(msg: string): void; error(obj: unknown, msg: string): void },
): Promise<TScheduler> {
  const boss = bossFor(database);
  boss.on('error', (error) => log.error(error, 'job scheduler error'));
  await boss.start();
  for (const [name, job] of Object.entries(JOBS) as [TJobName, (typeof JOBS)[TJobName]][]) {
    await boss.createQueue(name);
    await boss.schedule(name, job.cron);
    await boss.work(name, async () => {
      const result = await job.run(deps);
      if (Object.values(result).some((value) => value !== 0)) log.info(`${name}: ${JSON.stringify(result)}`);
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, wait: true }) };
}
