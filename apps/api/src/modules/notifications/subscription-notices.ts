import { SUBSCRIPTION_WARNING_DAYS } from '@brifa/contracts';
import { and, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.ts';
import { subscriptions } from '../ledger/subscriptions/subscriptions.table.ts';
import { notify } from './notices.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Warned this many days before a category or package subscription ends (and again the day before): a contracts rule. */
export { SUBSCRIPTION_WARNING_DAYS };

/**
 * The daily notice of subscriptions about to end: each window is one day wide, so a daily run notices each
 * subscription once per warning (its e-mails are also keyed, in case the job runs twice).
 */
export async function noticeExpiringSubscriptions(deps: TDeps): Promise<{ noticed: number }> {
  const now = deps.clock.now().getTime();
  let noticed = 0;
  for (const days of SUBSCRIPTION_WARNING_DAYS) {
    const rows = await deps.db
      .select({ id: subscriptions.id, providerId: subscriptions.providerId, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.kind, ['category', 'package']),
          // A category chosen with a package ends with it: the package's own notice covers it (issue 19).
          isNull(subscriptions.packageSubscriptionId),
          ne(subscriptions.status, 'cancelled'),
          gte(subscriptions.endsAt, new Date(now + (days - 1) * DAY_MS)),
          lt(subscriptions.endsAt, new Date(now + days * DAY_MS)),
        ),
      );
    for (const row of rows) {
      await deps.db.transaction((tx) =>
        notify(
          { ...deps, db: tx },
          {
            kind: 'subscription_expiring',
            params: { Days: days },
            link: '/premium/subscription',
            to: { providerId: row.providerId },
            key: `subscription-expiring:${row.id}:${days}`,
          },
        ),
      );
      noticed += 1;
    }
  }
  return { noticed };
}
