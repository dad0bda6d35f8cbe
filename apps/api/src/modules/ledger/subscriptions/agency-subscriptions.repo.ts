import { and, asc, desc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { adSlotHolds } from './ad-slot-holds.table.ts';
import { subscriptions } from './subscriptions.table.ts';

/** The operator console's reads and changes of an agency's subscriptions (issue 19 item 10), every kind. */

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

const DAY_MS = 86_400_000;

/** Every subscription of the agency: live ones first, then the latest ending. */
export async function listAllOf(db: TExecutor, providerId: number, now: Date): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerId, providerId))
    .orderBy(
      sql`(${subscriptions.status} in ('active', 'will_be_cancelled', 'continue') and ${subscriptions.endsAt} > ${now.toISOString()}::timestamptz) desc`,
      desc(subscriptions.endsAt),
      asc(subscriptions.id),
    );
}

/** Moves a subscription's end by `days` (only from the end read under the row's lock). */
export async function moveEnd(
  db: TExecutor,
  input: { id: number; fromEndsAt: Date; days: number },
): Promise<TSubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ endsAt: new Date(input.fromEndsAt.getTime() + input.days * DAY_MS) })
    .where(and(eq(subscriptions.id, input.id), eq(subscriptions.endsAt, input.fromEndsAt)))
    .returning();
  return row ?? null;
}

/** The agency's boosts queued from `from` on (not this one): they start `days` later, so none overlaps. */
export async function shiftBoostsFrom(
  db: TExecutor,
  input: { providerId: number; exceptId: number; from: Date; days: number },
): Promise<number> {
  const interval = sql`make_interval(days => ${input.days}::int)`;
  const rows = await db
    .update(subscriptions)
    .set({
      startsAt: sql`${subscriptions.startsAt} + ${interval}`,
      endsAt: sql`${subscriptions.endsAt} + ${interval}`,
    })
    .where(
      and(
        eq(subscriptions.providerId, input.providerId),
        eq(subscriptions.kind, 'boost'),
        ne(subscriptions.id, input.exceptId),
        sql`${subscriptions.status} in ('active', 'continue', 'stopped')`,
        gte(subscriptions.startsAt, input.from),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}

/**
 * How many slots of an ad type other ads take at some moment of [from, to) at most (an upper bound: every other
 * ad of the type running in that window, and every hold not yet lapsed, which becomes an ad when paid).
 */
export async function adSlotsTakenBetween(
  db: TExecutor,
  input: { type: string; exceptId: number; from: Date; to: Date; now: Date },
): Promise<number> {
  const [ads] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.kind, 'advertisement'),
        eq(subscriptions.plan, input.type),
        ne(subscriptions.id, input.exceptId),
        sql`${subscriptions.status} in ('active', 'will_be_cancelled')`,
        lt(subscriptions.startsAt, input.to),
        gt(subscriptions.endsAt, input.from),
      ),
    );
  const [holds] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adSlotHolds)
    .where(and(eq(adSlotHolds.adType, input.type), gt(adSlotHolds.expiresAt, input.now)));
  return Number(ads?.n ?? 0) + Number(holds?.n ?? 0);
}
