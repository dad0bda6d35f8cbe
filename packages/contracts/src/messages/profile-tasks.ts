import type { TLocale } from '../locale.ts';
import { formatCopy, type TLocalizedText } from '../messages.ts';
import { PROFILE_TASK_MINIMUMS, type TProfileTaskKey } from '../profile-level.ts';

/**
 * The profile tasks' titles (the one source): the dashboard's profile card lists them and the suggestions
 * (issue 21 item 6) use them as their titles. `{params}`: the rules and PROFILE_TASK_MINIMUMS.
 */
export const PROFILE_TASK_TITLES: Record<TProfileTaskKey, TLocalizedText> = {
  logo: { tr: 'Logonuzu yükleyin', en: 'Upload your logo' },
  banner: { tr: 'Kapak görseli yükleyin', en: 'Upload a cover image' },
  shortDescription: { tr: 'Kısa tanıtım yazın', en: 'Write a short introduction' },
  description: {
    tr: 'En az {descriptionMin} karakterlik ajans tanıtımı yazın',
    en: 'Write an agency description of at least {descriptionMin} characters',
  },
  basicDetails: {
    tr: 'Web sitesi, ekip büyüklüğü ve kuruluş yılını girin',
    en: 'Enter your website, team size and founding year',
  },
  services: {
    tr: 'En az {profileServicesMin} hizmet ekleyin',
    en: 'Add at least {profileServicesMin} services',
  },
  portfolio: {
    tr: 'Portföyünüze en az {portfolioWorksMin} iş ekleyin',
    en: 'Add at least {portfolioWorksMin} works to your portfolio',
  },
  references: {
    tr: 'En az {referencesMin} referans logosu ekleyin',
    en: 'Add at least {referencesMin} reference logos',
  },
  reviews: { tr: 'İlk müşteri değerlendirmenizi alın', en: 'Get your first client review' },
  socialLinks: {
    tr: 'En az {socialLinksMin} sosyal medya bağlantısı ekleyin',
    en: 'Add at least {socialLinksMin} social media links',
  },
  presentation: { tr: 'Tanıtım dosyanızı yükleyin', en: 'Upload your presentation' },
};

const PROFILE_TASK_PARAMS = {
  descriptionMin: PROFILE_TASK_MINIMUMS.descriptionLength,
  portfolioWorksMin: PROFILE_TASK_MINIMUMS.portfolioWorks,
  referencesMin: PROFILE_TASK_MINIMUMS.references,
  socialLinksMin: PROFILE_TASK_MINIMUMS.socialLinks,
};

export function isProfileTaskKey(key: string): key is TProfileTaskKey {
  return Object.hasOwn(PROFILE_TASK_TITLES, key);
}

/** A task's title in `locale`, its numbers filled in. */
export function profileTaskTitle(key: TProfileTaskKey, locale: TLocale): string {
  return formatCopy(PROFILE_TASK_TITLES[key][locale], locale, PROFILE_TASK_PARAMS);
}
