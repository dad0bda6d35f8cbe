import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { subscriptions } from './subscriptions.table.ts';

/** Any active category or package subscription (pool contacts unlimited, services may be added). */
export async function hasActiveSubscription(db: TExecutor, providerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        sql`${subscriptions.kind} in ('category', 'package')`,
        sql`${subscriptions.status} in ('active', 'will_be_cancelled')`,
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The plan (lite | growth | elite) of the agency's active package subscription, or null (coupons ask it, issue 18). */
export async function activePackagePlan(
  db: TExecutor,
  providerId: number,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.kind, 'package'),
        sql`${subscriptions.status} in ('active', 'will_be_cancelled')`,
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(sql`${subscriptions.endsAt} desc`)
    .limit(1);
  return row?.plan ?? null;
}
