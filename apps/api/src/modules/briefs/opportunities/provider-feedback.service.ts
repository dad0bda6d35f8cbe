import {
  AUDIENCE_TYPES,
  BUSINESS_TYPES,
  COMPANY_SIZES,
  FEEDBACK_BONUS,
  GEO_SCOPES,
  type TLocale,
  type TOpportunityDetail,
  type TTightenField,
  TURNOVER_RANGES,
  type ZProviderFeedbackInput,
} from '@brifa/contracts';
import type { z } from 'zod';
import type { TExecutor } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import {
  selectOpportunityPreferences,
  upsertOpportunityPreferences,
} from '../../agencies/match-settings/match-settings.service.ts';
import { selectSectors } from '../../catalogue/catalogue.service.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { refreshMatchProfiles } from '../matching/match-profiles.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import type { TOpportunityRow } from './opportunities.repo.ts';
import {
  countProviderFeedbacks,
  findProviderFeedback,
  findProviderMatch,
  lockProviderFeedbackCount,
  upsertProviderFeedback,
} from './opportunities.repo.ts';
import { agencyOf, opportunityForProvider } from './opportunities.service.ts';
import type { TProviderFeedbackRow } from './opportunities.table.ts';
import { tightenOptionsOf } from './opportunity-view.ts';
import '../briefs.events.ts';

type TFeedback = z.output<typeof ZProviderFeedbackInput>;
type TPreferences = NonNullable<Awaited<ReturnType<typeof selectOpportunityPreferences>>>;

/** "Everything except this one": an empty list means any value, so the exclusion starts from all of them. */
function without<T extends string | number>(current: readonly T[], all: readonly T[], value: T): T[] | null {
  const remaining = (current.length === 0 ? all : current).filter((item) => item !== value);
  // Excluding the last allowed value would read as "any" again: leave such a list alone.
  return remaining.length === 0 ? null : [...remaining];
}

/**
 * The preference changes "do not send such requests" makes for the confirmed fields, from the brief's
 * own traits (only what this brief has: a field it does not carry changes nothing).
 */
export async function tightenedPreferences(
  deps: Pick<TDeps, 'db'>,
  offer: TOfferRow,
  current: Partial<TPreferences>,
  fields: readonly TTightenField[],
): Promise<Partial<TPreferences>> {
  const offered = new Map(tightenOptionsOf(offer).map((option) => [option.Field, option.Value]));
  const changes: Partial<TPreferences> = {};
  for (const field of new Set(fields)) {
    const value = offered.get(field);
    if (value === undefined) continue;
    switch (field) {
      case 'BudgetDefinedOnly':
        changes.budgetDefinedOnly = true;
        break;
      case 'NoNonDecisionMakers':
        changes.noNonDecisionMakers = true;
        break;
      case 'NoTenders':
        changes.tendersAllowed = false;
        break;
      case 'AudienceType': {
        const next = without(current.audienceTypes ?? [], AUDIENCE_TYPES, value);
        if (next) changes.audienceTypes = next;
        break;
      }
      case 'GeoScope': {
        const next = without(current.geoScopes ?? [], GEO_SCOPES, value);
        if (next) changes.geoScopes = next;
        break;
      }
      case 'BusinessType': {
        const next = without(current.businessTypes ?? [], BUSINESS_TYPES, value);
        if (next) changes.businessTypes = next;
        break;
      }
      case 'Turnover': {
        const next = without(current.turnovers ?? [], TURNOVER_RANGES, value);
        if (next) changes.turnovers = next;
        break;
      }
      case 'CompanySize': {
        const next = without(current.companySizes ?? [], COMPANY_SIZES, value);
        if (next) changes.companySizes = next;
        break;
      }
      case 'Industry': {
        const sectorIds = (await selectSectors(deps.db)).map((sector) => sector.id);
        const next = without(current.industries ?? [], sectorIds, Number(value));
        if (next) changes.industries = next;
        break;
      }
    }
  }
  return changes;
}

/**
 * rules.md §9 "1 TL bonus per 10 feedbacks": the agency's first answer on an opportunity is counted under the
 * agency's lock (so concurrent answers are counted one after the other: none is paid twice, none skipped);
 * the 10th, 20th, ... answer credits FEEDBACK_BONUS.kurus as a gift under a ledger key per agency and tens,
 * so a retried or replayed answer pays nothing more. Changing an answer is not a new answer. Answers the answer
 * it replaced, if any.
 */
async function recordFeedbackAnswer(
  tx: TExecutor,
  input: { providerId: number; matchId: number; userId: number; feedback: TFeedback; now: Date },
) {
  await lockProviderFeedbackCount(tx, input.providerId);
  const { feedback } = input;
  const before = await findProviderFeedback(tx, input.matchId);
  const { inserted } = await upsertProviderFeedback(
    tx,
    input.matchId,
    { userId: input.userId, sentiment: feedback.Sentiment, code: feedback.Code, note: feedback.Note },
    input.now,
  );
  if (!inserted) return before;
  const answers = await countProviderFeedbacks(tx, input.providerId);
  if (answers === 0 || answers % FEEDBACK_BONUS.perFeedbacks !== 0) return before;
  const tens = answers / FEEDBACK_BONUS.perFeedbacks;
  await postTransaction(tx, {
    legs: [
      { party: { providerId: input.providerId }, amountKurus: FEEDBACK_BONUS.kurus },
      { party: { platform: 'platform_promotions' }, amountKurus: -FEEDBACK_BONUS.kurus },
    ],
    type: 'gift',
    reason: 'feedback_bonus',
    description: '',
    idempotencyKey: `feedback-bonus:${input.providerId}:${tens}`,
    now: input.now,
  });
  return before;
}

type TReportedAgreement = { before: TProviderFeedbackRow | undefined; feedback: TFeedback };

/**
 * Issue 20: an agency's "we agreed" asks the client to confirm it, once: only a new "agreed" answer (not a
 * re-save of it, nor one the client already said no to), from an agency with access, on a brief the client can
 * still mark won.
 */
function reportsNewAgreement(row: TOpportunityRow, { before, feedback }: TReportedAgreement): boolean {
  if (feedback.Sentiment !== 'positive' || feedback.Code !== 'agreed') return false;
  if (before?.agreedReportDeclinedAt) return false;
  if (before?.sentiment === 'positive' && before.code === 'agreed') return false;
  const { offer } = row;
  const open = (offer.state === 'active' || offer.state === 'stopped') && offer.agreedMatchId === null;
  return open && row.match.accessAt !== null;
}

/**
 * PUT MatchedProvider/{id}/feedback: the agency's word on the opportunity. "Do not send such requests"
 * with confirmed fields tightens its opportunity preferences, and the matching engine obeys them at once.
 * Every 10th first answer earns the feedback bonus (recordFeedbackAnswer).
 */
export async function saveProviderFeedback(
  deps: TDeps,
  input: { userId: number; matchId: number; feedback: TFeedback; locale: TLocale },
): Promise<TOpportunityDetail> {
  const providerId = await agencyOf(deps, input.userId);
  const row = await findProviderMatch(deps.db, providerId, input.matchId);
  if (!row) throw briefsErrors.opportunityNotFound();
  const { feedback } = input;
  const now = deps.clock.now();
  const tighten =
    feedback.Sentiment === 'negative' && feedback.Code === 'do_not_send_such' ? feedback.Tighten : [];
  await deps.db.transaction(async (tx) => {
    const before = await recordFeedbackAnswer(tx, {
      providerId,
      matchId: row.match.id,
      userId: input.userId,
      feedback,
      now,
    });
    if (reportsNewAgreement(row, { before, feedback })) {
      await emit({ ...deps, db: tx }, 'match.agreement_reported', {
        offer: row.offer,
        match: { id: row.match.id, providerId },
      });
    }
    if (tighten.length === 0) return;
    const current = (await selectOpportunityPreferences(tx, providerId)) ?? {};
    const changes = await tightenedPreferences({ db: tx }, row.offer, current, tighten);
    if (Object.keys(changes).length > 0) {
      await upsertOpportunityPreferences(tx, providerId, { ...changes, updatedAt: now });
    }
  });
  if (tighten.length > 0) await refreshMatchProfiles(deps.db, now, [providerId]);
  return opportunityForProvider(deps, {
    userId: input.userId,
    offerKey: row.offer.key,
    locale: input.locale,
  });
}
