import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { portfolioItems } from '../../agencies/portfolio/portfolio.table.ts';
import { coupons } from '../../billing/coupons/coupons.table.ts';
import { payments } from '../../billing/payments/payments.table.ts';
import { matchFeedbacks } from '../../briefs/feedback/feedback.table.ts';
import { matchedProviders } from '../../briefs/matching/matching.table.ts';
import { categories } from '../../catalogue/catalogue.table.ts';
import { subscriptions } from '../../ledger/subscriptions/subscriptions.table.ts';
import { walletAccounts, walletEntries } from '../../ledger/wallet/wallet.table.ts';

/*
 * The read model of suggestions and ROI (issue 21 item 6): it reads other modules' tables in joins and never
 * writes them (docs/architecture.md: read models live above the modules they read).
 */

const istanbulMonth = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Europe/Istanbul', 'YYYY-MM')`;

/** Portfolio works per category (live works only), with the category's names. */
export async function portfolioCategories(db: TExecutor, providerId: number) {
  return db
    .select({
      categoryId: portfolioItems.categoryId,
      key: categories.key,
      nameTr: categories.nameTr,
      nameEn: categories.nameEn,
      works: sql<number>`count(*)::int`,
    })
    .from(portfolioItems)
    .innerJoin(categories, eq(categories.id, portfolioItems.categoryId))
    .where(and(eq(portfolioItems.providerId, providerId), isNull(portfolioItems.deletedAt)))
    .groupBy(portfolioItems.categoryId, categories.key, categories.nameTr, categories.nameEn);
}

/** The categories the agency's running category, package or global subscriptions cover now. */
export async function subscribedCategoryIds(
  db: TExecutor,
  providerId: number,
  now: Date,
): Promise<Set<number>> {
  const rows = await db
    .select({ categoryIds: subscriptions.categoryIds })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        inArray(subscriptions.kind, ['category', 'package', 'global_plus']),
        inArray(subscriptions.status, ['active', 'will_be_cancelled']),
        lte(subscriptions.startsAt, now),
        gte(subscriptions.endsAt, now),
      ),
    );
  return new Set(rows.flatMap((row) => row.categoryIds));
}

/** The client's reasons on this agency's matches since `since`: feedback outcomes, reason codes and marks. */
export async function lostReasons(db: TExecutor, providerId: number, since: Date) {
  const feedback = await db
    .select({ outcome: matchFeedbacks.outcome, reasonCode: matchFeedbacks.reasonCode })
    .from(matchFeedbacks)
    .innerJoin(matchedProviders, eq(matchedProviders.id, matchFeedbacks.matchedProviderId))
    .where(and(eq(matchedProviders.providerId, providerId), gte(matchFeedbacks.updatedAt, since)));
  const [marks] = await db
    .select({ notInterested: sql<number>`count(*)::int` })
    .from(matchedProviders)
    .where(
      and(
        eq(matchedProviders.providerId, providerId),
        eq(matchedProviders.clientMark, 'not_interested'),
        gte(matchedProviders.createdAt, since),
      ),
    );
  return { feedback, notInterested: marks?.notInterested ?? 0 };
}

/** Coupons with a campaign title running at `now` (plain codes without a title stay private). */
export async function runningCoupons(db: TExecutor, now: Date, istanbulMonthNumber: number) {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        sql`${coupons.titleTr} <> ''`,
        lte(coupons.validFrom, now),
        or(isNull(coupons.validTo), gte(coupons.validTo, now)),
        or(isNull(coupons.recurringMonth), eq(coupons.recurringMonth, istanbulMonthNumber)),
      ),
    )
    .orderBy(coupons.validTo);
}

/**
 * Per Istanbul month of the match: opportunities, accessed, replied, meetings set and won
 * (the won folder, an agreement, or the brief agreed with this match). The subqueries name
 * their tables in plain SQL: drizzle writes a column unqualified there, so `id` would be the inner table's.
 */
export async function funnelByMonth(db: TExecutor, providerId: number, since: Date) {
  const month = istanbulMonth(matchedProviders.createdAt);
  return db
    .select({
      month,
      opportunities: sql<number>`count(*)::int`,
      accessed: sql<number>`count(${matchedProviders.accessAt})::int`,
      replied: sql<number>`count(${matchedProviders.respondedAt})::int`,
      meetings: sql<number>`count(*) filter (where exists (select 1 from meetings m where m.match_id = matched_providers.id and m.status = 'set'))::int`,
      won: sql<number>`count(*) filter (where ${matchedProviders.providerFolder} = 'won' or exists (select 1 from agreements a where a.match_id = matched_providers.id) or exists (select 1 from offers o where o.agreed_match_id = matched_providers.id))::int`,
    })
    .from(matchedProviders)
    .where(and(eq(matchedProviders.providerId, providerId), gte(matchedProviders.createdAt, since)))
    .groupBy(month);
}

const REFUND_REASONS = ['refund_won', 'refund_dismissed', 'refund_invalid', 'refund_won_taken_back'];

/** Per Istanbul month: viewing fees paid from the wallet and refunds released (net of refunds taken back). */
export async function walletByMonth(db: TExecutor, providerId: number, since: Date) {
  const month = istanbulMonth(walletEntries.createdAt);
  return db
    .select({
      month,
      accessFees: sql<number>`coalesce(-sum(${walletEntries.amountKurus}) filter (where ${walletEntries.reason} = 'project_view'), 0)::bigint`,
      refunds: sql<number>`coalesce(sum(${walletEntries.amountKurus}) filter (where ${inArray(walletEntries.reason, REFUND_REASONS)}), 0)::bigint`,
    })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .where(and(eq(walletAccounts.providerId, providerId), gte(walletEntries.createdAt, since)))
    .groupBy(month);
}

/** Per Istanbul month: card payments for packages, subscriptions, ads and boosts (top-ups are spent as fees). */
export async function subscriptionPaymentsByMonth(db: TExecutor, providerId: number, since: Date) {
  const month = istanbulMonth(payments.completedAt);
  return db
    .select({ month, paid: sql<number>`coalesce(sum(${payments.paidPriceKurus}), 0)::bigint` })
    .from(payments)
    .where(
      and(
        eq(payments.providerId, providerId),
        inArray(payments.type, ['package', 'category_subscription', 'advertisement', 'boost', 'global_plus']),
        eq(payments.state, 'succeeded'),
        isNotNull(payments.completedAt),
        gte(payments.completedAt, since),
      ),
    )
    .groupBy(month);
}
