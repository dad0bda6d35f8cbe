/** Turkish texts of the agency's profile settings (about, services) and the settings tabs; en in ./profile-settings.en.ts. */
export const profileSettingsTr = {
  'providerSettings.nav': 'Profil ayarları',
  'providerSettings.tab.about': 'Hakkında',
  'providerSettings.tab.services': 'Hizmetler',
  'providerSettings.tab.portfolio': 'Portföy',
  'providerSettings.tab.references': 'Referanslar',
  'providerSettings.tab.comments': 'Müşteri yorumları',
  'providerSettings.tab.products': 'Ürünler',
  'providerSettings.tab.reviews': 'Değerlendirmeler',
  'providerSettings.tab.match': 'Eşleşme ayarları',
} as const;
