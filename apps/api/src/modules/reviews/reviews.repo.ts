import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db.ts';
import { reviews } from './reviews.table.ts';

export type TReviewRow = typeof reviews.$inferSelect;

export async function insertReview(db: TExecutor, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

export async function updateReview(db: TExecutor, id: number, values: Partial<typeof reviews.$inferInsert>) {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  return row;
}

export async function findReviewByEmail(db: TExecutor, providerId: number, email: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.reviewerEmail, email)));
  return row;
}

export async function findReviewByTokenHash(db: TExecutor, hash: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.confirmTokenHash, hash));
  return row;
}

export async function findAgencyReview(db: TExecutor, providerId: number, id: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.providerId, providerId)));
  return row;
}

/** Reviews sent from one IP address, or with one e-mail address, since a moment (rate limits). */
export async function countRecentReviews(
  db: TExecutor,
  by: { ip: string } | { email: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      and(
        'ip' in by ? eq(reviews.ip, by.ip) : eq(reviews.reviewerEmail, by.email),
        gt(reviews.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The agency's own reviews (everything but removed ones), newest first. */
export async function listAgencyReviews(db: TExecutor, providerId: number) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), ne(reviews.status, 'removed')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/**
 * Domains of the agency's own people: its website, contact e-mail and every member's e-mail. A review from one
 * of these is a self-review.
 */
export async function agencyDomains(db: TExecutor, providerId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select p.website, p.contact_email, u.email
    from providers p
    left join provider_members m on m.provider_id = p.id
    left join users u on u.id = m.user_id
    where p.id = ${providerId}`);
  const rows = (result as unknown as { rows: Array<Record<string, string | null>> }).rows;
  const domains = new Set<string>();
  for (const row of rows) {
    for (const email of [row.contact_email, row.email])
      if (email?.includes('@')) domains.add(email.split('@')[1]!.toLowerCase());
    if (row.website) {
      try {
        domains.add(new URL(row.website).hostname.toLowerCase().replace(/^www\./, ''));
      } catch {
        // A website that is not a URL names no domain.
      }
    }
  }
  return [...domains];
}

/**
 * Whether the reviewer's company was matched with the agency on Brifa: a client whose e-mail is the reviewer's,
 * or (for a corporate domain) shares its domain, had a brief matched with this agency.
 */
export async function wasMatchedWith(
  db: TExecutor,
  providerId: number,
  email: string,
  corporateDomain: string | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from matched_providers mp
    join offers o on o.id = mp.offer_id
    join users u on u.id = o.user_id
    where mp.provider_id = ${providerId}
      and (u.email = ${email} or (${corporateDomain}::text is not null and split_part(u.email, '@', 2) = ${corporateDomain}))
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The agency's rating (verified visible reviews only) and its review counts, as its row keeps them. */
export async function agencyRatingOf(db: TExecutor, providerId: number) {
  const [row] = await db
    .select({
      ratingAverage: sql<number>`coalesce(avg(${reviews.rating}) filter (where ${reviews.isVerified}), 0)::real`,
      verifiedReviewCount: sql<number>`(count(*) filter (where ${reviews.isVerified}))::int`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.status, 'visible')));
  return {
    ratingAverage: Number(row?.ratingAverage ?? 0),
    verifiedReviewCount: Number(row?.verifiedReviewCount ?? 0),
    reviewCount: Number(row?.reviewCount ?? 0),
  };
}

/** Writes the agency's reply only if there is none yet (one reply, even when two members answer at once). */
export async function setReplyOnce(db: TExecutor, id: number, reply: string, now: Date) {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning();
  return row;
}

/** A review locked for an operator's decision (issue 17). */
export async function lockReview(db: TExecutor, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}
