import {
  CATEGORY_KEYS,
  CLIENT_OFFER_FILTERS,
  type TClientMatch,
  type TClientMatchCounts,
  type TClientMatchList,
  type TClientMatchMark,
  type TClientOfferFilter,
  type TLocale,
  type TMatchAgencyState,
  type TMatchedProviderView,
  type TOfferMetric,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { listCategories } from '../../catalogue/catalogue.service.ts';
import { openAgreement } from '../agreements/agreements.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOwnOffer } from '../offers/offers.repo.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import { agencyText } from '../opportunities/agency-view.ts';
import {
  declineAgreedReport,
  findClient,
  listAgreedReports,
  listQuotesByMatch,
  quoteLines,
} from '../opportunities/opportunities.repo.ts';
import type { TQuoteRow } from '../opportunities/opportunities.table.ts';
import { refundOnDismiss } from '../opportunities/refunds.ts';
import {
  agreeOffer,
  cityName,
  findMatchWithOffer,
  isProviderMember,
  listVisibleMatches,
  markClientSeen,
  markProviderViewed,
  offerMetricFigures,
  type TMatchWithAgency,
  updateClientFlags,
} from './client-matches.repo.ts';
import type { TMatchedProviderRow } from './matching.table.ts';
import '../briefs.events.ts';

const MINUTE_MS = 60_000;
const VISIBLE = new Set<TMatchedProviderRow['status']>(['waiting', 'responded']);

/** Where the brief stands for this agency: chosen, another chosen, or what the client did without agreeing. */
export function matchAgencyState(
  offer: Pick<TOfferRow, 'state' | 'agreedMatchId'>,
  matchId: number,
): TMatchAgencyState {
  if (offer.agreedMatchId !== null) return offer.agreedMatchId === matchId ? 'won' : 'agreed_with_another';
  if (offer.state === 'stopped') return 'stopped';
  if (offer.state === 'closed') return 'closed';
  return 'open';
}

/** Whether a client's match belongs under a filter of its offers list (spec product.md section 2). */
export function inFilter(match: TClientMatch, filter: TClientOfferFilter): boolean {
  switch (filter) {
    case 'new':
      return !match.IsSeen;
    case 'not_reviewed':
      return match.IsSeen && match.Mark === null && !match.IsWon;
    case 'contacted':
    case 'not_interested':
      return match.Mark === filter;
    case 'watchlist':
      return match.IsWatchlisted;
    case 'won':
      return match.IsWon;
    case 'all':
      return true;
  }
}

export function countByFilter(matches: readonly TClientMatch[]): TClientMatchCounts {
  const counts = Object.fromEntries(CLIENT_OFFER_FILTERS.map((filter) => [filter, 0])) as TClientMatchCounts;
  for (const match of matches) {
    for (const filter of CLIENT_OFFER_FILTERS) if (inFilter(match, filter)) counts[filter] += 1;
  }
  return counts;
}

function canAgree(offer: Pick<TOfferRow, 'state' | 'agreedMatchId'>) {
  return (offer.state === 'active' || offer.state === 'stopped') && offer.agreedMatchId === null;
}

/** What a client's match view adds to the match row: the agency's quote and whether it reported "we agreed". */
type TClientMatchExtras = { quote: TQuoteRow | undefined; reportsAgreed: boolean };

function toClientMatch(
  row: TMatchWithAgency,
  offer: TOfferRow,
  locale: TLocale,
  { quote, reportsAgreed }: TClientMatchExtras,
): TClientMatch {
  const { match, agency } = row;
  const isWon = offer.agreedMatchId === match.id;
  const canWin = canAgree(offer) && VISIBLE.has(match.status);
  return {
    Id: match.id,
    OfferKey: offer.key,
    Agency: {
      Id: agency.id,
      Name: agency.name,
      Slug: agency.slug,
      CityName: agency.cityName,
      ShortDescription: agency.shortDescription,
      LogoUrl: agency.logoUrl,
      Rating: agency.rating,
      ReviewCount: agency.reviewCount,
      VerifiedReviewCount: agency.verifiedReviewCount,
    },
    Status: match.status,
    AgencyState: matchAgencyState(offer, match.id),
    Score: match.score,
    Reasons: match.reasons.map((reason) => ({ Code: reason.Code, Label: reason.Label[locale] })),
    Quote: quote
      ? {
          AmountKurus: quote.amountKurus,
          Currency: quote.currency,
          PricingModel: quote.pricingModel,
          Lines: quoteLines(quote),
          DurationDays: quote.durationDays,
          Text: quote.message,
          FileName: quote.fileName,
          SentAt: quote.sentAt.toISOString(),
          UpdatedAt: quote.updatedAt.toISOString(),
        }
      : null,
    MatchedAt: match.createdAt.toISOString(),
    RespondedAt: match.respondedAt?.toISOString() ?? null,
    IsSeen: match.clientSeenAt !== null,
    HasAccess: match.accessAt !== null,
    Mark: match.clientMark,
    IsWatchlisted: match.isWatchlisted,
    IsWon: isWon,
    CanWin: canWin,
    AgencyReportsAgreed: canWin && reportsAgreed && match.accessAt !== null,
  };
}

/** The extras of the given matches, by match id. */
async function clientMatchExtras(deps: TDeps, matchIds: number[]) {
  const [quotes, reports] = await Promise.all([
    listQuotesByMatch(deps.db, matchIds),
    listAgreedReports(deps.db, matchIds),
  ]);
  return (matchId: number): TClientMatchExtras => ({
    quote: quotes.get(matchId),
    reportsAgreed: reports.has(matchId),
  });
}

async function ownOffer(deps: TDeps, userId: number, key: string) {
  const offer = await findOwnOffer(deps.db, userId, key);
  if (!offer) throw briefsErrors.offerNotFound();
  return offer;
}

/** GET offer/{id}/matches: the owner's matched agencies under one filter, with every filter's count. */
export async function listClientMatches(
  deps: TDeps,
  input: { userId: number; offerKey: string; filter: TClientOfferFilter; locale: TLocale },
): Promise<TClientMatchList> {
  const offer = await ownOffer(deps, input.userId, input.offerKey);
  const rows = await listVisibleMatches(deps.db, offer.id);
  const extras = await clientMatchExtras(
    deps,
    rows.map((row) => row.match.id),
  );
  const matches = rows.map((row) => toClientMatch(row, offer, input.locale, extras(row.match.id)));
  return {
    Filter: input.filter,
    Items: matches.filter((match) => inFilter(match, input.filter)),
    Counts: countByFilter(matches),
    OfferState: offer.state,
    AgreedMatchId: offer.agreedMatchId,
  };
}

/**
 * The match as its client may see it: the offer's owner, and only a match it can act on (waiting or
 * responded). Anything else is "not found", never its data.
 */
async function clientMatch(deps: TDeps, userId: number, matchId: number) {
  const found = await findMatchWithOffer(deps.db, matchId);
  if (!found || found.offer.userId !== userId || !VISIBLE.has(found.match.status)) {
    throw briefsErrors.matchNotFound();
  }
  return found;
}

async function reloadClientMatch(deps: TDeps, userId: number, matchId: number, locale: TLocale) {
  const found = await clientMatch(deps, userId, matchId);
  const extras = await clientMatchExtras(deps, [matchId]);
  return toClientMatch(found, found.offer, locale, extras(matchId));
}

/**
 * GET MatchedProvider/{id}: the client's view (its first open marks the match seen), or the matched agency's
 * own view for a member of that agency (its first open counts as a view of the brief). Anybody else: 404.
 */
export async function viewMatchedProvider(
  deps: TDeps,
  input: { userId: number; matchId: number; locale: TLocale },
): Promise<TMatchedProviderView> {
  const found = await findMatchWithOffer(deps.db, input.matchId);
  if (!found) throw briefsErrors.matchNotFound();
  const now = deps.clock.now();
  if (found.offer.userId === input.userId) {
    if (!VISIBLE.has(found.match.status)) throw briefsErrors.matchNotFound();
    if (found.match.clientSeenAt === null) {
      await markClientSeen(deps.db, found.match.id, now);
      found.match.clientSeenAt = now;
    }
    const extras = await clientMatchExtras(deps, [found.match.id]);
    return {
      View: 'client',
      Match: toClientMatch(found, found.offer, input.locale, extras(found.match.id)),
    };
  }
  if (!(await isProviderMember(deps.db, input.userId, found.match.providerId))) {
    throw briefsErrors.matchNotFound();
  }
  if (found.match.providerViewedAt === null) await markProviderViewed(deps.db, found.match.id, now);
  const { match, offer } = found;
  const hasAccess = match.accessAt !== null;
  const client = hasAccess ? undefined : await findClient(deps.db, offer.userId);
  const categories = await listCategories({ db: deps.db, locale: input.locale });
  return {
    View: 'provider',
    Match: {
      Id: match.id,
      Status: match.status,
      AgencyState: matchAgencyState(offer, match.id),
      Score: match.score,
      Reasons: match.reasons.map((reason) => ({ Code: reason.Code, Label: reason.Label[input.locale] })),
      MatchedAt: match.createdAt.toISOString(),
      RespondBy: match.respondBy.toISOString(),
      RespondedAt: match.respondedAt?.toISOString() ?? null,
      HasAccess: hasAccess,
      Brief: {
        CategoryId: offer.categoryId,
        CategoryName:
          categories.find((category) => category.Id === offer.categoryId)?.Name ??
          CATEGORY_KEYS[offer.categoryId - 1] ??
          '',
        CityName: await cityName(deps.db, offer.cityId),
        BudgetTry: offer.budgetTry,
        StartDate: offer.startDate,
        Description: agencyText(offer.description, offer, hasAccess, client),
        CreatedAt: offer.createdAt.toISOString(),
      },
    },
  };
}

/** POST / DELETE MatchedProvider/{id}/watchlist: the client's shortlist. */
export async function setWatchlisted(
  deps: TDeps,
  input: { userId: number; matchId: number; watchlisted: boolean; locale: TLocale },
): Promise<TClientMatch> {
  await clientMatch(deps, input.userId, input.matchId);
  await updateClientFlags(deps.db, input.matchId, { isWatchlisted: input.watchlisted }, deps.clock.now());
  return reloadClientMatch(deps, input.userId, input.matchId, input.locale);
}

/** POST MatchedProvider/{id}/mark: contacted, not interested, or cleared. */
export async function setMark(
  deps: TDeps,
  input: { userId: number; matchId: number; mark: TClientMatchMark | null; locale: TLocale },
): Promise<TClientMatch> {
  const { offer, match } = await clientMatch(deps, input.userId, input.matchId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateClientFlags(tx, input.matchId, { clientMark: input.mark }, now);
    if (input.mark !== 'not_interested') return;
    const refunded = await refundOnDismiss(tx, offer, match, now);
    await emit({ ...deps, db: tx }, 'match.dismissed_refunded', { match, refundedKurus: refunded });
  });
  return reloadClientMatch(deps, input.userId, input.matchId, input.locale);
}

/**
 * POST MatchedProvider/{id}/won: "we agreed with this agency". The brief becomes agreed with this match; the
 * other agencies then see "agreed with another agency". Once only, and never for a closed brief.
 */
export async function markWon(
  deps: TDeps,
  input: { userId: number; matchId: number; locale: TLocale },
): Promise<TClientMatch> {
  const { offer, match } = await clientMatch(deps, input.userId, input.matchId);
  const refusal = () => briefsErrors.agreementRefused(offer.agreedMatchId !== null);
  if (!canAgree(offer)) throw refusal();
  const now = deps.clock.now();
  // The won mark and the agreement record commit together. Issue 20: the agency's refund is only held as
  // pending on the agreement; it is released once the agreement is verified (agreements.service.ts).
  const agreed = await deps.db.transaction(async (tx) => {
    const row = await agreeOffer(tx, offer.id, input.matchId, now);
    if (row) {
      const agreement = await openAgreement({ ...deps, db: tx }, offer, match, now);
      await emit({ ...deps, db: tx }, 'brief.agreed', {
        offer,
        winner: match,
        pendingRefundKurus: agreement?.pendingKurus ?? 0,
        agreementId: agreement?.id ?? 0,
      });
    }
    return row;
  });
  if (!agreed) {
    // Someone (another tab) got there first: answer for the state it is in now.
    const current = await findOwnOffer(deps.db, input.userId, offer.key);
    throw briefsErrors.agreementRefused(!!current?.agreedMatchId);
  }
  return reloadClientMatch(deps, input.userId, input.matchId, input.locale);
}

/**
 * POST MatchedProvider/{id}/agreement-report/decline: the client says it did not agree with the agency that
 * reported "we agreed". The report is closed for good; the agency keeps its own answer.
 */
export async function declineAgreementReport(
  deps: TDeps,
  input: { userId: number; matchId: number; locale: TLocale },
): Promise<TClientMatch> {
  await clientMatch(deps, input.userId, input.matchId);
  await declineAgreedReport(deps.db, input.matchId, deps.clock.now());
  return reloadClientMatch(deps, input.userId, input.matchId, input.locale);
}

/** GET OfferMetric/{id}: views, responses, matched agencies and the time to the first response. */
export async function offerMetric(
  deps: TDeps,
  input: { userId: number; offerKey: string },
): Promise<TOfferMetric> {
  const offer = await ownOffer(deps, input.userId, input.offerKey);
  const figures = await offerMetricFigures(deps.db, offer.id);
  return {
    OfferKey: offer.key,
    Views: figures.views,
    Responses: figures.responses,
    MatchedCount: figures.matched,
    FirstResponseMinutes:
      figures.firstResponseAt === null
        ? null
        : Math.max(
            0,
            Math.round((new Date(figures.firstResponseAt).getTime() - offer.createdAt.getTime()) / MINUTE_MS),
          ),
  };
}
