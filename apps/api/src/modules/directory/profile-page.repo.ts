import { BLOG_LIMITS, PROFILE_REVIEWS_SHOWN, type TReviewBreakdown } from '@brifa/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db.ts';
import { blogPosts } from '../agencies/blog/blog.table.ts';
import {
  providerAgencyTypes,
  providerSectors,
  providerTechnologies,
} from '../agencies/match-settings/match-settings.table.ts';
import { portfolioItems } from '../agencies/portfolio/portfolio.table.ts';
import { products } from '../agencies/products/products.table.ts';
import { providerServices } from '../agencies/profile/services.table.ts';
import { providerComments, providerReferences } from '../agencies/references/references.table.ts';
import { cities, technologies } from '../catalogue/catalogue.table.ts';
import { findPublicAgency } from '../identity/accounts/providers.service.ts';
import { reviews } from '../reviews/reviews.table.ts';

/** How many visible reviews the profile page carries (newest first; a contracts rule); the breakdown counts all. */
export { PROFILE_REVIEWS_SHOWN };

/** Everything public the agency has filled in, read in parallel. */
export async function publicSections(db: TExecutor, providerId: number) {
  const [
    services,
    agencyTypes,
    techs,
    sectorRows,
    works,
    references,
    comments,
    productRows,
    reviewRows,
    projects,
    blogRows,
  ] = await Promise.all([
    db
      .select()
      .from(providerServices)
      .where(eq(providerServices.providerId, providerId))
      .orderBy(asc(providerServices.categoryId), asc(providerServices.id)),
    db.select().from(providerAgencyTypes).where(eq(providerAgencyTypes.providerId, providerId)),
    db
      .select({ name: technologies.name })
      .from(providerTechnologies)
      .innerJoin(technologies, eq(technologies.id, providerTechnologies.technologyId))
      .where(eq(providerTechnologies.providerId, providerId))
      .orderBy(asc(technologies.name)),
    db.select().from(providerSectors).where(eq(providerSectors.providerId, providerId)),
    db
      .select({ work: portfolioItems, clientCity: cities.name })
      .from(portfolioItems)
      .leftJoin(cities, eq(cities.id, portfolioItems.clientCityId))
      .where(and(eq(portfolioItems.providerId, providerId), isNull(portfolioItems.deletedAt)))
      .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id)),
    db
      .select()
      .from(providerReferences)
      .where(eq(providerReferences.providerId, providerId))
      .orderBy(asc(providerReferences.sortOrder), asc(providerReferences.id)),
    db
      .select()
      .from(providerComments)
      .where(eq(providerComments.providerId, providerId))
      .orderBy(desc(providerComments.createdAt)),
    db
      .select()
      .from(products)
      .where(
        and(
          eq(products.providerId, providerId),
          eq(products.status, 'published'),
          isNull(products.deletedAt),
        ),
      )
      .orderBy(desc(products.updatedAt)),
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.providerId, providerId), eq(reviews.status, 'visible')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PROFILE_REVIEWS_SHOWN),
    wonProjects(db, providerId),
    db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.providerId, providerId), isNull(blogPosts.deletedAt)))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(BLOG_LIMITS.profilePosts),
  ]);
  return {
    services,
    agencyTypes,
    techs,
    sectorRows,
    works,
    references,
    comments,
    productRows,
    reviewRows,
    projects,
    blogRows,
  };
}

/** Briefs the agency won (the client agreed with it): category, sector and year only. */
async function wonProjects(db: TExecutor, providerId: number) {
  const result = await db.execute(sql`
    select mp.id, o.category_id, o.sector_id, extract(year from o.created_at)::int as year
    from offers o join matched_providers mp on mp.id = o.agreed_match_id
    where mp.provider_id = ${providerId} and o.deleted_at is null
    order by o.created_at desc limit 50`);
  return (
    result as unknown as {
      rows: Array<{ id: string | number; category_id: number; sector_id: number | null; year: number }>;
    }
  ).rows;
}

/** The rating breakdown of the visible reviews: averages count verified reviews only. */
export async function reviewBreakdown(db: TExecutor, providerId: number): Promise<TReviewBreakdown> {
  const result = await db.execute(sql`
    select
      count(*) filter (where is_verified)::int as verified,
      count(*) filter (where not is_verified)::int as unverified,
      coalesce(avg(rating) filter (where is_verified), 0)::float as average,
      ${sql.join(
        [1, 2, 3, 4, 5].map(
          (star) =>
            sql`count(*) filter (where is_verified and rating = ${star})::int as ${sql.raw(`star${star}`)}`,
        ),
        sql`, `,
      )},
      coalesce(avg(rating_budget) filter (where is_verified), 0)::float as budget,
      coalesce(avg(rating_quality) filter (where is_verified), 0)::float as quality,
      coalesce(avg(rating_schedule) filter (where is_verified), 0)::float as schedule,
      coalesce(avg(rating_collaboration) filter (where is_verified), 0)::float as collaboration,
      coalesce(avg(rating_price_performance) filter (where is_verified), 0)::float as price_performance,
      coalesce(avg(rating_communication) filter (where is_verified), 0)::float as communication,
      coalesce(round(100.0 * count(*) filter (where recommends) / nullif(count(*), 0)), 0)::int as recommend
    from reviews where provider_id = ${providerId} and status = 'visible'`);
  const row = (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
  const one = (value: number) => Math.round(Number(value) * 10) / 10;
  return {
    Average: one(row.average!),
    VerifiedCount: row.verified!,
    UnverifiedCount: row.unverified!,
    Stars: [1, 2, 3, 4, 5].map((star) => Number(row[`star${star}`])),
    Criteria: {
      Budget: one(row.budget!),
      Quality: one(row.quality!),
      Schedule: one(row.schedule!),
      Collaboration: one(row.collaboration!),
      PricePerformance: one(row.price_performance!),
      Communication: one(row.communication!),
    },
    RecommendPercent: row.recommend!,
  };
}

export { findPublicAgency };
