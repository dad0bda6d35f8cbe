import { and, desc, eq, gt, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { categories } from '../../catalogue/catalogue.table.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { agreements } from '../agreements/agreements.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';
import { agreementNps, brifaNps } from './nps.table.ts';

export type TBrifaNpsRow = typeof brifaNps.$inferSelect;
export type TAgreementNpsRow = typeof agreementNps.$inferSelect;

export async function findBrifaNpsByOffer(db: TDb, offerId: number): Promise<TBrifaNpsRow | undefined> {
  const rows = await db.select().from(brifaNps).where(eq(brifaNps.offerId, offerId)).limit(1);
  return rows[0];
}

export async function findBrifaNpsById(db: TDb, id: number): Promise<TBrifaNpsRow | undefined> {
  const rows = await db.select().from(brifaNps).where(eq(brifaNps.id, id)).limit(1);
  return rows[0];
}

/** The answer about a brief: one row per brief, a second answer replaces the first. */
export async function upsertBrifaNpsAnswer(
  db: TDb,
  row: { offerId: number; userId: number; score: number; comment: string; now: Date },
): Promise<TBrifaNpsRow> {
  const values = { score: row.score, comment: row.comment, answeredAt: row.now, updatedAt: row.now };
  const rows = await db
    .insert(brifaNps)
    .values({ offerId: row.offerId, userId: row.userId, createdAt: row.now, ...values })
    .onConflictDoUpdate({ target: brifaNps.offerId, set: values })
    .returning();
  return rows[0]!;
}

/** Records that the e-mail asked about the brief; nothing when a row exists already (asked or answered). */
export async function insertBrifaNpsRequest(db: TDb, row: { offerId: number; userId: number; now: Date }) {
  const rows = await db
    .insert(brifaNps)
    .values({
      offerId: row.offerId,
      userId: row.userId,
      requestedAt: row.now,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing({ target: brifaNps.offerId })
    .returning();
  return rows[0];
}

/** Briefs old enough to ask about, never asked or answered, with a matched agency the client saw. */
export async function selectOffersDueForBrifaNps(
  db: TDb,
  window: { createdAfter: Date; createdBefore: Date },
  limit: number,
) {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        isNull(offers.deletedAt),
        lte(offers.createdAt, window.createdBefore),
        gt(offers.createdAt, window.createdAfter),
        isNotNull(offers.accessToken),
        sql`exists (select 1 from ${matchedProviders} mp
          where mp.offer_id = ${offers.id} and mp.status in ('waiting', 'responded'))`,
        sql`not exists (select 1 from ${brifaNps} n where n.offer_id = ${offers.id})`,
      ),
    )
    .orderBy(offers.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Asks once per winning match: a second `brief.agreed` for the same match adds nothing. */
export async function insertAgreementNps(
  db: TDb,
  row: { offerId: number; matchedProviderId: number; providerId: number; userId: number; now: Date },
) {
  const rows = await db
    .insert(agreementNps)
    .values({
      offerId: row.offerId,
      matchedProviderId: row.matchedProviderId,
      providerId: row.providerId,
      userId: row.userId,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing({ target: agreementNps.matchedProviderId })
    .returning();
  return rows[0];
}

const agreementColumns = {
  nps: agreementNps,
  offerKey: offers.key,
  offerCompanyName: offers.companyName,
  offerCreatedAt: offers.createdAt,
  offerAccessToken: offers.accessToken,
  categoryTr: categories.nameTr,
  categoryEn: categories.nameEn,
  agencyName: providers.companyNickName,
  agencySlug: providers.slug,
};

function agreementQuery(db: TDb) {
  return db
    .select(agreementColumns)
    .from(agreementNps)
    .innerJoin(offers, eq(offers.id, agreementNps.offerId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(providers, eq(providers.id, agreementNps.providerId));
}

export type TAgreementNpsFull = Awaited<ReturnType<typeof findAgreementNpsById>> & {};

export async function findAgreementNpsById(db: TDb, id: number) {
  const rows = await agreementQuery(db)
    .where(and(eq(agreementNps.id, id), isNull(offers.deletedAt)))
    .limit(1);
  return rows[0];
}

/** The client's agreement scores: unanswered first, newest first. */
export async function selectAgreementNpsOfUser(db: TDb, userId: number) {
  return agreementQuery(db)
    .where(and(eq(agreementNps.userId, userId), isNull(offers.deletedAt)))
    .orderBy(
      sql`${agreementNps.answeredAt} is not null`,
      desc(agreementNps.createdAt),
      desc(agreementNps.id),
    );
}

export async function updateAgreementNps(
  db: TDb,
  id: number,
  values: Partial<Pick<TAgreementNpsRow, 'score' | 'comment' | 'answeredAt' | 'snoozedUntil' | 'updatedAt'>>,
) {
  await db.update(agreementNps).set(values).where(eq(agreementNps.id, id));
}

/** Whether the client has an unanswered agreement score that "later" does not hide now. */
export async function hasDueAgreementNps(db: TDb, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: agreementNps.id })
    .from(agreementNps)
    .innerJoin(offers, eq(offers.id, agreementNps.offerId))
    .where(
      and(
        eq(agreementNps.userId, userId),
        isNull(agreementNps.answeredAt),
        isNull(offers.deletedAt),
        or(isNull(agreementNps.snoozedUntil), lte(agreementNps.snoozedUntil, now)),
        // One prompt at a time: the client first confirms the amount of an agreement the agency documented.
        notExists(
          db
            .select({ id: agreements.id })
            .from(agreements)
            .where(and(eq(agreements.clientUserId, userId), eq(agreements.status, 'awaiting_confirmation'))),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The agency's answered scores: every score (for the figures) and the latest comments. */
export async function selectAgencyScores(db: TDb, providerId: number) {
  return db
    .select({ score: agreementNps.score, comment: agreementNps.comment, answeredAt: agreementNps.answeredAt })
    .from(agreementNps)
    .where(and(eq(agreementNps.providerId, providerId), isNotNull(agreementNps.answeredAt)))
    .orderBy(desc(agreementNps.answeredAt), desc(agreementNps.id));
}
