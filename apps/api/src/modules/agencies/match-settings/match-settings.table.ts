import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { expertises, sectors, technologies } from '../../catalogue/catalogue.table.ts';
import { providers } from '../../identity/accounts/providers.table.ts';

/**
 * An agency's match settings (rules.md section 5): where it works, its city preference and its mobile
 * minimum price. Technologies, best expertises and best sectors are the link tables below.
 */
export const providerMatchSettings = pgTable('provider_match_settings', {
  providerId: bigint('provider_id', { mode: 'number' })
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  /** WORK_REGIONS (contracts) the agency takes briefs from. */
  workRegions: text('work_regions').array().notNull().default([]),
  /** own_city | all */
  cityPreference: text('city_preference', { enum: ['own_city', 'all'] })
    .notNull()
    .default('all'),
  /** Whole lira; a mobile brief's budget must be at least this (at least 7000 TL). */
  mobileMinPriceTry: integer('mobile_min_price_try'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What briefs an agency wants (spec: opportunity preferences). Empty arrays mean "any"; a brief that does
 * not say (a not-completed one) passes only the preferences that are left empty.
 */
export const providerOpportunityPreferences = pgTable('provider_opportunity_preferences', {
  providerId: bigint('provider_id', { mode: 'number' })
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  budgetDefinedOnly: boolean('budget_defined_only').notNull().default(false),
  noPersonalEmail: boolean('no_personal_email').notNull().default(false),
  noNonDecisionMakers: boolean('no_non_decision_makers').notNull().default(false),
  tendersAllowed: boolean('tenders_allowed').notNull().default(true),
  audienceTypes: text('audience_types').array().notNull().default([]),
  geoScopes: text('geo_scopes').array().notNull().default([]),
  businessTypes: text('business_types').array().notNull().default([]),
  /** Sector ids */
  industries: integer('industries').array().notNull().default([]),
  turnovers: text('turnovers').array().notNull().default([]),
  companySizes: text('company_sizes').array().notNull().default([]),
  notifyByEmail: boolean('notify_by_email').notNull().default(true),
  notifyByWhatsapp: boolean('notify_by_whatsapp').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const providerTechnologies = pgTable(
  'provider_technologies',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.technologyId] })],
);

/** Best expertise areas (ProviderBestCategory): an expertise at most once. */
export const providerExpertises = pgTable(
  'provider_expertises',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    expertiseId: integer('expertise_id')
      .notNull()
      .references(() => expertises.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.expertiseId] })],
);

/** Best sectors (ProviderBestSector). */
export const providerSectors = pgTable(
  'provider_sectors',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.sectorId] }),
    index('provider_sectors_sector_idx').on(t.sectorId),
  ],
);

/** Agency types (UserProviderType): 1 to 3 chosen in match settings, up to 6 on the profile. */
export const providerAgencyTypes = pgTable(
  'provider_agency_types',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** AGENCY_TYPES (contracts) */
    agencyType: text('agency_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.agencyType] })],
);
