import {
  categoryIdOf,
  formatRating,
  isPersonalEmail,
  MATCH_REPLACEMENT_HOURS,
  MATCH_RESPONSE_HOURS,
  MATCHED_AGENCIES_PER_PROJECT,
  OFFER_WINDOW_HOURS,
  PROJECT_VIEW_FEE_KURUS,
  regionOfCity,
  type TMatchSource,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { selectPayingAbility } from '../../ledger/ledger.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOfferById, updateOfferWindow } from '../offers/offers.repo.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import { refreshMatchProfiles } from './match-profiles.ts';
import { findCandidates, type TCandidate, type TMatchQuery } from './matching.engine.ts';
import {
  countNewLeads,
  expireWaitingMatches,
  insertMatches,
  lockOfferForMatching,
  selectOfferForMatching,
  selectRejectedMatchIds,
} from './matching.repo.ts';
import type { TMatchReason } from './matching.table.ts';
import { matchingReference } from './matching-reference.ts';
import { technologiesIn } from './technology-mentions.ts';
import '../briefs.events.ts';

const HOUR_MS = 60 * 60 * 1000;
const MOBILE_CATEGORY_ID = categoryIdOf('mobile');
/** Questions whose text answer names technologies the agency must know. */
const TECHNOLOGY_QUESTION_KEYS = new Set(['technology', 'technologies']);

/** Builds the engine's question from a stored brief. */
async function matchQueryOf(
  deps: TDeps,
  offer: TOfferRow,
  clientEmail: string | null,
): Promise<Omit<TMatchQuery, 'excludeProviderIds' | 'limit'>> {
  const reference = await matchingReference(deps.db);
  const questions = reference.questionsByCategory.get(offer.categoryId) ?? [];
  const answerTexts: string[] = [];
  const requiredTechnologyText: string[] = [];
  for (const [key, answer] of Object.entries(offer.answers)) {
    const values = Array.isArray(answer) ? answer : [answer];
    const question = questions.find((item) => item.key === key);
    for (const value of values) {
      const option = question?.options.find((item) => item.Key === value);
      answerTexts.push(...(option ? [option.NameTr, option.NameEn] : [value]));
    }
    if (TECHNOLOGY_QUESTION_KEYS.has(key)) requiredTechnologyText.push(...values);
  }
  const text = [offer.description, ...answerTexts].join('\n');
  return {
    categoryId: offer.categoryId,
    cityId: offer.cityId,
    region: regionOfCity(offer.cityId),
    budgetTry: offer.budgetTry,
    sectorId: offer.sectorId,
    isDecisionMaker: offer.isDecisionMaker,
    personalEmail: isPersonalEmail(clientEmail),
    isTender: offer.isTender,
    audienceType: offer.audienceType,
    geoScope: offer.geoScope,
    businessType: offer.businessType,
    turnover: offer.turnover,
    companySize: offer.companySize,
    requiredTechnologyIds: technologiesIn(requiredTechnologyText.join(' '), reference.technologies),
    mentionedTechnologyIds: technologiesIn(text, reference.technologies),
    text: text.slice(0, 5000),
    isMobileCategory: offer.categoryId === MOBILE_CATEGORY_ID,
    now: deps.clock.now(),
  };
}

/** "Matched because: mobile apps, İstanbul, 4.8 rating": at most four, most specific first. */
async function reasonsFor(
  deps: TDeps,
  offer: TOfferRow,
  candidates: TCandidate[],
  requested: Set<number>,
): Promise<Map<number, TMatchReason[]>> {
  const reference = await matchingReference(deps.db);
  const category = reference.categories.get(offer.categoryId);
  const sector = reference.sectors.get(offer.sectorId);
  const technologyNames = new Map(reference.technologies.map((row) => [row.id, row.name]));
  const result = new Map<number, TMatchReason[]>();
  for (const candidate of candidates) {
    const reasons: TMatchReason[] = [];
    if (requested.has(candidate.providerId)) {
      reasons.push({
        Code: 'requested',
        Label: { tr: 'Sizin seçtiğiniz ajans', en: 'The agency you asked for' },
      });
    }
    const expertise = reference.expertises.get(candidate.expertiseHits[0] ?? -1);
    if (expertise) reasons.push({ Code: 'expertise', Label: expertise });
    else if (category) reasons.push({ Code: 'category', Label: category });
    const technologies = candidate.technologyHits.map((id) => technologyNames.get(id)).filter(Boolean);
    if (technologies.length > 0) {
      const list = technologies.slice(0, 3).join(', ');
      reasons.push({ Code: 'technology', Label: { tr: list, en: list } });
    }
    const city = reference.cities.get(offer.cityId);
    if (candidate.sameCity && city) reasons.push({ Code: 'city', Label: { tr: city, en: city } });
    if (candidate.sectorHit && sector) {
      reasons.push({
        Code: 'sector',
        Label: { tr: `${sector.tr} deneyimi`, en: `${sector.en} experience` },
      });
    }
    if (candidate.verifiedReviews > 0) {
      reasons.push({
        Code: 'rating',
        Label: {
          tr: `${formatRating(candidate.rating, 'tr')} puan`,
          en: `${formatRating(candidate.rating, 'en')} rating`,
        },
      });
    }
    if (candidate.responseMinutes !== null && candidate.responseMinutes <= 120) {
      reasons.push({ Code: 'responsive', Label: { tr: 'Hızlı yanıt veriyor', en: 'Replies quickly' } });
    }
    if (candidate.textRank >= 0.5 && reasons.length < 3) {
      reasons.push({
        Code: 'text',
        Label: { tr: 'Benzer işler yapmış', en: 'Has done similar work' },
      });
    }
    result.set(candidate.providerId, reasons.slice(0, 4));
  }
  return result;
}

/** Until when the engine replaces agencies that decline or stay silent. */
export function replacementEndsAt(offer: Pick<TOfferRow, 'windowEndsAt'>): Date {
  return new Date(offer.windowEndsAt.getTime() + (MATCH_REPLACEMENT_HOURS - OFFER_WINDOW_HOURS) * HOUR_MS);
}

type TRunOptions = { source: TMatchSource; countRejected?: boolean };

/**
 * Fills the offer's free slots (up to 5 agencies at a time): agencies the client asked for first, then
 * the engine's best. Runs in its own transaction under a per-offer lock so that concurrent triggers never
 * over-fill. Answers how many agencies were added.
 */
export async function matchOffer(deps: TDeps, offerId: number, options: TRunOptions): Promise<number> {
  return deps.db.transaction((tx) => matchOfferWithin({ ...deps, db: tx }, offerId, options));
}

/**
 * matchOffer inside the caller's transaction (`scoped.db` is it), e.g. a brief's first matching, which
 * commits with the brief. Takes the same per-offer lock, held until the caller commits.
 */
export async function matchOfferWithin(
  scoped: TDeps,
  offerId: number,
  options: TRunOptions,
): Promise<number> {
  const tx = scoped.db;
  await lockOfferForMatching(tx, offerId);
  const read = await selectOfferForMatching(tx, offerId);
  const offer = read?.offer;
  if (!read || offer?.state !== 'active' || offer.deletedAt) return 0;
  const existing = read.matches;
  const rejected = options.countRejected ? await selectRejectedMatchIds(tx, offerId) : new Set<number>();
  const occupied = existing.filter(
    (match) => (match.status === 'waiting' || match.status === 'responded') && !rejected.has(match.id),
  ).length;
  let free = MATCHED_AGENCIES_PER_PROJECT - occupied;
  if (free <= 0) return 0;

  const base = await matchQueryOf(scoped, offer, read.clientEmail);
  const exclude = existing.map((match) => match.providerId);
  const requestedIds = read.requestedIds.filter((id) => !exclude.includes(id));
  const picked: TCandidate[] = [];
  const ability = async (candidates: TCandidate[]) => {
    const live = await selectPayingAbility(
      tx,
      candidates.map((c) => c.providerId),
      offer,
      base.now,
    );
    return candidates.filter((candidate) => {
      const state = live.get(candidate.providerId);
      return (
        state &&
        !state.blocked &&
        !state.suspended &&
        (state.subscribed || state.walletKurus >= PROJECT_VIEW_FEE_KURUS)
      );
    });
  };
  if (requestedIds.length > 0) {
    const requested = await findCandidates(tx, {
      ...base,
      excludeProviderIds: exclude,
      onlyProviderIds: requestedIds,
      limit: free,
    });
    picked.push(...(await ability(requested)));
  }
  free -= picked.length;
  if (free > 0) {
    // Ask for a few more than needed: the live check may drop some whose index row is stale.
    const ranked = await findCandidates(tx, {
      ...base,
      excludeProviderIds: [...exclude, ...picked.map((c) => c.providerId)],
      limit: free + 3,
    });
    picked.push(...(await ability(ranked)).slice(0, free));
  }
  if (picked.length === 0) return 0;

  const reasons = await reasonsFor(scoped, offer, picked, new Set(requestedIds));
  const now = base.now;
  const inserted = await insertMatches(
    tx,
    picked.map((candidate) => ({
      offerId,
      providerId: candidate.providerId,
      source: requestedIds.includes(candidate.providerId) ? 'requested' : options.source,
      score: Math.round(candidate.score * 100) / 100,
      reasons: reasons.get(candidate.providerId) ?? [],
      createdAt: now,
      respondBy: new Date(now.getTime() + MATCH_RESPONSE_HOURS * HOUR_MS),
    })),
  );
  await countNewLeads(
    tx,
    inserted.map((row) => row.providerId),
  );
  await emit(scoped, 'brief.matched', { offer, matches: inserted });
  return inserted.length;
}

/**
 * POST offer/{key}/extra-match, and "wants new match" feedback: agencies the client turned down free
 * their slots, which the engine fills; the client waits another 24 hours for the newcomers.
 */
export async function runExtraMatch(deps: TDeps, offerId: number): Promise<{ added: number }> {
  const offer = await findOfferById(deps.db, offerId);
  if (!offer || offer.deletedAt) throw briefsErrors.offerNotFound();
  if (offer.state !== 'active') throw briefsErrors.offerTransitionInvalid();
  const added = await matchOffer(deps, offerId, { source: 'extra', countRejected: true });
  if (added === 0) throw briefsErrors.offerMatchLimit();
  const windowEndsAt = new Date(deps.clock.now().getTime() + OFFER_WINDOW_HOURS * HOUR_MS);
  if (offer.windowEndsAt < windowEndsAt) await updateOfferWindow(deps.db, offerId, windowEndsAt);
  return { added };
}

/**
 * The scheduled job: agencies silent for 24 hours lose the match, and while the offer is young enough
 * the engine gives their slots to the next candidates. Answers what it did, for the job's log.
 */
export async function expireSilentMatches(deps: TDeps): Promise<{ expired: number; replaced: number }> {
  const now = deps.clock.now();
  const expired = await expireWaitingMatches(deps.db, now);
  let replaced = 0;
  for (const offerId of new Set(expired.map((row) => row.offerId))) {
    const offer = await findOfferById(deps.db, offerId);
    if (offer?.state !== 'active' || now >= replacementEndsAt(offer)) continue;
    replaced += await matchOffer(deps, offerId, { source: 'replacement' });
  }
  await refreshMatchProfiles(deps.db, now, [...new Set(expired.map((row) => row.providerId))]);
  return { expired: expired.length, replaced };
}
