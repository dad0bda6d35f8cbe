import {
  AUDIENCE_TYPES,
  BUSINESS_TYPES,
  COMPANY_SIZES,
  GEO_SCOPES,
  type TLocale,
  type TOpportunityDetail,
  type TTightenField,
  TURNOVER_RANGES,
  type ZProviderFeedbackInput,
} from '@brifa/contracts';
import type { z } from 'zod';
import type { TDeps } from '../../../platform/deps.ts';
import {
  selectOpportunityPreferences,
  upsertOpportunityPreferences,
} from '../../agencies/match-settings/match-settings.service.ts';
import { selectSectors } from '../../catalogue/catalogue.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { refreshMatchProfiles } from '../matching/match-profiles.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import { findProviderMatch, upsertProviderFeedback } from './opportunities.repo.ts';
import { agencyOf, opportunityForProvider } from './opportunities.service.ts';
import { tightenOptionsOf } from './opportunity-view.ts';

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
 * PUT MatchedProvider/{id}/feedback: the agency's word on the opportunity. "Do not send such requests"
 * with confirmed fields tightens its opportunity preferences, and the matching engine obeys them at once.
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
    await upsertProviderFeedback(
      tx,
      row.match.id,
      { userId: input.userId, sentiment: feedback.Sentiment, code: feedback.Code, note: feedback.Note },
      now,
    );
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
