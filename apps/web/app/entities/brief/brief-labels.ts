import type {
  AUDIENCE_TYPES,
  AVAILABLE_TIMES,
  BUSINESS_TYPES,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  EMPLOYEE_COUNTS,
  GEO_SCOPES,
  TPricingModel,
  TURNOVER_RANGES,
} from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';

/**
 * Dictionary keys of the brief's enums, written out so the dictionary test finds each one. The plain maps are
 * how a brief reads on its pages; the *_CHOICES maps are how the question flow offers the same values.
 */

export const COMPANY_SIZE_LABELS = {
  startup: 'brief.companySize.startup',
  sme: 'brief.companySize.sme',
  large: 'brief.companySize.large',
  enterprise: 'brief.companySize.enterprise',
  public: 'brief.companySize.public',
  ngo: 'brief.companySize.ngo',
} as const satisfies Record<(typeof COMPANY_SIZES)[number], TMessageKey>;

export const COMPANY_SIZE_CHOICES = {
  ...COMPANY_SIZE_LABELS,
  large: 'brief.choice.companySize.large',
  enterprise: 'brief.choice.companySize.enterprise',
  ngo: 'brief.choice.companySize.ngo',
} as const satisfies Record<(typeof COMPANY_SIZES)[number], TMessageKey>;

export const EMPLOYEE_COUNT_CHOICES = {
  '1-10': 'brief.choice.employees.1-10',
  '11-50': 'brief.choice.employees.11-50',
  '51-200': 'brief.choice.employees.51-200',
  '201-1000': 'brief.choice.employees.201-1000',
  '1000+': 'brief.choice.employees.1000+',
} as const satisfies Record<(typeof EMPLOYEE_COUNTS)[number], TMessageKey>;

export const CONTACT_LABELS = {
  phone: 'brief.contact.phone',
  email: 'brief.contact.email',
  whatsapp: 'brief.contact.whatsapp',
  platform: 'brief.contact.platform',
} as const satisfies Record<(typeof CONTACT_PREFERENCES)[number], TMessageKey>;

export const CONTACT_CHOICES = {
  ...CONTACT_LABELS,
  platform: 'brief.choice.contact.platform',
} as const satisfies Record<(typeof CONTACT_PREFERENCES)[number], TMessageKey>;

export const AVAILABLE_TIME_LABELS: Record<string, TMessageKey> = {
  morning: 'brief.available.morning',
  afternoon: 'brief.available.afternoon',
  evening: 'brief.available.evening',
  anytime: 'brief.available.anytime',
} satisfies Record<(typeof AVAILABLE_TIMES)[number], TMessageKey>;

/** In lower case, for "Phone · mornings". */
export const AVAILABLE_TIME_INLINE_LABELS = {
  morning: 'brief.availableInline.morning',
  afternoon: 'brief.availableInline.afternoon',
  evening: 'brief.availableInline.evening',
  anytime: 'brief.availableInline.anytime',
} as const satisfies Record<(typeof AVAILABLE_TIMES)[number], TMessageKey>;

export const AVAILABLE_TIME_CHOICES = {
  morning: 'brief.choice.time.morning',
  afternoon: 'brief.choice.time.afternoon',
  evening: 'brief.choice.time.evening',
  anytime: 'brief.choice.time.anytime',
} as const satisfies Record<(typeof AVAILABLE_TIMES)[number], TMessageKey>;

export const AUDIENCE_LABELS = {
  b2b: 'brief.audience.b2b',
  b2c: 'brief.audience.b2c',
  b2g: 'brief.audience.b2g',
} as const satisfies Record<(typeof AUDIENCE_TYPES)[number], TMessageKey>;

export const AUDIENCE_CHOICES = {
  b2b: 'brief.choice.audience.b2b',
  b2c: 'brief.choice.audience.b2c',
  b2g: 'brief.choice.audience.b2g',
} as const satisfies Record<(typeof AUDIENCE_TYPES)[number], TMessageKey>;

export const GEO_SCOPE_LABELS = {
  local: 'brief.geoScope.local',
  national: 'brief.geoScope.national',
  international: 'brief.geoScope.international',
} as const satisfies Record<(typeof GEO_SCOPES)[number], TMessageKey>;

export const BUSINESS_TYPE_LABELS = {
  manufacturing: 'brief.businessType.manufacturing',
  retail: 'brief.businessType.retail',
  ecommerce: 'brief.businessType.ecommerce',
  services: 'brief.businessType.services',
  technology: 'brief.businessType.technology',
  other: 'brief.businessType.other',
} as const satisfies Record<(typeof BUSINESS_TYPES)[number], TMessageKey>;

export const TURNOVER_LABELS = {
  under_10m: 'brief.turnover.under_10m',
  '10m_100m': 'brief.turnover.10m_100m',
  '100m_1b': 'brief.turnover.100m_1b',
  over_1b: 'brief.turnover.over_1b',
} as const satisfies Record<(typeof TURNOVER_RANGES)[number], TMessageKey>;

export const TURNOVER_CHOICES = {
  under_10m: 'brief.choice.turnover.under_10m',
  '10m_100m': 'brief.choice.turnover.10m_100m',
  '100m_1b': 'brief.choice.turnover.100m_1b',
  over_1b: 'brief.choice.turnover.over_1b',
} as const satisfies Record<(typeof TURNOVER_RANGES)[number], TMessageKey>;

export const PRICING_MODEL_LABELS = {
  fixed: 'brief.pricing.fixed',
  monthly: 'brief.pricing.monthly',
  hourly: 'brief.pricing.hourly',
} as const satisfies Record<TPricingModel, TMessageKey>;

/** "₺30.000", "₺30.000 / ay", "₺750 / saat": the amount as its pricing model means it. */
export const PRICE_LABELS = {
  fixed: 'brief.price.fixed',
  monthly: 'brief.price.monthly',
  hourly: 'brief.price.hourly',
} as const satisfies Record<TPricingModel, TMessageKey>;
