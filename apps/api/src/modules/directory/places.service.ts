import { createHmac } from 'node:crypto';
import {
  CATEGORY_PAGE_AGENCIES,
  CATEGORY_PAGE_MIN_QUOTES,
  calendarDay,
  citySlugOf,
  NOTICE_BUDGET_BANDS_TRY,
  type TCategoryKey,
  type TCategoryPage,
  type TCategoryPageQuery,
  type TDirectoryQuery,
  type TLocale,
  type TTimeline,
  type TTimelineCard,
} from '@brifa/contracts';
import { commonErrors } from '../../platform/common.errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { categoryAds } from '../ledger/subscriptions/subscriptions.service.ts';
import { directoryErrors } from './directory.errors.ts';
import { searchDirectory } from './directory.repo.ts';
import {
  agencyFigures,
  allCities,
  categoryByKey,
  citiesOfCategory,
  quoteFigures,
  recentBriefCount,
  type TTimelineRow,
  timelineRows,
} from './places.repo.ts';

/** GET SearchProvider/category-page: a category's (and city's) listed agencies, live figures and sponsored slot. */
export async function categoryPage(
  deps: Pick<TDeps, 'db' | 'clock'>,
  query: TCategoryPageQuery,
  locale: TLocale,
): Promise<TCategoryPage> {
  const category = await categoryByKey(deps.db, query.CategoryKey);
  if (!category) throw commonErrors.notFound();
  let city: { Id: number; Name: string; Slug: string } | null = null;
  if (query.City) {
    const found = (await allCities(deps.db)).find((row) => citySlugOf(row.name) === query.City);
    if (!found) throw directoryErrors.cityNotFound();
    city = { Id: found.id, Name: found.name, Slug: query.City };
  }
  const now = deps.clock.now();
  const cityId = city?.Id ?? null;
  const listQuery = {
    CategoryId: category.id,
    ...(cityId ? { CityId: cityId } : {}),
    Sort: 'recommended',
    PageIndex: 0,
    PageSize: CATEGORY_PAGE_AGENCIES,
  } as TDirectoryQuery;
  const [agencies, figures, briefs, quotes, ads, cities] = await Promise.all([
    searchDirectory(deps.db, listQuery, now),
    agencyFigures(deps.db, category.id, cityId),
    recentBriefCount(deps.db, category.id, cityId, now),
    quoteFigures(deps.db, category.id, cityId),
    categoryAds(deps.db, category.id, now),
    citiesOfCategory(deps.db, category.id),
  ]);
  // Typical budgets only from enough quotes by enough agencies: never one agency's price (decisions.md issue 21).
  const enough = quotes.quotes >= CATEGORY_PAGE_MIN_QUOTES && quotes.agencies >= CATEGORY_PAGE_MIN_QUOTES;
  return {
    CategoryId: category.id,
    CategoryKey: category.key as TCategoryKey,
    CategoryName: locale === 'tr' ? category.name_tr : category.name_en,
    CategoryDescription: locale === 'tr' ? category.description_tr : category.description_en,
    City: city,
    AgencyCount: figures.agencies,
    AverageRating: figures.rating === null ? null : Math.round(figures.rating * 10) / 10,
    ReviewCount: figures.reviews,
    RecentBriefCount: briefs,
    Quotes: {
      Count: quotes.quotes,
      MedianTl: enough ? quotes.median : null,
      LowTl: enough ? quotes.low : null,
      HighTl: enough ? quotes.high : null,
    },
    Agencies: agencies.items,
    Sponsored: ads.Items,
    Cities: cities.map((row) => ({
      Id: row.id,
      Name: row.name,
      Slug: citySlugOf(row.name),
      AgencyCount: Number(row.agencies),
    })),
  };
}

/** The band of NOTICE_BUDGET_BANDS_TRY a budget falls in (whole lira), the top band open-ended. */
export function budgetBandOf(budgetTry: number | null): TTimelineCard['BudgetBand'] {
  if (budgetTry === null || budgetTry <= 0) return null;
  const bands = NOTICE_BUDGET_BANDS_TRY;
  for (let i = bands.length - 1; i >= 0; i -= 1) {
    if (budgetTry >= bands[i]!) return { MinTl: bands[i]!, MaxTl: bands[i + 1] ?? null };
  }
  return null;
}

function toCard(row: TTimelineRow, locale: TLocale, secret: Uint8Array): TTimelineCard {
  const created = new Date(row.created_at);
  const firstAnswer = row.first_answer_at ? new Date(row.first_answer_at) : null;
  // Names only while both sides agreed to be shown (the agreement's two consents).
  const named = row.agreement_id !== null && row.client_shown_at !== null && row.agency_shown_at !== null;
  return {
    Id: createHmac('sha256', secret).update(`timeline:${row.id}`).digest('hex').slice(0, 16),
    // Agreed: a live agreement record, or a brief the client marked agreed (earlier projects have no record).
    Kind: row.agreement_id !== null || row.state === 'agreed' ? 'agreement' : 'brief',
    CategoryKey: row.category_key as TCategoryKey,
    CategoryName: locale === 'tr' ? row.name_tr : row.name_en,
    City: row.city,
    BudgetBand: budgetBandOf(row.budget_try === null ? null : Number(row.budget_try)),
    AnsweredCount: Number(row.answered),
    FirstAnswerMinutes: firstAnswer
      ? Math.max(0, Math.round((firstAnswer.getTime() - created.getTime()) / 60_000))
      : null,
    Day: calendarDay(created),
    ClientCompany: named ? row.company_name : null,
    Agency:
      named && row.agency_name && row.agency_slug ? { Name: row.agency_name, Slug: row.agency_slug } : null,
  };
}

/** GET Timeline: the latest briefs and agreements as anonymous cards. */
export async function timeline(
  deps: Pick<TDeps, 'db' | 'clock' | 'secret'>,
  locale: TLocale,
): Promise<TTimeline> {
  const rows = await timelineRows(deps.db, deps.clock.now());
  return { Items: rows.map((row) => toCard(row, locale, deps.secret)) };
}
