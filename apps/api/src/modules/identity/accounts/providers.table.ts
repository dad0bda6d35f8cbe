import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, countries, districts } from '../../catalogue/catalogue.table.ts';
import { users } from '../users/users.table.ts';

/** An agency. Its owner is a provider user; team users join through later issues. */
export const providers = pgTable(
  'providers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Public URL key: /ajans/{slug}, /agency/{slug} */
    slug: text('slug').notNull().unique(),
    companyNickName: text('company_nick_name').notNull(),
    /** legal_entity | real_person */
    legalType: text('legal_type', { enum: ['legal_entity', 'real_person'] }).notNull(),
    /** AS | LTD for a legal entity */
    legalSuffix: text('legal_suffix', { enum: ['AS', 'LTD'] }),
    companyTitle: text('company_title').notNull(),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address'),
    website: text('website'),
    phone: text('phone'),
    contactEmail: text('contact_email'),
    /** One of TEAM_SIZE_FILTERS */
    teamSize: text('team_size'),
    experienceYears: smallint('experience_years'),
    foundedYear: smallint('founded_year'),
    zipCode: text('zip_code'),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Public image addresses (WebP variants through the storage adapter). */
    logoSrc: text('logo_src'),
    bannerSrc: text('banner_src'),
    /** The presentation file (PDF), private in storage; shown on the profile only when visible. */
    presentationKey: text('presentation_key'),
    presentationName: text('presentation_name'),
    isPresentationVisible: boolean('is_presentation_visible').notNull().default(false),
    /** { linkedin, twitter, facebook, instagram, youtube, pinterest, behance }: validated URLs (SOCIAL_PLATFORMS). */
    socialLinks: jsonb('social_links').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** Completion score 0-100 from the filled sections (profile level); above 80 the agency is listed. */
    profileLevel: smallint('profile_level').notNull().default(0),
    /** When the one-time wallet credit for passing the profile level was granted. */
    profileCreditGrantedAt: timestamp('profile_credit_granted_at', { withTimezone: true }),
    /** Visible reviews: average of verified ones only, counts of both. Kept by the reviews module. */
    ratingAverage: real('rating_average').notNull().default(0),
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Listed and matchable: set once the agency has verified its phone and approved its details and contract. */
    isApproved: boolean('is_approved').notNull().default(false),
    isInformationApproved: boolean('is_information_approved').notNull().default(false),
    isApprovedContract: boolean('is_approved_contract').notNull().default(false),
    /** The agency contract its owner accepted last: the version (rules' AGENCY_CONTRACT_VERSION then) and when. */
    contractVersion: text('contract_version'),
    contractAcceptedAt: timestamp('contract_accepted_at', { withTimezone: true }),
    /** Set by an operator (issue 17): a suspended agency gets no matches and cannot pay; told the reason. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Set by an operator (issue 17): the profile leaves the directory and its page answers "not found". */
    listingHiddenAt: timestamp('listing_hidden_at', { withTimezone: true }),
    listingHiddenReason: text('listing_hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('providers_city_idx').on(t.cityId)],
);

/** Who works for an agency: its owner and the team users invited by the owner. */
export const providerMembers = pgTable(
  'provider_members',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' })
      .unique(),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_members_provider_idx').on(t.providerId)],
);
