import {
  CATEGORY_KEYS,
  OFFER_COMPLETION_FIELDS,
  OFFER_WINDOW_HOURS,
  scoreBrief,
  type TLocale,
  type TOffer,
  type TOfferAction,
  type TOfferCompletionField,
  type TOfferStatus,
  type ZOfferCreate,
} from '@brifa/contracts';
import type { z } from 'zod';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { listCategories, listExpertiseQuestions } from '../../catalogue/catalogue.service.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { findUserById } from '../../identity/users/users.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { countMatches } from '../matching/matching.repo.ts';
import { matchOffer, matchOfferWithin } from '../matching/matching.service.ts';
import { requestProviders } from '../matching/optional-providers.service.ts';
import {
  findOfferByIdempotencyKey,
  findOwnOffer,
  insertOffer,
  insertOfferOnce,
  pageOwnOffers,
  softDeleteOffer,
  updateOfferIfState,
} from './offers.repo.ts';
import type { TOfferRow } from './offers.table.ts';
import '../briefs.events.ts';

const HOUR_MS = 60 * 60 * 1000;

/** What the client sees, from what it decided and the time window (matches arrive with the matching engine). */
export function offerStatus(
  row: Pick<TOfferRow, 'state' | 'windowEndsAt'>,
  now: Date,
  offerCount = 0,
): TOfferStatus {
  if (row.state !== 'active') return row.state;
  if (offerCount > 0) return 'offers_received';
  return now < row.windowEndsAt ? 'waiting' : 'no_offer';
}

/** The actions a client may take in each state: closing is final; only a stopped project is activated. */
export const ALLOWED_ACTIONS: Record<TOfferRow['state'], TOfferAction[]> = {
  active: ['stop', 'close'],
  stopped: ['activate', 'close'],
  agreed: ['close'],
  closed: [],
};

async function assertClient(deps: TDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (user?.userType !== 'client') throw briefsErrors.clientsOnly();
  return user;
}

/** Required questions answered, and single/multiple answers among the question's options. */
async function checkAnswers(deps: TDeps, categoryId: number, answers: Record<string, string | string[]>) {
  const questions = await listExpertiseQuestions({ db: deps.db, locale: 'tr', categoryId });
  const byKey = new Map(questions.map((question) => [question.Key, question]));
  const problems: string[] = [];
  for (const question of questions) {
    const answer = answers[question.Key];
    if (answer === undefined) {
      if (question.IsRequired) problems.push(question.Key);
      continue;
    }
    const options = new Set(question.Options.map((option) => option.Key));
    const valid =
      question.AnswerType === 'text'
        ? typeof answer === 'string'
        : question.AnswerType === 'single'
          ? typeof answer === 'string' && options.has(answer)
          : Array.isArray(answer) && answer.every((key) => options.has(key));
    if (!valid) problems.push(question.Key);
  }
  for (const key of Object.keys(answers)) if (!byKey.has(key)) problems.push(key);
  if (problems.length > 0) {
    throw briefsErrors.offerAnswersInvalid(problems);
  }
}

/** The brief fields still empty; such a project is "not completed" and /project-complete asks for them. */
export function missingFields(row: TOfferRow): TOfferCompletionField[] {
  const values: Record<TOfferCompletionField, unknown> = {
    AudienceType: row.audienceType,
    GeoScope: row.geoScope,
    BusinessType: row.businessType,
    Turnover: row.turnover,
    IsTender: row.isTender,
    EmployeeCount: row.employeeCount,
    ContactPreference: row.contactPreference,
    AvailableTime: row.availableTime,
  };
  return OFFER_COMPLETION_FIELDS.filter((field) => values[field] === null);
}

export async function toOffer(deps: TDeps, row: TOfferRow, locale: TLocale): Promise<TOffer> {
  const counts = (await countMatches(deps.db, [row.id])).get(row.id) ?? { matched: 0, responded: 0 };
  const categories = await listCategories({ db: deps.db, locale });
  const quality = scoreBrief(
    {
      description: row.description,
      budgetDefined: row.budgetTry !== null,
      hasStartDate: row.startDate !== null,
    },
    locale,
  );
  return {
    Id: row.id,
    OfferKey: row.key,
    Status: offerStatus(row, deps.clock.now(), counts.responded),
    CategoryId: row.categoryId,
    CategoryName:
      categories.find((category) => category.Id === row.categoryId)?.Name ??
      CATEGORY_KEYS[row.categoryId - 1] ??
      '',
    Answers: row.answers,
    BudgetTry: row.budgetTry,
    StartDate: row.startDate,
    CompanyName: row.companyName,
    SectorId: row.sectorId,
    CompanySize: row.companySize as TOffer['CompanySize'],
    EmployeeCount: row.employeeCount as TOffer['EmployeeCount'],
    CityId: row.cityId,
    DistrictId: row.districtId,
    IsDecisionMaker: row.isDecisionMaker,
    Description: row.description,
    ContactPreference: row.contactPreference as TOffer['ContactPreference'],
    AvailableTime: row.availableTime as TOffer['AvailableTime'],
    AudienceType: row.audienceType as TOffer['AudienceType'],
    GeoScope: row.geoScope as TOffer['GeoScope'],
    BusinessType: row.businessType as TOffer['BusinessType'],
    Turnover: row.turnover as TOffer['Turnover'],
    IsTender: row.isTender,
    MissingFields: missingFields(row),
    FileName: row.fileName,
    MatchedCount: counts.matched,
    OfferCount: counts.responded,
    CreatedAt: row.createdAt.toISOString(),
    WindowEndsAt: row.windowEndsAt.toISOString(),
    Actions: ALLOWED_ACTIONS[row.state],
    BriefScore: quality.score,
    Warnings: quality.warnings.map((warning) => ({ Code: warning.code, Message: warning.message })),
  };
}

/**
 * POST Offer: a signed-in client's brief from the question flow; the 24-hour window starts now. The brief,
 * the agencies the client asked for, its `brief.submitted` event and the first matching commit together, or
 * nothing does. With an idempotency key, the same user's retry answers the brief the first request created.
 */
export async function createOffer(
  deps: TDeps,
  userId: number,
  input: z.output<typeof ZOfferCreate>,
  locale: TLocale,
  options: { idempotencyKey?: string } = {},
): Promise<TOffer> {
  const { idempotencyKey } = options;
  const user = await assertClient(deps, userId);
  if (user.suspendedAt) throw identityErrors.accountSuspended();
  if (idempotencyKey) {
    const earlier = await findOfferByIdempotencyKey(deps.db, userId, idempotencyKey);
    if (earlier) return toOffer(deps, earlier, locale);
  }
  await checkAnswers(deps, input.CategoryId, input.Answers);
  const now = deps.clock.now();
  const quality = scoreBrief(
    {
      description: input.Description,
      contactEmail: user.email ?? null,
      budgetDefined: input.BudgetTry !== null,
      hasStartDate: input.StartDate !== null,
    },
    locale,
  );
  const values = {
    key: randomToken(12),
    userId,
    categoryId: input.CategoryId,
    answers: input.Answers,
    budgetTry: input.BudgetTry === null ? null : Number(input.BudgetTry),
    startDate: input.StartDate,
    companyName: input.CompanyName,
    sectorId: input.SectorId,
    companySize: input.CompanySize,
    employeeCount: input.EmployeeCount,
    cityId: input.CityId,
    districtId: input.DistrictId,
    isDecisionMaker: input.IsDecisionMaker,
    description: input.Description,
    contactPreference: input.ContactPreference,
    availableTime: input.AvailableTime,
    audienceType: input.AudienceType,
    geoScope: input.GeoScope,
    businessType: input.BusinessType,
    turnover: input.Turnover,
    isTender: input.IsTender,
    accessToken: randomToken(24),
    briefScore: quality.score,
    createdAt: now,
    windowEndsAt: new Date(now.getTime() + OFFER_WINDOW_HOURS * HOUR_MS),
  };
  const row = await deps.db.transaction(async (tx) => {
    const scoped: TDeps = { ...deps, db: tx };
    const created = idempotencyKey
      ? await insertOfferOnce(tx, { ...values, idempotencyKey })
      : await insertOffer(tx, values);
    if (!created) {
      // A concurrent request with the same key committed first (the insert waited for it): answer its brief.
      const earlier = await findOfferByIdempotencyKey(tx, userId, idempotencyKey!);
      if (!earlier) throw new Error('offers: idempotency key conflict without a brief');
      return earlier;
    }
    await emit(scoped, 'brief.submitted', { offer: created, briefScore: quality.score });
    await requestProviders(scoped, created.id, input.RequestedProviderIds);
    await matchOfferWithin(scoped, created.id, { source: 'engine' });
    return created;
  });
  return toOffer(deps, row, locale);
}

export async function getOwnOffer(deps: TDeps, userId: number, key: string, locale: TLocale) {
  const row = await findOwnOffer(deps.db, userId, key);
  if (!row) throw briefsErrors.offerNotFound();
  return toOffer(deps, row, locale);
}

export async function listOwnOffers(
  deps: TDeps,
  userId: number,
  pageIndex: number,
  pageSize: number,
  locale: TLocale,
) {
  const { rows, total } = await pageOwnOffers(deps.db, userId, pageIndex, pageSize);
  const items = await Promise.all(rows.map((row) => toOffer(deps, row, locale)));
  return { Items: items, TotalCount: total, PageIndex: pageIndex, PageSize: pageSize };
}

/**
 * POST offer/{id}/stop|close|activate. Someone else's offer is "not found" (never its data); an action the
 * state does not allow is a conflict. Reactivating after the window has passed opens a fresh 24-hour window.
 */
export async function actOnOffer(
  deps: TDeps,
  userId: number,
  key: string,
  action: TOfferAction,
  locale: TLocale,
) {
  const row = await findOwnOffer(deps.db, userId, key);
  if (!row) throw briefsErrors.offerNotFound();
  if (!ALLOWED_ACTIONS[row.state].includes(action)) throw briefsErrors.offerTransitionInvalid();
  const now = deps.clock.now();
  const values =
    action === 'stop'
      ? { state: 'stopped' as const, stoppedAt: now }
      : action === 'close'
        ? { state: 'closed' as const, closedAt: now }
        : {
            state: 'active' as const,
            stoppedAt: null,
            ...(row.windowEndsAt <= now
              ? { windowEndsAt: new Date(now.getTime() + OFFER_WINDOW_HOURS * HOUR_MS) }
              : {}),
          };
  const updated = await deps.db.transaction(async (tx) => {
    const changed = await updateOfferIfState(tx, row.id, row.state, values);
    if (changed && action !== 'activate') {
      await emit({ ...deps, db: tx }, 'brief.paused_or_closed', {
        offer: changed,
        state: action === 'stop' ? 'stopped' : 'closed',
      });
    }
    return changed;
  });
  if (!updated) throw briefsErrors.offerTransitionInvalid();
  // Agencies that went silent while the project was stopped are replaced at once.
  if (action === 'activate') await matchOffer(deps, row.id, { source: 'replacement' });
  return toOffer(deps, updated, locale);
}

/** DELETE offer/{id}: the client removes the project from its lists (kept for agencies' records). */
export async function deleteOffer(deps: TDeps, userId: number, key: string) {
  const row = await findOwnOffer(deps.db, userId, key);
  if (!row) throw briefsErrors.offerNotFound();
  await softDeleteOffer(deps.db, row.id, deps.clock.now());
}
