import {
  OFFER_COMMUNICATION_LIMIT,
  PROJECT_VIEW_FEE_KURUS,
  type TLocale,
  type TOpportunityDetail,
  type TProviderOpportunitiesQuery,
  type TProviderOpportunity,
  type TProviderOpportunityList,
  type TSettableProviderFolder,
} from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';
import type { TDb } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { selectPayingAbility } from '../../ledger/ledger.service.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { markProviderViewed } from '../matching/client-matches.repo.ts';
import { matchAgencyState } from '../matching/client-matches.service.ts';
import type { TBriefNeed } from './agency-view.ts';
import {
  countUnlocked,
  findBriefNeed,
  findProviderMatch,
  findProviderOpportunity,
  grantAccess,
  lockMatchForPayment,
  pageProviderOpportunities,
  setProviderFolder,
  type TOpportunityRow,
} from './opportunities.repo.ts';
import { countsOf, detailView, opportunityView, type TAccessState } from './opportunity-view.ts';
import '../briefs.events.ts';

// What other modules may use: what an agency may see of a brief (notices to agencies go through it).
export { agencyNoticeParams, agencyWinnerName, type TBriefNeed } from './agency-view.ts';
// Operators' actions on briefs (issue 17): invalidate (refund every payer once) and invite an agency.
export { inviteAgency } from './invitations.service.ts';
export { invalidateOffer, type TInvalidReason, type TInvalidState } from './refunds.ts';

/** A brief's need in both languages (category, sector, city, budget): what agencies read before access. */
export async function briefNeedOf(db: TDb, offerId: number): Promise<TBriefNeed> {
  const row = await findBriefNeed(db, offerId);
  return {
    category: { tr: row?.categoryTr ?? '', en: row?.categoryEn ?? '' },
    sector: { tr: row?.sectorTr ?? '', en: row?.sectorEn ?? '' },
    cityName: row?.cityName ?? null,
    budgetTry: row?.budgetTry ?? null,
  };
}

/** The agency the signed-in user works for (owner or team user); clients are refused. */
export async function agencyOf(deps: Pick<TDeps, 'db'>, userId: number): Promise<number> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw identityErrors.providersOnly();
  return membership.provider.id;
}

/** The brief is still open for agencies: not stopped, closed, agreed or invalid. */
export function isOpenForAgencies(row: Pick<TOpportunityRow, 'offer' | 'match'>): boolean {
  return matchAgencyState(row.offer, row.match.id) === 'open' && row.offer.invalidReason === null;
}

/** GET MatchedProvider/by-provider. */
export async function listProviderOpportunities(
  deps: TDeps,
  input: { userId: number; query: TProviderOpportunitiesQuery; locale: TLocale },
): Promise<TProviderOpportunityList> {
  const providerId = await agencyOf(deps, input.userId);
  const { query } = input;
  const { rows, countRows } = await pageProviderOpportunities(
    deps.db,
    {
      providerId,
      type: query.Type,
      search: query.Search || undefined,
      hasPool: query.HasPool,
      sectorId: query.SectorId,
      categoryId: query.CategoryId,
    },
    query.PageIndex,
    query.PageSize,
  );
  const counts = countsOf(countRows);
  return {
    Items: rows.map((row) => opportunityView(row, input.locale)),
    TotalCount: counts[query.Type],
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
    Counts: counts,
  };
}

/** POST / DELETE MatchedProviderFolder. */
export async function moveToFolder(
  deps: TDeps,
  input: { userId: number; matchId: number; folder: TSettableProviderFolder | null; locale: TLocale },
): Promise<TProviderOpportunity> {
  const providerId = await agencyOf(deps, input.userId);
  const row = await findProviderMatch(deps.db, providerId, input.matchId);
  if (!row) throw briefsErrors.opportunityNotFound();
  await setProviderFolder(deps.db, row.match.id, input.folder, deps.clock.now());
  const updated = await findProviderMatch(deps.db, providerId, input.matchId);
  return opportunityView(updated!, input.locale);
}

export async function accessStateOf(
  db: TDb,
  row: Pick<TOpportunityRow, 'offer' | 'match'> | null,
  offer: TOpportunityRow['offer'],
  providerId: number,
  now: Date,
): Promise<TAccessState> {
  const ability = (await selectPayingAbility(db, [providerId], offer, now)).get(providerId);
  return {
    hasAccess: row?.match.accessAt != null,
    source: row?.match.accessSource ?? null,
    subscribed: ability?.subscribed ?? false,
    balanceKurus: ability?.walletKurus ?? 0,
    blocked: ability?.blocked ?? false,
    suspended: ability?.suspended ?? false,
    unlocked: await countUnlocked(db, offer.id),
    closed: row ? !isOpenForAgencies(row) : offer.state !== 'active' || offer.invalidReason !== null,
  };
}

/** The folder the agency's opportunity is in (folderSql, for a row already in memory). */
function folderOf(row: Pick<TOpportunityRow, 'offer' | 'match' | 'quote'>): TOpportunityRow['folder'] {
  if (row.offer.agreedMatchId === row.match.id) return 'won';
  if (row.match.providerFolder !== null) return row.match.providerFolder as TOpportunityRow['folder'];
  if (row.match.providerViewedAt !== null || row.quote !== null) return 'reviewed';
  return row.offer.state === 'active' && row.offer.agreedMatchId === null ? 'new' : 'not_reviewed';
}

type TUnlocked = { granted: boolean; row: TOpportunityRow; access: TAccessState };

/**
 * Unlocks the client's details for the agency, under the offer's lock so that the communication limit
 * holds: free with a subscription covering the category, otherwise the viewing fee from the wallet (one
 * ledger transaction, idempotent per match). Reads the match (locked) and the agency's paying ability once;
 * answers whether access was granted now, with the match and the access state after it.
 */
async function unlock(
  deps: TDeps,
  input: {
    providerId: number;
    matchId: number;
    now: Date;
    idempotencyKey?: string;
    requireSubscription: boolean;
  },
): Promise<TUnlocked> {
  const tx = deps.db;
  const found = await lockMatchForPayment(tx, input.providerId, input.matchId);
  if (!found) throw briefsErrors.opportunityNotFound();
  const { row, unlocked } = found;
  const ability = (await selectPayingAbility(tx, [input.providerId], row.offer, input.now)).get(
    input.providerId,
  );
  const state: TAccessState = {
    hasAccess: row.match.accessAt !== null,
    source: row.match.accessSource ?? null,
    subscribed: ability?.subscribed ?? false,
    balanceKurus: ability?.walletKurus ?? 0,
    blocked: ability?.blocked ?? false,
    suspended: ability?.suspended ?? false,
    unlocked,
    closed: !isOpenForAgencies(row),
  };
  if (row.match.accessAt !== null) return { granted: false, row, access: state };
  if (state.suspended) throw briefsErrors.providerSuspended();
  if (state.blocked) throw briefsErrors.providerDebtBlocked();
  if (state.closed) throw briefsErrors.opportunityClosed();
  if (input.requireSubscription && !state.subscribed) return { granted: false, row, access: state };
  if (state.unlocked >= OFFER_COMMUNICATION_LIMIT) throw briefsErrors.offerCommunicationLimit();
  const source = state.subscribed ? 'subscription' : 'wallet';
  if (source === 'wallet') {
    await postTransaction(tx, {
      legs: [
        { party: { providerId: input.providerId }, amountKurus: -PROJECT_VIEW_FEE_KURUS },
        { party: { platform: 'platform_revenue' }, amountKurus: PROJECT_VIEW_FEE_KURUS },
      ],
      type: 'spending',
      reason: 'project_view',
      description: row.offer.key,
      // Scoped to the match: a key can never pay for another brief.
      idempotencyKey: `project-view:${row.match.id}${input.idempotencyKey ? `:${input.idempotencyKey}` : ''}`,
      matchedProviderId: row.match.id,
      now: input.now,
    });
  }
  const feeKurus = source === 'wallet' ? PROJECT_VIEW_FEE_KURUS : null;
  const match = await grantAccess(tx, row.match.id, { source, feeKurus, now: input.now });
  const granted = { ...row, match: match ?? row.match };
  await emit(deps, 'match.access_paid', granted);
  return {
    granted: true,
    row: { ...granted, folder: folderOf(granted) },
    access: {
      ...state,
      hasAccess: true,
      source,
      balanceKurus: state.balanceKurus - (feeKurus ?? 0),
      unlocked: state.unlocked + 1,
    },
  };
}

async function detailFor(deps: TDeps, providerId: number, offerKey: string, locale: TLocale) {
  const row = await findProviderOpportunity(deps.db, providerId, offerKey);
  if (!row) throw briefsErrors.opportunityNotFound();
  const access = await accessStateOf(deps.db, row, row.offer, providerId, deps.clock.now());
  return detailView(deps.db, { offer: row.offer, names: row, row, access, locale, poolContactsLeft: null });
}

/**
 * GET offer/{key}/for-provider: the matched agency's page of the brief. Opening it counts as a view; an
 * agency whose subscription covers the category gets access here, without paying.
 */
export async function opportunityForProvider(
  deps: TDeps,
  input: { userId: number; offerKey: string; locale: TLocale },
): Promise<TOpportunityDetail> {
  const providerId = await agencyOf(deps, input.userId);
  const row = await findProviderOpportunity(deps.db, providerId, input.offerKey);
  if (!row) throw briefsErrors.opportunityNotFound();
  const now = deps.clock.now();
  if (row.match.providerViewedAt === null) await markProviderViewed(deps.db, row.match.id, now);
  if (row.match.accessAt === null && isOpenForAgencies(row)) {
    try {
      await deps.db.transaction((tx) =>
        unlock({ ...deps, db: tx }, { providerId, matchId: row.match.id, now, requireSubscription: true }),
      );
    } catch (error) {
      // Blocked or full: the page explains it through Access.Block.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return detailFor(deps, providerId, input.offerKey, input.locale);
}

/** POST MatchedProvider/{id}/payment: pay the viewing fee (or use the subscription) to see the client. */
export async function payForAccess(
  deps: TDeps,
  input: { userId: number; matchId: number; idempotencyKey?: string; locale: TLocale },
): Promise<TOpportunityDetail> {
  const providerId = await agencyOf(deps, input.userId);
  const now = deps.clock.now();
  const { row, access } = await deps.db.transaction((tx) =>
    unlock(
      { ...deps, db: tx },
      {
        providerId,
        matchId: input.matchId,
        now,
        idempotencyKey: input.idempotencyKey,
        requireSubscription: false,
      },
    ),
  );
  // The page from the match the payment locked and the state it left: nothing to read again.
  return detailView(deps.db, {
    offer: row.offer,
    names: row,
    row,
    access,
    locale: input.locale,
    poolContactsLeft: null,
  });
}
