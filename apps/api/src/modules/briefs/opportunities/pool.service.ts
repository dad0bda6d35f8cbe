import {
  OFFER_COMMUNICATION_LIMIT,
  POOL_CONTACT_WINDOW_DAYS,
  POOL_CONTACTS_WITHOUT_SUBSCRIPTION,
  POOL_RESPONSE_LIMIT,
  type TAccessBlock,
  type TLocale,
  type TOpportunityDetail,
  type TPoolList,
  type TPoolQuery,
} from '@brifa/contracts';
import type { TDb } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { selectPayingAbility } from '../../ledger/ledger.service.ts';
import { hasActiveSubscription } from '../../ledger/subscriptions/subscriptions.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findProviderOpportunity, lockOffer } from './opportunities.repo.ts';
import { agencyOf, opportunityForProvider } from './opportunities.service.ts';
import { briefSummary, detailView } from './opportunity-view.ts';
import {
  countPoolContactsSince,
  findPoolOffer,
  insertPoolMatch,
  pagePool,
  type TPoolRow,
} from './pool.repo.ts';

const POOL_CONTACT_WINDOW_MS = POOL_CONTACT_WINDOW_DAYS * 86_400_000;

/** Pool contacts left in the rolling 30 days; null with a subscription (no limit). */
async function contactsLeft(db: TDb, providerId: number, now: Date): Promise<number | null> {
  if (await hasActiveSubscription(db, providerId, now)) return null;
  const used = await countPoolContactsSince(db, providerId, new Date(now.getTime() - POOL_CONTACT_WINDOW_MS));
  return Math.max(0, POOL_CONTACTS_WITHOUT_SUBSCRIPTION - used);
}

/** GET Pool: briefs other agencies left unanswered, for agencies that were not matched to them. */
export async function listPool(
  deps: TDeps,
  input: { userId: number; query: TPoolQuery; locale: TLocale },
): Promise<TPoolList> {
  const providerId = await agencyOf(deps, input.userId);
  const now = deps.clock.now();
  const { rows, total } = await pagePool(deps.db, providerId, input.query, now);
  return {
    Items: rows.map((row) => ({
      Brief: briefSummary(row.offer, row, input.locale, { hasAccess: false, client: row.client }),
      ResponsesCount: row.responses,
      SlotsLeft: Math.max(0, OFFER_COMMUNICATION_LIMIT - row.responses),
    })),
    TotalCount: total,
    PageIndex: input.query.PageIndex,
    PageSize: input.query.PageSize,
    ContactsLeft: await contactsLeft(deps.db, providerId, now),
  };
}

/** A pool brief is full once 5 agencies responded to it or have its details. */
function isFull(pool: TPoolRow) {
  return pool.responses >= POOL_RESPONSE_LIMIT || pool.unlocked >= OFFER_COMMUNICATION_LIMIT;
}

async function poolBlock(db: TDb, providerId: number, pool: TPoolRow, now: Date) {
  const ability = (await selectPayingAbility(db, [providerId], pool.offer, now)).get(providerId);
  const left = await contactsLeft(db, providerId, now);
  let block: TAccessBlock | null = null;
  if (ability?.suspended) block = 'suspended';
  else if (ability?.blocked) block = 'debt';
  else if (isFull(pool)) block = 'communication_limit';
  else if (left === 0) block = 'pool_contact_limit';
  return { block, left, ability };
}

/**
 * GET pool/offer/{key}/for-provider: a pool brief without the client's identity; once the agency has
 * contacted it, the same page as a matched opportunity.
 */
export async function poolOfferForProvider(
  deps: TDeps,
  input: { userId: number; offerKey: string; locale: TLocale },
): Promise<TOpportunityDetail> {
  const providerId = await agencyOf(deps, input.userId);
  if (await findProviderOpportunity(deps.db, providerId, input.offerKey)) {
    return opportunityForProvider(deps, input);
  }
  const now = deps.clock.now();
  const pool = await findPoolOffer(deps.db, providerId, input.offerKey, now, { includeFull: true });
  if (!pool) throw briefsErrors.opportunityNotFound();
  const { block, left, ability } = await poolBlock(deps.db, providerId, pool, now);
  return detailView(deps.db, {
    offer: pool.offer,
    names: pool,
    row: null,
    access: {
      hasAccess: false,
      source: null,
      subscribed: ability?.subscribed ?? false,
      balanceKurus: ability?.walletKurus ?? 0,
      blocked: ability?.blocked ?? false,
      suspended: ability?.suspended ?? false,
      unlocked: pool.unlocked,
      closed: false,
    },
    locale: input.locale,
    poolContactsLeft: left,
    poolBlock: block,
  });
}

/**
 * POST pool/offer/{key}/contact: the agency takes a pool brief and sees the client's details. Free, but
 * limited without a subscription; never beyond the brief's communication limit (checked under its lock).
 */
export async function contactPoolOffer(
  deps: TDeps,
  input: { userId: number; offerKey: string; locale: TLocale },
): Promise<TOpportunityDetail> {
  const providerId = await agencyOf(deps, input.userId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const first = await findPoolOffer(tx, providerId, input.offerKey, now, { includeFull: true });
    if (!first) {
      if (await findProviderOpportunity(tx, providerId, input.offerKey)) return;
      throw briefsErrors.opportunityNotFound();
    }
    await lockOffer(tx, first.offer.id);
    const pool = await findPoolOffer(tx, providerId, input.offerKey, now, { includeFull: true });
    if (!pool) throw briefsErrors.opportunityNotFound();
    const { block } = await poolBlock(tx, providerId, pool, now);
    if (block === 'suspended') throw briefsErrors.providerSuspended();
    if (block === 'debt') throw briefsErrors.providerDebtBlocked();
    if (block === 'communication_limit') throw briefsErrors.offerCommunicationLimit();
    if (block === 'pool_contact_limit') throw briefsErrors.poolContactLimit();
    await insertPoolMatch(tx, pool.offer.id, providerId, now);
  });
  return opportunityForProvider(deps, input);
}
