/** Turkish texts of the agency dashboard (/provider/dashboard); en counterpart in ./profile-level.en.ts. */
export const profileLevelTr = {
  'dashboard.menu': 'Profil durumu',
  'dashboard.title': 'Profil seviyeniz',
  'dashboard.level': 'Profil seviyesi: %{level}',
  'dashboard.listed': 'Profiliniz ajans dizininde listeleniyor.',
  'dashboard.viewProfile': 'Profilimi gör',
  'dashboard.notListed':
    'Profilinizi %{threshold} seviyesinin üzerine çıkarın: ajans dizininde listelenin ve cüzdanınıza {amount} hediye kazanın.',
  'dashboard.bonusGranted': '{amount} profil tamamlama ödülü cüzdanınıza eklendi.',
  'dashboard.tasks': 'Tamamlanacak adımlar',
  'dashboard.tasksDone': 'Tamamlanan adımlar',
  'dashboard.points': '+{points} puan',
  'dashboard.fix': 'Tamamla',
  'dashboard.goals': 'Hedefler',
  'dashboard.goal.portfolioOpportunities': 'Fırsat almak için portföy: {count}/{goal}',
  'dashboard.goal.portfolioRecommended': 'Önerilen portföy: {count}/{goal}',
  'dashboard.goal.references': 'Referans logoları: {count}/{goal}',
  'dashboard.goal.reviews': 'Değerlendirmeler: {count}/{goal}',
  'dashboard.failed': 'Paneliniz yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
} as const;
