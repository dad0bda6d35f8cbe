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
