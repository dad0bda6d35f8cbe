import type { TProfileFacts } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';

type TFactsRow = {
  has_logo: boolean;
  has_banner: boolean;
  short_length: number;
  description_length: number;
  has_basic: boolean;
  services: number;
  works: number;
  references: number;
  reviews: number;
  social_links: number;
  has_presentation: boolean;
};

/** What the profile level is computed from, in one query; undefined for an unknown agency. */
export async function profileFacts(db: TExecutor, providerId: number): Promise<TProfileFacts | undefined> {
  const result = await db.execute(sql`
    select p.logo_src is not null as has_logo,
      p.banner_src is not null as has_banner,
      char_length(p.short_description)::int as short_length,
      char_length(p.description)::int as description_length,
      (coalesce(p.website, '') <> '' and p.team_size is not null and p.founded_year is not null) as has_basic,
      (select count(*)::int from provider_services s where s.provider_id = p.id) as services,
      (select count(*)::int from portfolio_items w where w.provider_id = p.id and w.deleted_at is null) as works,
      (select count(*)::int from provider_references r where r.provider_id = p.id) as "references",
      (select count(*)::int from reviews v where v.provider_id = p.id and v.status = 'visible') as reviews,
      (select count(*)::int from jsonb_each_text(p.social_links) l where l.value <> '') as social_links,
      p.presentation_key is not null as has_presentation
    from providers p where p.id = ${providerId}`);
  const row = (result as unknown as { rows: TFactsRow[] }).rows[0];
  if (!row) return undefined;
  return {
    hasLogo: row.has_logo,
    hasBanner: row.has_banner,
    shortDescriptionLength: row.short_length,
    descriptionLength: row.description_length,
    hasBasicDetails: row.has_basic,
    services: row.services,
    portfolioWorks: row.works,
    references: row.references,
    visibleReviews: row.reviews,
    socialLinks: row.social_links,
    hasPresentation: row.has_presentation,
  };
}
