import { backlinks } from '../../modules/growth/backlinks/backlinks.table.ts';
import type { TDb } from '../../platform/db.ts';
import type { TDemoPlanAgency } from './demo.ts';

const DAY_MS = 86_400_000;

/**
 * Issue 21: the first demo agency has named a page for its badge whose link carries rel="nofollow", so
 * /provider/link opens on a check to fix (no credit given: the demo's wallet balances stay as they were).
 * The credit report needs no demo row: the sandbox bureau answers a new request at once.
 */
export async function seedDemoGrowth(
  tx: TDb,
  agencies: readonly TDemoPlanAgency[],
  providerIds: ReadonlyMap<string, number>,
  now: Date,
) {
  const providerId = providerIds.get(agencies[0]!.provider.slug);
  if (providerId === undefined) return;
  await tx.insert(backlinks).values({
    providerId,
    pageUrl: `https://${agencies[0]!.provider.slug}.example.com/referanslar`,
    state: 'nofollow',
    detail: null,
    checkedAt: new Date(now.getTime() - 2 * DAY_MS),
    nextCheckAt: new Date(now.getTime() + 5 * DAY_MS),
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
}
