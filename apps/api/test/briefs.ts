import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { matchedProviders } from '../src/modules/briefs/matching/matching.table.ts';
import { offers } from '../src/modules/briefs/offers/offers.table.ts';
import type { TDb } from '../src/platform/db.ts';
import { bearer, me, signUp } from './accounts.ts';

/** Test helpers for projects: briefs made through the real API, matches written directly. */
export const BRIEF_DESCRIPTION =
  'Kadıköy’de 12 şubesi olan kahve zincirimiz için iOS ve Android mobil uygulama geliştirecek bir ajans arıyoruz. ' +
  'Hedefimiz sadakat programını uygulamaya taşımak ve ilk altı ayda 40 bin aktif kullanıcıya ulaşmak. Uygulamada ' +
  'sipariş, mağazadan teslim alma, puan biriktirme ve kampanya bildirimleri olmalı. Tasarımlarımız hazır değil; UX ' +
  'çalışmasını da ajansın yapmasını istiyoruz. Mart 2027 sonunda mağazalarda yayında olmasını planlıyoruz. Bütçemiz ' +
  '750 bin TL civarında; bakım ve destek için ayrıca aylık teklif bekliyoruz.';

/** The five brief fields /project-complete asks for, all filled. */
export const COMPLETE_FIELDS = {
  AudienceType: 'b2c',
  GeoScope: 'national',
  BusinessType: 'retail',
  Turnover: '10m_100m',
  IsTender: false,
} as const;

const answersCache = new Map<string, Record<string, string | string[]>>();

/**
 * Valid answers to a category's questions: the first option of each, and `text` for text questions.
 */
export async function categoryAnswers(
  app: FastifyInstance,
  categoryId = 3,
  text = 'Sadakat kartı entegrasyonu',
) {
  const cacheKey = `${categoryId}|${text}`;
  const cached = answersCache.get(cacheKey);
  if (cached) return cached;
  const questions = (
    await app.inject({ method: 'GET', url: `/api/v1/Expertises/questions/${categoryId}` })
  ).json().Data as Array<{ Key: string; AnswerType: string; Options: Array<{ Key: string }> }>;
  const answers = Object.fromEntries(
    questions.map((q) => [
      q.Key,
      q.AnswerType === 'text' ? text : q.AnswerType === 'single' ? q.Options[0]!.Key : [q.Options[0]!.Key],
    ]),
  );
  answersCache.set(cacheKey, answers);
  return answers;
}

export type TTestOffer = {
  Id: number;
  OfferKey: string;
  MissingFields: string[];
  CreatedAt: string;
  MatchedCount: number;
  Status: string;
};

/**
 * POST Offer (mobile app development unless `CategoryId` says otherwise, with valid answers for the
 * category); without overrides the five completion fields are left out.
 */
export async function createBrief(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TTestOffer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/Offer',
    headers: bearer(token),
    payload: {
      CategoryId: 3,
      Answers: await categoryAnswers(app, Number(overrides.CategoryId ?? 3)),
      BudgetTry: '750000',
      StartDate: '2027-01-15',
      CompanyName: 'Moda Kahve',
      SectorId: 8,
      CompanySize: 'sme',
      EmployeeCount: '51-200',
      CityId: 34,
      DistrictId: 34023,
      IsDecisionMaker: true,
      Description: BRIEF_DESCRIPTION,
      ContactPreference: 'phone',
      AvailableTime: 'afternoon',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`brief failed: ${res.body}`);
  return res.json().Data as TTestOffer;
}

/** An agency account (owner signed up through the API) and its provider id. */
export async function agencyAccount(app: FastifyInstance, db: TDb) {
  const account = await signUp(app, db, { kind: 'agency' });
  const providerId = (await me(app, account.token, account.userId)).json().Data.Provider.Id as number;
  return { ...account, providerId };
}

/** Matches an agency to an offer as the engine would (status responded unless told otherwise). */
export async function matchAgency(
  db: TDb,
  offerId: number,
  providerId: number,
  options: { status?: 'waiting' | 'responded' | 'declined' | 'expired'; at?: Date } = {},
) {
  const at = options.at ?? new Date();
  const [row] = await db
    .insert(matchedProviders)
    .values({
      offerId,
      providerId,
      source: 'engine',
      status: options.status ?? 'responded',
      score: 0.8,
      reasons: [],
      createdAt: at,
      respondBy: new Date(at.getTime() + 24 * 3600_000),
    })
    .returning();
  return row!;
}

export async function offerRow(db: TDb, offerId: number) {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
  return row!;
}

/** Moves a project's creation date back, e.g. to make it old enough for the feedback request. */
export async function ageOffer(db: TDb, offerId: number, createdAt: Date) {
  await db.update(offers).set({ createdAt }).where(eq(offers.id, offerId));
}
