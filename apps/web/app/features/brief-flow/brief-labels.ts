import type {
  AUDIENCE_TYPES,
  AVAILABLE_TIMES,
  BUSINESS_TYPES,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  EMPLOYEE_COUNTS,
  GEO_SCOPES,
  TURNOVER_RANGES,
} from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';
import type { TBriefStep } from './brief-draft.ts';

/** Dictionary keys of the flow's choices, written out so the dictionary test finds each one. */

export const STEP_TITLES = {
  category: 'briefFlow.step.category',
  questions: 'briefFlow.step.questions',
  budget: 'briefFlow.step.budget',
  company: 'briefFlow.step.company',
  description: 'briefFlow.step.description',
  contact: 'briefFlow.step.contact',
  file: 'briefFlow.step.file',
  account: 'briefFlow.step.account',
  code: 'briefFlow.step.code',
} as const satisfies Record<TBriefStep, TMessageKey>;

export const STEP_HINTS = {
  category: 'briefFlow.hint.category',
  questions: 'briefFlow.hint.questions',
  budget: 'briefFlow.hint.budget',
  company: 'briefFlow.hint.company',
  description: 'briefFlow.hint.description',
  contact: 'briefFlow.hint.contact',
  file: 'briefFlow.hint.file',
  account: 'briefFlow.hint.account',
  code: 'briefFlow.hint.code',
} as const satisfies Record<TBriefStep, TMessageKey>;

export const GEO_SCOPE_LABELS = {
  local: 'briefFlow.geoScope.local',
  national: 'briefFlow.geoScope.national',
  international: 'briefFlow.geoScope.international',
} as const satisfies Record<(typeof GEO_SCOPES)[number], TMessageKey>;

export const AUDIENCE_LABELS = {
  b2b: 'briefFlow.audience.b2b',
  b2c: 'briefFlow.audience.b2c',
  b2g: 'briefFlow.audience.b2g',
} as const satisfies Record<(typeof AUDIENCE_TYPES)[number], TMessageKey>;

export const COMPANY_SIZE_LABELS = {
  startup: 'briefFlow.companySize.startup',
  sme: 'briefFlow.companySize.sme',
  large: 'briefFlow.companySize.large',
  enterprise: 'briefFlow.companySize.enterprise',
  public: 'briefFlow.companySize.public',
  ngo: 'briefFlow.companySize.ngo',
} as const satisfies Record<(typeof COMPANY_SIZES)[number], TMessageKey>;

export const EMPLOYEE_COUNT_LABELS = {
  '1-10': 'briefFlow.employees.1-10',
  '11-50': 'briefFlow.employees.11-50',
  '51-200': 'briefFlow.employees.51-200',
  '201-1000': 'briefFlow.employees.201-1000',
  '1000+': 'briefFlow.employees.1000+',
} as const satisfies Record<(typeof EMPLOYEE_COUNTS)[number], TMessageKey>;

export const TURNOVER_LABELS = {
  under_10m: 'briefFlow.turnover.under_10m',
  '10m_100m': 'briefFlow.turnover.10m_100m',
  '100m_1b': 'briefFlow.turnover.100m_1b',
  over_1b: 'briefFlow.turnover.over_1b',
} as const satisfies Record<(typeof TURNOVER_RANGES)[number], TMessageKey>;

export const BUSINESS_TYPE_LABELS = {
  manufacturing: 'briefFlow.businessType.manufacturing',
  retail: 'briefFlow.businessType.retail',
  ecommerce: 'briefFlow.businessType.ecommerce',
  services: 'briefFlow.businessType.services',
  technology: 'briefFlow.businessType.technology',
  other: 'briefFlow.businessType.other',
} as const satisfies Record<(typeof BUSINESS_TYPES)[number], TMessageKey>;

export const CONTACT_LABELS = {
  phone: 'briefFlow.contact.phone',
  email: 'briefFlow.contact.email',
  whatsapp: 'briefFlow.contact.whatsapp',
  platform: 'briefFlow.contact.platform',
} as const satisfies Record<(typeof CONTACT_PREFERENCES)[number], TMessageKey>;

export const TIME_LABELS = {
  morning: 'briefFlow.time.morning',
  afternoon: 'briefFlow.time.afternoon',
  evening: 'briefFlow.time.evening',
  anytime: 'briefFlow.time.anytime',
} as const satisfies Record<(typeof AVAILABLE_TIMES)[number], TMessageKey>;

export const LEVEL_LABELS = {
  weak: 'briefFlow.description.level.weak',
  fair: 'briefFlow.description.level.fair',
  good: 'briefFlow.description.level.good',
} as const satisfies Record<'weak' | 'fair' | 'good', TMessageKey>;
