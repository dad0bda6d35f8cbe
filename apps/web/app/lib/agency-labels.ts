import type { TAgencyType } from '@brifa/contracts';
import type { TMessageKey } from '../locales/tr.ts';

/** Dictionary keys of the agency types (match settings, profile settings, public profile). */
export const AGENCY_TYPE_LABELS: Record<TAgencyType, TMessageKey> = {
  full_service: 'matchSettings.agencyType.full_service',
  digital: 'matchSettings.agencyType.digital',
  creative: 'matchSettings.agencyType.creative',
  software: 'matchSettings.agencyType.software',
  media: 'matchSettings.agencyType.media',
  pr: 'matchSettings.agencyType.pr',
  production: 'matchSettings.agencyType.production',
  performance: 'matchSettings.agencyType.performance',
  consultancy: 'matchSettings.agencyType.consultancy',
  freelance: 'matchSettings.agencyType.freelance',
};

/** Social platforms as their owners write them. */
export const SOCIAL_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  behance: 'Behance',
};
