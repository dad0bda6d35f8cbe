import {
  PORTFOLIO_IMAGE,
  PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
  PORTFOLIO_WORKS_RECOMMENDED,
  type TLocale,
  type TPortfolioItem,
  type TPortfolioList,
  ZPortfolioBody,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDb } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { parseBody } from '../../../platform/validate.ts';
import { categoryExists } from '../../catalogue/catalogue.service.ts';
import { storePublicImage } from '../../files/images.ts';
import { readMultipart } from '../../files/uploads.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import { existingIds, expertiseCategories, selectCity } from '../match-settings/match-settings.repo.ts';
import { afterProfileChange } from '../profile/after-profile-change.ts';
import {
  findPortfolioItem,
  insertPortfolioItem,
  listPortfolio,
  softDeletePortfolioItem,
  type TPortfolioRow,
  type TPortfolioValues,
  updatePortfolioItem,
} from './portfolio.repo.ts';

type TCall = { deps: TDeps; userId: number; locale: TLocale };
type TBody = z.output<typeof ZPortfolioBody>;

const imagePrefix = (providerId: number) => `/api/v1/files/public/portfolio/${providerId}/`;

function view(row: TPortfolioRow): TPortfolioItem {
  return {
    Id: row.id,
    Title: row.title,
    CompanyName: row.companyName,
    CategoryId: row.categoryId,
    SectorId: row.sectorId,
    GeoScope: row.geoScope,
    Audience: row.audience,
    ClientCityId: row.clientCityId,
    ImageSrcs: row.imageSrcs,
    VideoUrl: row.videoUrl,
    ExpertiseIds: row.expertiseIds,
    Skills: row.skills,
    Budget: row.budgetAmount === null ? null : String(row.budgetAmount),
    BudgetCurrency: row.budgetCurrency,
    StartDate: row.startDate,
    EndDate: row.endDate,
    IsOngoing: row.isOngoing,
    Introduction: row.introduction,
    Challenges: row.challenges,
    Solution: row.solution,
    Impact: row.impact,
    ReferenceUrl: row.referenceUrl,
    Tags: row.tags,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** Checks what the schema cannot: catalogue ids exist, expertises are the category's, photos are the agency's. */
async function invalidReferences(db: TDb, providerId: number, body: TBody): Promise<string[]> {
  const [category, sectors, expertises, city] = await Promise.all([
    categoryExists(db, body.CategoryId),
    existingIds(db, 'sectors', [body.SectorId]),
    expertiseCategories(db, body.ExpertiseIds),
    body.ClientCityId ? selectCity(db, body.ClientCityId) : Promise.resolve(true),
  ]);
  const invalid: string[] = [];
  if (!category) invalid.push('CategoryId');
  if (!sectors.has(body.SectorId)) invalid.push('SectorId');
  if (body.ExpertiseIds.some((id) => expertises.get(id) !== body.CategoryId)) invalid.push('ExpertiseIds');
  if (!city) invalid.push('ClientCityId');
  if (body.ImageSrcs.some((src) => !src.startsWith(imagePrefix(providerId)) || src.includes('..'))) {
    invalid.push('ImageSrcs');
  }
  return invalid;
}

async function valuesOf(call: TCall, providerId: number, raw: unknown): Promise<TPortfolioValues> {
  const body = parseBody(ZPortfolioBody, raw, call.locale);
  const invalid = await invalidReferences(call.deps.db, providerId, body);
  if (invalid.length > 0) {
    throw agenciesErrors.portfolioReferencesInvalid(invalid, call.locale);
  }
  const parts = [body.Introduction, body.Challenges, body.Solution, body.Impact];
  return {
    title: body.Title,
    companyName: body.CompanyName,
    categoryId: body.CategoryId,
    sectorId: body.SectorId,
    geoScope: body.GeoScope,
    audience: body.Audience,
    clientCityId: body.ClientCityId ?? null,
    imageSrcs: body.ImageSrcs,
    videoUrl: body.VideoUrl,
    expertiseIds: body.ExpertiseIds,
    skills: body.Skills,
    budgetAmount: body.Budget === null ? null : Number(body.Budget),
    budgetCurrency: body.Budget === null ? null : (body.BudgetCurrency ?? null),
    startDate: body.StartDate,
    endDate: body.IsOngoing ? null : body.EndDate || null,
    isOngoing: body.IsOngoing,
    introduction: body.Introduction,
    challenges: body.Challenges,
    solution: body.Solution,
    impact: body.Impact,
    detail: parts.join('\n\n'),
    referenceUrl: body.ReferenceUrl,
    tags: body.Tags,
  };
}

/** GET Portfolio: the agency's works with the numbers it works toward (5 for opportunities, 10 recommended). */
export async function agencyPortfolio(call: TCall): Promise<TPortfolioList> {
  const provider = await memberProvider(call.deps, call.userId);
  const rows = await listPortfolio(call.deps.db, provider.id);
  return {
    Items: rows.map(view),
    TotalCount: rows.length,
    NeededForOpportunities: PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
    Recommended: PORTFOLIO_WORKS_RECOMMENDED,
  };
}

export async function portfolioItem(call: TCall, id: number): Promise<TPortfolioItem> {
  const provider = await memberProvider(call.deps, call.userId);
  const row = await findPortfolioItem(call.deps.db, provider.id, id);
  if (!row) throw agenciesErrors.portfolioNotFound();
  return view(row);
}

export async function createPortfolioItem(call: TCall, raw: unknown): Promise<TPortfolioItem> {
  const provider = await memberProvider(call.deps, call.userId);
  const row = await insertPortfolioItem(
    call.deps.db,
    provider.id,
    await valuesOf(call, provider.id, raw),
    call.deps.clock.now(),
  );
  await afterProfileChange(call.deps, provider.id);
  return view(row);
}

export async function changePortfolioItem(call: TCall, id: number, raw: unknown): Promise<TPortfolioItem> {
  const provider = await memberProvider(call.deps, call.userId);
  // Another agency's work is "not found" before its body is even read.
  if (!(await findPortfolioItem(call.deps.db, provider.id, id))) throw agenciesErrors.portfolioNotFound();
  const row = await updatePortfolioItem(
    call.deps.db,
    provider.id,
    id,
    await valuesOf(call, provider.id, raw),
    call.deps.clock.now(),
  );
  if (!row) throw agenciesErrors.portfolioNotFound();
  await afterProfileChange(call.deps, provider.id);
  return view(row);
}

export async function deletePortfolioItem(call: TCall, id: number) {
  const provider = await memberProvider(call.deps, call.userId);
  if (!(await softDeletePortfolioItem(call.deps.db, provider.id, id, call.deps.clock.now()))) {
    throw agenciesErrors.portfolioNotFound();
  }
  await afterProfileChange(call.deps, provider.id);
  return agencyPortfolio(call);
}

/** POST Portfolio/image: one JPEG or PNG photo, stored as a 1200x900 (4:3) WebP; answers its address. */
export async function uploadPortfolioImage(call: TCall, request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files[0];
  if (!file) throw commonErrors.validationFailed(['File']);
  const src = await storePublicImage(call.deps, {
    body: file.body,
    folder: `portfolio/${provider.id}`,
    name: 'work',
    variant: PORTFOLIO_IMAGE,
  });
  return { Src: src };
}
