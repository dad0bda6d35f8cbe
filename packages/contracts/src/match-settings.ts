import { z } from 'zod';
import { ZExpertise, ZSector, ZTechnology } from './catalogue.ts';
import { fieldMessage, isErrorCode, type TErrorCode } from './errors.ts';
import type { TLocale } from './locale.ts';
import {
  AUDIENCE_TYPES,
  BUSINESS_TYPES,
  CITY_PREFERENCES,
  GEO_SCOPES,
  TURNOVER_RANGES,
  WORK_REGIONS,
} from './matching.ts';
import { COMPANY_SIZES } from './offers.ts';
import { MATCH_SETTINGS_LIMITS, MOBILE_MINIMUM_PRICE_KURUS } from './rules.ts';
import { issueMessage, type TIssueLike } from './validation.ts';

/**
 * An agency's match settings (GET Page/match-setting and its five POST calls) and its opportunity
 * preferences (GET/PUT OpportunityPreference), spec/rules.md section 5 "Match settings".
 *
 * The rule schemas carry error codes of `ERRORS` as their messages (`MATCH_TECHNOLOGIES_MIN`, ...), so the
 * API and the web app show the same localized sentence: `matchSettingsErrors` turns their issues into the
 * envelope's `Errors`. The API validates requests with the loose `*Body` schemas (shape only) and then
 * with the rule schemas, so that the rules answer with these sentences instead of generic ones.
 */

/** Agency types (UserProviderType): 1 to 3 in match settings, up to 6 on the profile (rules.md section 5). */
export const AGENCY_TYPES = [
  'full_service',
  'digital',
  'creative',
  'software',
  'media',
  'pr',
  'production',
  'performance',
  'consultancy',
  'freelance',
] as const;
export type TAgencyType = (typeof AGENCY_TYPES)[number];

/** The minimum price for mobile software briefs, in whole lira (7000 TL). */
export const MOBILE_MINIMUM_PRICE_TRY = MOBILE_MINIMUM_PRICE_KURUS / 100;

/** Longest list any of these calls accepts: more than the catalogues hold, to bound the work per request. */
const LIST_MAX = 200;

function distinct<T>(code: TErrorCode) {
  return (values: readonly T[], ctx: z.RefinementCtx) => {
    if (new Set(values).size !== values.length)
      ctx.addIssue({ code: 'custom', message: code, input: values });
  };
}

const id = z.number().int().positive();

// ---- POST Provider/access-work-area ----

export const ZWorkAreaBody = z.object({
  WorkRegions: z.array(z.string()).max(LIST_MAX),
  CityPreference: z.string(),
  /** Whole lira, digits only; required when the agency has services in the mobile category. */
  MobileMinPrice: z.union([z.string(), z.number()]).nullish(),
});

/** The work-area rules; `mobileRequired` when the agency offers mobile services (the API knows, the page says). */
export function workAreaSchema(mobileRequired: boolean) {
  return z
    .object({
      WorkRegions: z
        .array(z.enum(WORK_REGIONS))
        .max(WORK_REGIONS.length)
        .min(1, { message: 'MATCH_WORK_REGION_REQUIRED' })
        .superRefine(distinct('MATCH_CHOICE_DUPLICATE')),
      CityPreference: z.enum(CITY_PREFERENCES),
      MobileMinPrice: z
        .union([z.string(), z.number()])
        .nullish()
        .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
        .pipe(
          z
            .string()
            .regex(/^\d*$/, { message: 'digitsOnly' })
            .max(9)
            .transform((value) => (value === '' ? null : Number(value))),
        ),
    })
    .superRefine((value, ctx) => {
      if (value.MobileMinPrice === null) {
        if (mobileRequired) {
          ctx.addIssue({
            code: 'custom',
            path: ['MobileMinPrice'],
            message: 'MATCH_MOBILE_PRICE_REQUIRED',
            input: null,
          });
        }
      } else if (value.MobileMinPrice < MOBILE_MINIMUM_PRICE_TRY) {
        ctx.addIssue({
          code: 'custom',
          path: ['MobileMinPrice'],
          message: 'MATCH_MOBILE_PRICE_MIN',
          input: value.MobileMinPrice,
        });
      }
    });
}
export type TWorkAreaInput = z.input<typeof ZWorkAreaBody>;
export type TWorkArea = z.output<ReturnType<typeof workAreaSchema>>;

// ---- POST UserProviderType ----

export const ZAgencyTypesBody = z.object({ AgencyTypes: z.array(z.string()).max(LIST_MAX) });
export const ZAgencyTypes = z.object({
  AgencyTypes: z
    .array(z.enum(AGENCY_TYPES))
    .min(MATCH_SETTINGS_LIMITS.agencyTypesMin, { message: 'MATCH_AGENCY_TYPES_RANGE' })
    .max(MATCH_SETTINGS_LIMITS.agencyTypesMax, { message: 'MATCH_AGENCY_TYPES_RANGE' })
    .superRefine(distinct('MATCH_CHOICE_DUPLICATE')),
});
export type TAgencyTypes = z.infer<typeof ZAgencyTypes>;

// ---- POST ProviderBestCategory (best expertise areas) ----

export const ZBestExpertisesBody = z.object({ ExpertiseIds: z.array(z.number()).max(LIST_MAX) });
export const ZBestExpertises = z.object({
  ExpertiseIds: z.array(id).superRefine(distinct('MATCH_EXPERTISE_DUPLICATE')),
});
export type TBestExpertises = z.infer<typeof ZBestExpertises>;

// ---- POST ProviderBestSector ----

export const ZBestSectorsBody = z.object({ SectorIds: z.array(z.number()).max(LIST_MAX) });
export const ZBestSectors = z.object({
  SectorIds: z
    .array(id)
    .min(1, { message: 'MATCH_SECTORS_REQUIRED' })
    .superRefine(distinct('MATCH_SECTOR_DUPLICATE')),
});
export type TBestSectors = z.infer<typeof ZBestSectors>;

// ---- POST Technology ----

export const ZTechnologiesBody = z.object({ TechnologyIds: z.array(z.number()).max(LIST_MAX) });
export const ZTechnologies = z.object({
  TechnologyIds: z
    .array(id)
    .min(MATCH_SETTINGS_LIMITS.technologiesMin, { message: 'MATCH_TECHNOLOGIES_MIN' })
    .superRefine(distinct('MATCH_CHOICE_DUPLICATE')),
});
export type TTechnologies = z.infer<typeof ZTechnologies>;

// ---- GET Page/match-setting ----

/** A category the agency offers services in; below 3 services it receives no opportunities in it. */
export const ZMatchCategory = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Name: z.string(),
  ServiceCount: z.number().int(),
  /** At least 3 services: the category receives opportunities and may hold best expertise areas. */
  IsEligible: z.boolean(),
  /** Services still to add before it does (0 once eligible). */
  MissingServices: z.number().int(),
});
export type TMatchCategory = z.infer<typeof ZMatchCategory>;

export const ZMatchSettingsPage = z.object({
  WorkRegions: z.array(z.enum(WORK_REGIONS)),
  CityPreference: z.enum(CITY_PREFERENCES),
  /** Whole lira, or null when not set. */
  MobileMinPrice: z.number().int().nullable(),
  /** The agency offers mobile services, so the mobile minimum price must be given. */
  MobilePriceRequired: z.boolean(),
  /** The agency's own city, for the "own city only" choice. */
  OwnCity: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
  AgencyTypes: z.array(z.string()),
  TechnologyIds: z.array(z.number().int()),
  ExpertiseIds: z.array(z.number().int()),
  SectorIds: z.array(z.number().int()),
  Categories: z.array(ZMatchCategory),
  Options: z.object({
    Technologies: z.array(ZTechnology),
    Sectors: z.array(ZSector),
    /** Expertise areas of the categories the agency offers services in. */
    Expertises: z.array(ZExpertise),
  }),
  /** Team users may read and edit the settings too (docs/decisions.md). */
  CanEdit: z.boolean(),
});
export type TMatchSettingsPage = z.infer<typeof ZMatchSettingsPage>;

// ---- GET / PUT OpportunityPreference ----

const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).superRefine(distinct('MATCH_CHOICE_DUPLICATE')).default([]);

/** What briefs the agency wants; empty lists mean "any". Fields as the provider_opportunity_preferences table. */
export const ZOpportunityPreferences = z.object({
  BudgetDefinedOnly: z.boolean(),
  NoPersonalEmail: z.boolean(),
  NoNonDecisionMakers: z.boolean(),
  TendersAllowed: z.boolean(),
  AudienceTypes: enumList(AUDIENCE_TYPES),
  GeoScopes: enumList(GEO_SCOPES),
  BusinessTypes: enumList(BUSINESS_TYPES),
  /** Sector ids */
  Industries: z.array(id).max(LIST_MAX).superRefine(distinct('MATCH_CHOICE_DUPLICATE')).default([]),
  Turnovers: enumList(TURNOVER_RANGES),
  CompanySizes: enumList(COMPANY_SIZES),
  NotifyByEmail: z.boolean(),
  NotifyByWhatsapp: z.boolean(),
});
export type TOpportunityPreferencesInput = z.input<typeof ZOpportunityPreferences>;
export type TOpportunityPreferences = z.output<typeof ZOpportunityPreferences>;

/** Loose shape for the route: the rules above then answer with their own sentences. */
export const ZOpportunityPreferencesBody = z.object({
  BudgetDefinedOnly: z.boolean(),
  NoPersonalEmail: z.boolean(),
  NoNonDecisionMakers: z.boolean(),
  TendersAllowed: z.boolean(),
  AudienceTypes: z.array(z.string()).max(LIST_MAX).optional(),
  GeoScopes: z.array(z.string()).max(LIST_MAX).optional(),
  BusinessTypes: z.array(z.string()).max(LIST_MAX).optional(),
  Industries: z.array(z.number()).max(LIST_MAX).optional(),
  Turnovers: z.array(z.string()).max(LIST_MAX).optional(),
  CompanySizes: z.array(z.string()).max(LIST_MAX).optional(),
  NotifyByEmail: z.boolean(),
  NotifyByWhatsapp: z.boolean(),
});

export const ZOpportunityPreferencesPage = z.object({
  Preferences: z.object({
    BudgetDefinedOnly: z.boolean(),
    NoPersonalEmail: z.boolean(),
    NoNonDecisionMakers: z.boolean(),
    TendersAllowed: z.boolean(),
    AudienceTypes: z.array(z.enum(AUDIENCE_TYPES)),
    GeoScopes: z.array(z.enum(GEO_SCOPES)),
    BusinessTypes: z.array(z.enum(BUSINESS_TYPES)),
    Industries: z.array(z.number().int()),
    Turnovers: z.array(z.enum(TURNOVER_RANGES)),
    CompanySizes: z.array(z.enum(COMPANY_SIZES)),
    NotifyByEmail: z.boolean(),
    NotifyByWhatsapp: z.boolean(),
  }),
  /** Industries to choose from (the sector catalogue). */
  Sectors: z.array(ZSector),
  CanEdit: z.boolean(),
});
export type TOpportunityPreferencesPage = z.infer<typeof ZOpportunityPreferencesPage>;

// ---- messages ----

/**
 * Field -> localized message for issues of the schemas above: a code of `ERRORS` gives its own sentence,
 * anything else the shared field messages. A list's item issue (`TechnologyIds.3`) is reported on the list.
 */
export function matchSettingsErrors(issues: readonly TIssueLike[], locale: TLocale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String((issue.path ?? [])[0] ?? '_');
    errors[field] ??= isErrorCode(issue.message)
      ? fieldMessage(issue.message, locale)
      : issueMessage(issue, locale);
  }
  return errors;
}
