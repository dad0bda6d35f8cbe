import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { offers, type TOfferRow } from './offers.table.ts';

/** A project misses data while any of the completion fields (OFFER_COMPLETION_FIELDS) is empty. */
const missesData = or(
  isNull(offers.audienceType),
  isNull(offers.geoScope),
  isNull(offers.businessType),
  isNull(offers.turnover),
  isNull(offers.isTender),
  isNull(offers.employeeCount),
  isNull(offers.contactPreference),
  isNull(offers.availableTime),
);

/** The client's own projects that still miss data: undeleted, not closed. */
function notCompletedOf(userId: number) {
  return and(eq(offers.userId, userId), isNull(offers.deletedAt), ne(offers.state, 'closed'), missesData);
}

export async function selectNotCompletedOffers(db: TDb, userId: number): Promise<TOfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(notCompletedOf(userId))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function hasNotCompletedOffer(db: TDb, userId: number): Promise<boolean> {
  const rows = await db.select({ id: offers.id }).from(offers).where(notCompletedOf(userId)).limit(1);
  return rows.length > 0;
}

export async function updateOfferFields(
  db: TDb,
  id: number,
  values: Pick<
    Partial<typeof offers.$inferInsert>,
    | 'audienceType'
    | 'geoScope'
    | 'businessType'
    | 'turnover'
    | 'isTender'
    | 'employeeCount'
    | 'contactPreference'
    | 'availableTime'
  >,
): Promise<TOfferRow | undefined> {
  const rows = await db
    .update(offers)
    .set(values)
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
    .returning();
  return rows[0];
}
