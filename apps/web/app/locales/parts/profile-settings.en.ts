import type { profileSettingsTr } from './profile-settings.tr.ts';

export const profileSettingsEn: Record<keyof typeof profileSettingsTr, string> = {
  'providerSettings.nav': 'Profile settings',
  'providerSettings.tab.about': 'About',
  'providerSettings.tab.services': 'Services',
  'providerSettings.tab.portfolio': 'Portfolio',
  'providerSettings.tab.references': 'References',
  'providerSettings.tab.comments': 'Client testimonials',
  'providerSettings.tab.products': 'Products',
  'providerSettings.tab.reviews': 'Reviews',
  'providerSettings.tab.match': 'Match settings',
};
