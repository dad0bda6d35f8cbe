import { and, count, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { matchedProviders } from './matching.table.ts';

/**
 * Per offer: agencies matched now (waiting or responded) and those that responded (the client's offers).
 */
export async function countMatches(db: TDb, offerIds: number[]) {
  const result = new Map<number, { matched: number; responded: number }>();
  if (offerIds.length === 0) return result;
  const rows = await db
    .select({
      offerId: matchedProviders.offerId,
      matched: count(),
      responded: sql<number>`count(*) filter (where ${matchedProviders.status} = 'responded')`.mapWith(
        Number,
      ),
    })
    .from(matchedProviders)
    .where(
      and(
        inArray(matchedProviders.offerId, offerIds),
        inArray(matchedProviders.status, ['waiting', 'responded']),
      ),
    )
    .groupBy(matchedProviders.offerId);
  for (const row of rows) result.set(row.offerId, { matched: row.matched, responded: row.responded });
  return result;
}
