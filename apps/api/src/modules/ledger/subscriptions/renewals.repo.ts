import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { providerDebts, subscriptions } from './subscriptions.table.ts';

/**
 * Renewals and debts (issue 19, items 3 and 4): the rows the daily renewal job reads and the changes it makes.
 * Billing charges the cards (billing/subscriptions-renewal); this module alone writes the rows.
 */

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
export type TDebtRow = typeof providerDebts.$inferSelect;

/** The period a subscription runs for, as SQL: its months, or a boost's days. */
const periodInterval = sql`make_interval(months => coalesce(${subscriptions.periodMonths}, 0), days => coalesce(${subscriptions.days}, 0))`;

/** One agency's rows only (the development route running the job for one agency), else every agency's. */
const ofProvider = (providerId: number | undefined) =>
  providerId === undefined ? undefined : eq(subscriptions.providerId, providerId);

/**
 * Live subscriptions renewing automatically whose period ends before `until`, and with no unpaid debt (a failed
 * renewal is retried from its debt instead). Oldest end first, `limit` at a time, after `afterId` (keyset).
 */
export async function dueRenewals(
  db: TExecutor,
  input: { until: Date; afterId: number; limit: number; providerId?: number },
): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        lte(subscriptions.endsAt, input.until),
        gt(subscriptions.id, input.afterId),
        isNotNull(subscriptions.priceKurus),
        ofProvider(input.providerId),
        sql`not exists (select 1 from ${providerDebts} d where d.subscription_id = ${subscriptions.id} and d.paid_at is null)`,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(input.limit);
}

/** Unpaid renewal debts whose next charge is due, with their subscription. */
export async function dueRetries(
  db: TExecutor,
  now: Date,
  afterId: number,
  limit: number,
  providerId?: number,
) {
  return db
    .select({ debt: providerDebts, subscription: subscriptions })
    .from(providerDebts)
    .innerJoin(subscriptions, eq(subscriptions.id, providerDebts.subscriptionId))
    .where(
      and(
        isNull(providerDebts.paidAt),
        lte(providerDebts.nextAttemptAt, now),
        gt(providerDebts.id, afterId),
        eq(subscriptions.status, 'active'),
        ofProvider(providerId),
      ),
    )
    .orderBy(asc(providerDebts.id))
    .limit(limit);
}

export async function findSubscription(db: TExecutor, id: number): Promise<TSubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/**
 * Adds one period to a subscription whose period ends at `fromEndsAt`: idempotent (a second call finds the end
 * moved and changes nothing). Answers whether it moved.
 */
export async function extendSubscription(
  db: TExecutor,
  input: { id: number; fromEndsAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ endsAt: sql`${subscriptions.endsAt} + ${periodInterval}` })
    .where(and(eq(subscriptions.id, input.id), eq(subscriptions.endsAt, input.fromEndsAt)))
    .returning({ id: subscriptions.id });
  if (rows.length > 0) await followPackage(db, input.id);
  return rows.length > 0;
}

/**
 * The categories chosen with a package's rights end, stop and run again with it: after its renewal, stop, restart
 * or end they take its end and (stopped, cancelled or running) its state. Categories ended earlier stay ended.
 */
export async function followPackage(db: TExecutor, packageId: number): Promise<void> {
  await db.execute(sql`
    update subscriptions c
    set ends_at = p.ends_at,
        status = case when p.status in ('stopped', 'cancelled') then p.status
                      when c.status = 'stopped' then 'active'
                      else c.status end
    from subscriptions p
    where p.id = ${packageId} and c.package_subscription_id = p.id and c.kind = 'category'
      and c.status <> 'cancelled'`);
}

/** A stopped subscription runs again from `now` for one new period (its debt was paid). */
export async function reactivateSubscription(db: TExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({
      status: 'active',
      startsAt: now,
      endsAt: sql`${now.toISOString()}::timestamptz + ${periodInterval}`,
      cancelledAt: null,
      cancelReason: null,
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'stopped')))
    .returning({ id: subscriptions.id });
  if (rows.length > 0) await followPackage(db, id);
  return rows.length > 0;
}

/** The last retry failed: the rights end now (status stopped); the debt stays to be paid. */
export async function stopSubscription(db: TExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'stopped', cancelledAt: now, cancelReason: 'renewal_failed' })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id });
  if (rows.length > 0) await followPackage(db, id);
  return rows.length > 0;
}

/**
 * Subscriptions that end without renewing (turned off, or cancelled at period end) become `cancelled` once their
 * end has passed. Answers the rows moved (for their notices).
 */
export async function expireEnded(db: TExecutor, now: Date, providerId?: number) {
  const moved = await db
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${subscriptions.endsAt})`,
    })
    .where(
      and(
        lte(subscriptions.endsAt, now),
        // A package's chosen categories follow their package (below), never their own end.
        isNull(subscriptions.packageSubscriptionId),
        ofProvider(providerId),
        or(
          eq(subscriptions.status, 'will_be_cancelled'),
          and(eq(subscriptions.status, 'active'), eq(subscriptions.autoRenew, false)),
        ),
      ),
    )
    .returning({
      id: subscriptions.id,
      providerId: subscriptions.providerId,
      kind: subscriptions.kind,
      endsAt: subscriptions.endsAt,
    });
  for (const row of moved) if (row.kind === 'package') await followPackage(db, row.id);
  return moved;
}

/** A failed renewal's debt (one open debt per subscription: a second insert changes nothing). */
export async function openRenewalDebt(
  db: TExecutor,
  input: {
    providerId: number;
    subscriptionId: number;
    amountKurus: number;
    description: string;
    now: Date;
    nextAttemptAt: Date;
  },
): Promise<TDebtRow | undefined> {
  const [row] = await db
    .insert(providerDebts)
    .values({
      providerId: input.providerId,
      kind: 'subscription',
      amountKurus: input.amountKurus,
      dueAt: input.now,
      createdAt: input.now,
      subscriptionId: input.subscriptionId,
      attempts: 1,
      nextAttemptAt: input.nextAttemptAt,
      description: input.description,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A retry failed: counted, and the next one set (null: no more). Only an unpaid debt at `attempts` moves. */
export async function recordRetryFailure(
  db: TExecutor,
  input: { id: number; attempts: number; nextAttemptAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(providerDebts)
    .set({ attempts: input.attempts + 1, nextAttemptAt: input.nextAttemptAt })
    .where(
      and(
        eq(providerDebts.id, input.id),
        eq(providerDebts.attempts, input.attempts),
        isNull(providerDebts.paidAt),
      ),
    )
    .returning({ id: providerDebts.id });
  return rows.length > 0;
}

export async function findDebt(db: TExecutor, id: number): Promise<TDebtRow | undefined> {
  const [row] = await db.select().from(providerDebts).where(eq(providerDebts.id, id)).limit(1);
  return row;
}

/** Marks an unpaid debt paid by `paymentRef` (once: a second call answers undefined). */
export async function markDebtPaid(
  db: TExecutor,
  input: { id: number; paymentRef: string; now: Date },
): Promise<TDebtRow | undefined> {
  const [row] = await db
    .update(providerDebts)
    .set({ paidAt: input.now, paidPaymentRef: input.paymentRef, nextAttemptAt: null })
    .where(and(eq(providerDebts.id, input.id), isNull(providerDebts.paidAt)))
    .returning();
  return row;
}

/** The open debt of a subscription, paid by a retry's charge (once). */
export async function markSubscriptionDebtPaid(
  db: TExecutor,
  input: { subscriptionId: number; paymentRef: string; now: Date },
): Promise<void> {
  await db
    .update(providerDebts)
    .set({ paidAt: input.now, paidPaymentRef: input.paymentRef, nextAttemptAt: null })
    .where(and(eq(providerDebts.subscriptionId, input.subscriptionId), isNull(providerDebts.paidAt)));
}

/**
 * What the agency owes now (kuruş): every unpaid debt that is due (a failed renewal's is due at once; a commission
 * piece from its due date, issue 20: the plan's later months are not owed yet).
 */
export async function unpaidDebtKurus(db: TExecutor, providerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${providerDebts.amountKurus}), 0)` })
    .from(providerDebts)
    .where(
      and(
        eq(providerDebts.providerId, providerId),
        isNull(providerDebts.paidAt),
        // A subscription's debt is owed from the moment its charge failed (whatever date the renewal ran for);
        // a commission piece from its due date.
        or(eq(providerDebts.kind, 'subscription'), lte(providerDebts.dueAt, now)),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The agency's unpaid debts for subscriptions of these kinds (Subscription/debt, PackageSubscription/debt). */
export async function unpaidDebtsOf(
  db: TExecutor,
  providerId: number,
  kinds: TSubscriptionRow['kind'][] | null,
) {
  return db
    .select({ debt: providerDebts, subscription: subscriptions })
    .from(providerDebts)
    .leftJoin(subscriptions, eq(subscriptions.id, providerDebts.subscriptionId))
    .where(
      and(
        eq(providerDebts.providerId, providerId),
        isNull(providerDebts.paidAt),
        kinds ? inArray(subscriptions.kind, kinds) : undefined,
      ),
    )
    .orderBy(asc(providerDebts.dueAt));
}

/** When one agency's next automatic renewal is due: the soonest end of its live, renewing subscriptions. */
export async function nextRenewalAt(db: TExecutor, providerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        isNotNull(subscriptions.priceKurus),
      ),
    )
    .orderBy(asc(subscriptions.endsAt))
    .limit(1);
  return row?.endsAt ?? null;
}
