import {
  AGENCY_TYPES,
  categoryIdOf,
  MATCH_SETTINGS_LIMITS,
  matchSettingsErrors,
  type TAgencyType,
  type TCategoryKey,
  type TCityPreference,
  type TErrorCode,
  type TIssueLike,
  type TLocale,
  type TMatchSettingsPage,
  type TOpportunityPreferencesPage,
  type TTechnologyGroupKey,
  type TWorkRegion,
  WORK_REGIONS,
  workAreaSchema,
  ZAgencyTypes,
  ZBestExpertises,
  ZBestSectors,
  ZOpportunityPreferences,
  ZTechnologies,
} from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../agencies.events.ts';
import { listSectors } from '../../catalogue/catalogue.service.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import {
  countServicesByCategory,
  existingIds,
  expertiseCategories,
  replaceAgencyTypes,
  replaceExpertises,
  replaceSectors,
  replaceTechnologies,
  selectAllTechnologies,
  selectCategoriesByIds,
  selectCity,
  selectExpertisesOfCategories,
  selectMatchSettings,
  selectOpportunityPreferences,
  upsertOpportunityPreferences,
  upsertWorkArea,
} from './match-settings.repo.ts';

type TCall = { deps: TDeps; userId: number; locale: TLocale };

export const MOBILE_CATEGORY_ID = categoryIdOf('mobile');

/**
 * The agency of a signed-in owner or team user; anyone else (a client) is refused. Team users read and edit
 * the settings like the owner: they work the opportunities these settings bring (docs/decisions.md).
 */
async function agencyOf(deps: TDeps, userId: number) {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw identityErrors.providersOnly();
  return membership.provider;
}

/** Rejects input that breaks the rule schema, with each field's own sentence (e.g. "at least 5 technologies"). */
function parseRules<T>(
  schema: {
    safeParse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: readonly TIssueLike[] } };
  },
  input: unknown,
  locale: TLocale,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw commonErrors.fieldsInvalid(matchSettingsErrors(result.error.issues, locale));
}

function fieldError(code: TErrorCode, field: string, locale: TLocale) {
  return agenciesErrors.matchSetting(code, field, locale);
}

/** The matching index reads these tables: every change is told, and the index refreshes the agency. */
async function refresh(deps: TDeps, providerId: number) {
  await emit(deps, 'agency.changed', { providerId });
}

/** GET Page/match-setting */
export async function matchSettingsPage({ deps, userId, locale }: TCall): Promise<TMatchSettingsPage> {
  const provider = await agencyOf(deps, userId);
  return buildPage(deps, provider, locale);
}

async function buildPage(
  deps: TDeps,
  provider: { id: number; cityId: number | null },
  locale: TLocale,
): Promise<TMatchSettingsPage> {
  const current = await selectMatchSettings(deps.db, provider.id);
  const categoryIds = [...current.serviceCounts.keys()];
  const [categoryRows, technologyRows, sectors, expertiseRows, city] = await Promise.all([
    selectCategoriesByIds(deps.db, categoryIds),
    selectAllTechnologies(deps.db),
    listSectors({ db: deps.db, locale }),
    selectExpertisesOfCategories(deps.db, categoryIds),
    provider.cityId ? selectCity(deps.db, provider.cityId) : undefined,
  ]);
  const workRegions = (current.settings?.workRegions ?? []).filter((region): region is TWorkRegion =>
    (WORK_REGIONS as readonly string[]).includes(region),
  );
  return {
    WorkRegions: workRegions,
    CityPreference: (current.settings?.cityPreference ?? 'all') as TCityPreference,
    MobileMinPrice: current.settings?.mobileMinPriceTry ?? null,
    MobilePriceRequired: current.serviceCounts.has(MOBILE_CATEGORY_ID),
    OwnCity: city ? { Id: city.id, Name: city.name } : null,
    AgencyTypes: current.agencyTypes,
    TechnologyIds: current.technologyIds,
    ExpertiseIds: current.expertiseIds,
    SectorIds: current.sectorIds,
    Categories: categoryRows.map((row) => {
      const serviceCount = current.serviceCounts.get(row.id) ?? 0;
      return {
        Id: row.id,
        Key: row.key as TCategoryKey,
        Name: locale === 'en' ? row.nameEn : row.nameTr,
        ServiceCount: serviceCount,
        IsEligible: serviceCount >= MATCH_SETTINGS_LIMITS.servicesPerCategory,
        MissingServices: Math.max(0, MATCH_SETTINGS_LIMITS.servicesPerCategory - serviceCount),
      };
    }),
    Options: {
      Technologies: technologyRows.map((row) => ({
        Id: row.id,
        Key: row.key,
        Name: row.name,
        GroupKey: row.groupKey as TTechnologyGroupKey,
      })),
      Sectors: sectors,
      Expertises: expertiseRows.map((row) => ({
        Id: row.id,
        CategoryId: row.categoryId,
        Key: row.key,
        Name: locale === 'en' ? row.nameEn : row.nameTr,
      })),
    },
    CanEdit: true,
  };
}

/** POST Provider/access-work-area: regions, city preference and the mobile minimum price. */
export async function saveWorkArea(call: TCall, input: unknown): Promise<TMatchSettingsPage> {
  const { deps, userId, locale } = call;
  const provider = await agencyOf(deps, userId);
  const counts = await countServicesByCategory(deps.db, provider.id);
  const value = parseRules(workAreaSchema(counts.has(MOBILE_CATEGORY_ID)), input, locale);
  await upsertWorkArea(deps.db, provider.id, {
    workRegions: value.WorkRegions,
    cityPreference: value.CityPreference,
    mobileMinPriceTry: value.MobileMinPrice,
    updatedAt: deps.clock.now(),
  });
  await refresh(deps, provider.id);
  return buildPage(deps, provider, locale);
}

/** POST UserProviderType: 1 to 3 distinct agency types (the profile allows up to 6: docs/decisions.md). */
export async function saveAgencyTypes(call: TCall, input: unknown): Promise<TMatchSettingsPage> {
  const { deps, userId, locale } = call;
  const provider = await agencyOf(deps, userId);
  const value = parseRules(ZAgencyTypes, input, locale);
  const ordered = AGENCY_TYPES.filter((type: TAgencyType) => value.AgencyTypes.includes(type));
  await replaceAgencyTypes(deps.db, provider.id, ordered);
  await refresh(deps, provider.id);
  return buildPage(deps, provider, locale);
}

/** POST ProviderBestCategory: best expertise areas, each once, only in categories with at least 3 services. */
export async function saveBestExpertises(call: TCall, input: unknown): Promise<TMatchSettingsPage> {
  const { deps, userId, locale } = call;
  const provider = await agencyOf(deps, userId);
  const value = parseRules(ZBestExpertises, input, locale);
  const [categoryOf, counts] = await Promise.all([
    expertiseCategories(deps.db, value.ExpertiseIds),
    countServicesByCategory(deps.db, provider.id),
  ]);
  if (value.ExpertiseIds.some((id) => !categoryOf.has(id))) {
    throw fieldError('MATCH_CHOICE_UNKNOWN', 'ExpertiseIds', locale);
  }
  const outside = value.ExpertiseIds.some(
    (id) => (counts.get(categoryOf.get(id)!) ?? 0) < MATCH_SETTINGS_LIMITS.servicesPerCategory,
  );
  if (outside) throw fieldError('MATCH_EXPERTISE_NEEDS_SERVICES', 'ExpertiseIds', locale);
  await replaceExpertises(deps.db, provider.id, value.ExpertiseIds);
  await refresh(deps, provider.id);
  return buildPage(deps, provider, locale);
}

/** POST ProviderBestSector: at least one, distinct, existing sectors. */
export async function saveBestSectors(call: TCall, input: unknown): Promise<TMatchSettingsPage> {
  const { deps, userId, locale } = call;
  const provider = await agencyOf(deps, userId);
  const value = parseRules(ZBestSectors, input, locale);
  const known = await existingIds(deps.db, 'sectors', value.SectorIds);
  if (known.size !== value.SectorIds.length) throw fieldError('MATCH_CHOICE_UNKNOWN', 'SectorIds', locale);
  await replaceSectors(deps.db, provider.id, value.SectorIds);
  await refresh(deps, provider.id);
  return buildPage(deps, provider, locale);
}

/** POST Technology: at least 5 distinct, existing technologies. */
export async function saveTechnologies(call: TCall, input: unknown): Promise<TMatchSettingsPage> {
  const { deps, userId, locale } = call;
  const provider = await agencyOf(deps, userId);
  const value = parseRules(ZTechnologies, input, locale);
  const known = await existingIds(deps.db, 'technologies', value.TechnologyIds);
  if (known.size !== value.TechnologyIds.length) {
    throw fieldError('MATCH_CHOICE_UNKNOWN', 'TechnologyIds', locale);
  }
  await replaceTechnologies(deps.db, provider.id, value.TechnologyIds);
  await refresh(deps, provider.id);
  return buildPage(deps, provider, locale);
}

/** GET OpportunityPreference: the agency's preferences (the table's defaults until it saves them). */
export async function opportunityPreferencesPage({
  deps,
  userId,
  locale,
}: TCall): Promise<TOpportunityPreferencesPage> {
  const provider = await agencyOf(deps, userId);
  return buildPreferences(deps, provider.id, locale);
}

async function buildPreferences(
  deps: TDeps,
  providerId: number,
  locale: TLocale,
): Promise<TOpportunityPreferencesPage> {
  const [row, sectors] = await Promise.all([
    selectOpportunityPreferences(deps.db, providerId),
    listSectors({ db: deps.db, locale }),
  ]);
  // Stored values were checked on the way in; the parse drops anything a later enum change retired.
  const stored = ZOpportunityPreferences.safeParse({
    BudgetDefinedOnly: row?.budgetDefinedOnly ?? false,
    NoPersonalEmail: row?.noPersonalEmail ?? false,
    NoNonDecisionMakers: row?.noNonDecisionMakers ?? false,
    TendersAllowed: row?.tendersAllowed ?? true,
    AudienceTypes: row?.audienceTypes ?? [],
    GeoScopes: row?.geoScopes ?? [],
    BusinessTypes: row?.businessTypes ?? [],
    Industries: row?.industries ?? [],
    Turnovers: row?.turnovers ?? [],
    CompanySizes: row?.companySizes ?? [],
    NotifyByEmail: row?.notifyByEmail ?? true,
    NotifyByWhatsapp: row?.notifyByWhatsapp ?? false,
  });
  if (!stored.success) throw commonErrors.internal();
  return { Preferences: stored.data, Sectors: sectors, CanEdit: true };
}

/** PUT OpportunityPreference: replaces the preferences; the matching engine obeys them from now on. */
export async function saveOpportunityPreferences(
  call: TCall,
  input: unknown,
): Promise<TOpportunityPreferencesPage> {
  const { deps, userId, locale } = call;
  const provider = await agencyOf(deps, userId);
  const value = parseRules(ZOpportunityPreferences, input, locale);
  const known = await existingIds(deps.db, 'sectors', value.Industries);
  if (known.size !== value.Industries.length) throw fieldError('MATCH_CHOICE_UNKNOWN', 'Industries', locale);
  await upsertOpportunityPreferences(deps.db, provider.id, {
    budgetDefinedOnly: value.BudgetDefinedOnly,
    noPersonalEmail: value.NoPersonalEmail,
    noNonDecisionMakers: value.NoNonDecisionMakers,
    tendersAllowed: value.TendersAllowed,
    audienceTypes: value.AudienceTypes,
    geoScopes: value.GeoScopes,
    businessTypes: value.BusinessTypes,
    industries: value.Industries,
    turnovers: value.Turnovers,
    companySizes: value.CompanySizes,
    notifyByEmail: value.NotifyByEmail,
    notifyByWhatsapp: value.NotifyByWhatsapp,
    updatedAt: deps.clock.now(),
  });
  await refresh(deps, provider.id);
  return buildPreferences(deps, provider.id, locale);
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { selectOpportunityPreferences, upsertOpportunityPreferences } from './match-settings.repo.ts';
