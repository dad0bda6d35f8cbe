/** A complete review of an agency, as the public review form sends it (POST Review). */
export function reviewBody(agencySlug: string, overrides: Record<string, unknown> = {}) {
  return {
    Agency: agencySlug,
    Rating: 5,
    RatingBudget: 4,
    RatingQuality: 5,
    RatingSchedule: 4,
    RatingCollaboration: 5,
    RatingPricePerformance: 4,
    RatingCommunication: 5,
    Objective: 'Yeni e-ticaret sitemizi zamanında açmak.',
    EnjoyedMost: 'Her hafta düzenli ve açık raporlama.',
    Text: 'Ekip işimizi baştan sona sahiplendi; teslim tarihlerine uydu, sorunları erkenden haber verdi.',
    Improvements: '',
    Recommends: true,
    ReviewerCompany: 'Moda Kahve',
    ReviewerName: 'Ayşe Yılmaz',
    ReviewerTitle: 'Pazarlama Müdürü',
    ReviewerEmail: 'ayse@modakahve.com.tr',
    ReviewerSectorId: 8,
    ReviewerCompanySize: 'sme',
    ServiceProvided: 'E-ticaret sitesi',
    Source: 'search',
    ...overrides,
  };
}
