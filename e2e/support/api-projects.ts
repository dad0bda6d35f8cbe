import { type APIRequestContext, expect } from '@playwright/test';
import { body } from './api-accounts.ts';

type TQuestion = { Key: string; AnswerType: string; Options: Array<{ Key: string }> };

export type TCreatedProject = {
  OfferKey: string;
  MatchedCount: number;
  MissingFields: string[];
  Status: string;
};

const DESCRIPTION =
  'Zincir mağazalarımız için iOS ve Android üzerinde çalışacak bir sadakat uygulaması istiyoruz. ' +
  'Hedefimiz ilk yıl içinde 50.000 aktif kullanıcıya ulaşmak ve mağaza içi satışları yüzde on artırmak. ' +
  'Uygulama; dijital sadakat kartı, kampanya bildirimleri, mağaza bulucu ve mevcut ERP sistemimizle ' +
  'entegrasyon içermeli. Tasarım, geliştirme, test ve mağazalara yayın süreçlerinin tamamını ajanstan ' +
  'bekliyoruz. Proje takvimi yaklaşık dört ay, bütçe aralığımız brifte belirtildiği gibidir. Yayından sonra ' +
  'bir yıllık bakım ve destek de teklife dahil edilmeli.';

/** The five brief fields the matching preferences use; a brief without them is "not completed". */
export const COMPLETION_FIELDS = {
  AudienceType: 'b2c',
  GeoScope: 'national',
  BusinessType: 'retail',
  Turnover: '10m_100m',
  IsTender: false,
} as const;

export const NO_COMPLETION_FIELDS = {
  AudienceType: null,
  GeoScope: null,
  BusinessType: null,
  Turnover: null,
  IsTender: null,
} as const;

/**
 * Each brief's company gets its own name ("Moda Kahve 4821"): specs run in parallel against the same demo
 * agencies, so a shared name made one spec find another's thread or card.
 */
export function uniqueCompanyName(): string {
  return `Moda Kahve ${Math.floor(1000 + Math.random() * 9000)}`;
}

/** A mobile-app brief through POST Offer (the engine matches the demo agencies at once). */
export async function createProject(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TCreatedProject> {
  const questions = await body<TQuestion[]>(await request.get('/api/v1/Expertises/questions/3'));
  const answers = Object.fromEntries(
    questions.Data.map((q) => [
      q.Key,
      q.AnswerType === 'text'
        ? 'Sadakat kartı entegrasyonu'
        : q.AnswerType === 'single'
          ? q.Options[0]!.Key
          : [q.Options[0]!.Key],
    ]),
  );
  const answer = await body<TCreatedProject>(
    await request.post('/api/v1/Offer', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        CategoryId: 3,
        Answers: answers,
        BudgetTry: '750000',
        StartDate: '2027-01-15',
        CompanyName: uniqueCompanyName(),
        SectorId: 8,
        CompanySize: 'sme',
        EmployeeCount: '51-200',
        CityId: 34,
        DistrictId: 34023,
        IsDecisionMaker: true,
        Description: DESCRIPTION,
        ContactPreference: 'phone',
        AvailableTime: 'afternoon',
        ...COMPLETION_FIELDS,
        ...overrides,
      },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  return answer.Data;
}
