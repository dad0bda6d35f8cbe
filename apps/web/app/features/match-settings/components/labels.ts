import type {
  COMPANY_SIZES,
  TAudienceType,
  TBusinessType,
  TGeoScope,
  TTechnologyGroupKey,
  TTurnoverRange,
  TWorkRegion,
} from '@brifa/contracts';
import type { TMessageKey } from '../../../locales/tr.ts';

/** Dictionary keys of each enum value, written out so that the unused-key check finds them. */
export const REGION_LABELS: Record<TWorkRegion, TMessageKey> = {
  marmara: 'matchSettings.region.marmara',
  aegean: 'matchSettings.region.aegean',
  mediterranean: 'matchSettings.region.mediterranean',
  central_anatolia: 'matchSettings.region.central_anatolia',
  black_sea: 'matchSettings.region.black_sea',
  eastern_anatolia: 'matchSettings.region.eastern_anatolia',
  southeastern_anatolia: 'matchSettings.region.southeastern_anatolia',
};

export { AGENCY_TYPE_LABELS } from '../../../lib/agency-labels.ts';

export const TECH_GROUP_LABELS: Record<TTechnologyGroupKey, TMessageKey> = {
  frontend: 'matchSettings.techGroup.frontend',
  backend: 'matchSettings.techGroup.backend',
  mobile: 'matchSettings.techGroup.mobile',
  cms: 'matchSettings.techGroup.cms',
  ecommerce: 'matchSettings.techGroup.ecommerce',
  design: 'matchSettings.techGroup.design',
  game: 'matchSettings.techGroup.game',
  cloud: 'matchSettings.techGroup.cloud',
  data: 'matchSettings.techGroup.data',
  marketing: 'matchSettings.techGroup.marketing',
  crm: 'matchSettings.techGroup.crm',
};

export const AUDIENCE_LABELS: Record<TAudienceType, TMessageKey> = {
  b2b: 'opportunityPreferences.audience.b2b',
  b2c: 'opportunityPreferences.audience.b2c',
  b2g: 'opportunityPreferences.audience.b2g',
};

export const GEO_SCOPE_LABELS: Record<TGeoScope, TMessageKey> = {
  local: 'opportunityPreferences.geoScope.local',
  national: 'opportunityPreferences.geoScope.national',
  international: 'opportunityPreferences.geoScope.international',
};

export const BUSINESS_TYPE_LABELS: Record<TBusinessType, TMessageKey> = {
  manufacturing: 'opportunityPreferences.businessType.manufacturing',
  retail: 'opportunityPreferences.businessType.retail',
  ecommerce: 'opportunityPreferences.businessType.ecommerce',
  services: 'opportunityPreferences.businessType.services',
  technology: 'opportunityPreferences.businessType.technology',
  other: 'opportunityPreferences.businessType.other',
};

export const TURNOVER_LABELS: Record<TTurnoverRange, TMessageKey> = {
  under_10m: 'opportunityPreferences.turnover.under_10m',
  '10m_100m': 'opportunityPreferences.turnover.10m_100m',
  '100m_1b': 'opportunityPreferences.turnover.100m_1b',
  over_1b: 'opportunityPreferences.turnover.over_1b',
};

export const COMPANY_SIZE_LABELS: Record<(typeof COMPANY_SIZES)[number], TMessageKey> = {
  startup: 'opportunityPreferences.companySize.startup',
  sme: 'opportunityPreferences.companySize.sme',
  large: 'opportunityPreferences.companySize.large',
  enterprise: 'opportunityPreferences.companySize.enterprise',
  public: 'opportunityPreferences.companySize.public',
  ngo: 'opportunityPreferences.companySize.ngo',
};
