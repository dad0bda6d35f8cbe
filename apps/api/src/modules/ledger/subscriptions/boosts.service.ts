import '../ledger.events.ts';
import {
  OPS_QUEUE_SLA_HOURS,
  type TBoostState,
  type TBoostSubscription,
  type TBoostSubscriptionPage,
  type TCustomServiceBody,
  type TCustomServiceRequest,
} from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TExecutor } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { ledgerErrors } from '../ledger.errors.ts';
import {
  boostsEndAt,
  findBoost,
  insertBoost,
  insertCustomServiceRequest,
  listBoosts,
  lockProviderBoosts,
  type TBoostRow,
  updateBoost,
} from './boosts.repo.ts';

/**
 * Boosts (issue 19 item 7): a `boost` subscription of 10 or 30 days. Bought while another runs, it starts when
 * that one ends. Stopped, it lifts nothing and keeps its days left; continued, those days run again from then
 * (or from the end of another boost still running). decisions.md "Issue 19 — boosts".
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The days a boost still has, in milliseconds: kept from the stop while stopped, counted from now otherwise. */
function remainingMs(row: TBoostRow, now: Date): number {
  const from = row.status === 'stopped' && row.stoppedAt ? row.stoppedAt : now;
  const start = Math.max(row.startsAt.getTime(), from.getTime());
  return Math.max(0, row.endsAt.getTime() - start);
}

function stateOf(row: TBoostRow, now: Date): TBoostState {
  if (row.status === 'stopped') return 'stopped';
  if (row.endsAt <= now || row.status === 'cancelled') return 'ended';
  return row.status === 'continue' ? 'continue' : 'active';
}

export function boostView(row: TBoostRow, now: Date): TBoostSubscription {
  const state = stateOf(row, now);
  const left = remainingMs(row, now);
  return {
    Id: row.id,
    Days: row.days ?? 0,
    PriceKurus: row.priceKurus,
    Status: state,
    IsLive: (state === 'active' || state === 'continue') && row.startsAt <= now && row.endsAt > now,
    RemainingDays: state === 'ended' ? 0 : Math.ceil(left / DAY_MS),
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    StoppedAt: row.status === 'stopped' && row.stoppedAt ? row.stoppedAt.toISOString() : null,
    CreatedAt: row.createdAt.toISOString(),
    CanStop: state === 'active' || state === 'continue',
    CanContinue: state === 'stopped' && left > 0,
  };
}

/**
 * Delivers a paid boost line (billing's boost handler, in the payment's transaction): `days` from now, or from
 * the end of the boosts the agency already has running. Idempotent by `deliveryKey`.
 */
export async function deliverBoost(
  db: TExecutor,
  input: { providerId: number; days: number; priceKurus: number; deliveryKey: string; now: Date },
): Promise<void> {
  await lockProviderBoosts(db, input.providerId);
  const queuedUntil = await boostsEndAt(db, input.providerId, input.now);
  const startsAt = queuedUntil && queuedUntil > input.now ? queuedUntil : input.now;
  await insertBoost(db, {
    providerId: input.providerId,
    days: input.days,
    priceKurus: input.priceKurus,
    startsAt,
    endsAt: new Date(startsAt.getTime() + input.days * DAY_MS),
    deliveryKey: input.deliveryKey,
    createdAt: input.now,
  });
}

async function agencyOf(deps: TDeps, userId: number) {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw commonErrors.forbidden();
  return membership.provider;
}

/** GET BoostSubscription/page: the agency's boosts, newest first. */
export async function listBoostSubscriptions(
  deps: TDeps,
  userId: number,
  query: { PageIndex: number; PageSize: number },
): Promise<TBoostSubscriptionPage> {
  const provider = await agencyOf(deps, userId);
  const now = deps.clock.now();
  const { rows, total } = await listBoosts(deps.db, provider.id, {
    pageIndex: query.PageIndex,
    pageSize: query.PageSize,
  });
  return {
    Items: rows.map((row) => boostView(row, now)),
    TotalCount: total,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

/** PUT BoostSubscription/{id}/stop: the boost lifts nothing from now; its days left are kept. */
export async function stopBoost(deps: TDeps, userId: number, id: number): Promise<TBoostSubscription> {
  const provider = await agencyOf(deps, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockProviderBoosts(tx, provider.id);
    const row = await findBoost(tx, provider.id, id);
    if (!row) throw ledgerErrors.boostNotFound();
    if (!boostView(row, now).CanStop) throw ledgerErrors.boostCannotStop();
    const stopped = await updateBoost(tx, row.id, { status: 'stopped', stoppedAt: now });
    await emit({ ...deps, db: tx }, 'ledger.boost_changed', { providerId: provider.id });
    return boostView(stopped, now);
  });
}

/**
 * PUT BoostSubscription/{id}/continue: a stopped boost's days left run again from now (or from the end of
 * another boost still running), in the `continue` state.
 */
export async function continueBoost(deps: TDeps, userId: number, id: number): Promise<TBoostSubscription> {
  const provider = await agencyOf(deps, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockProviderBoosts(tx, provider.id);
    const row = await findBoost(tx, provider.id, id);
    if (!row) throw ledgerErrors.boostNotFound();
    if (!boostView(row, now).CanContinue) throw ledgerErrors.boostCannotContinue();
    const left = remainingMs(row, now);
    const queuedUntil = await boostsEndAt(tx, provider.id, now, row.id);
    const startsAt = queuedUntil && queuedUntil > now ? queuedUntil : now;
    const resumed = await updateBoost(tx, row.id, {
      status: 'continue',
      startsAt,
      endsAt: new Date(startsAt.getTime() + left),
      stoppedAt: null,
    });
    await emit({ ...deps, db: tx }, 'ledger.boost_changed', { providerId: provider.id });
    return boostView(resumed, now);
  });
}

/**
 * POST Subscription/custom-service: the agency's request is kept and an operator follows it up within the
 * queue's SLA (24 hours), which the agency is told on screen and by an in-app notice.
 */
export async function requestCustomService(
  deps: TDeps,
  userId: number,
  body: TCustomServiceBody,
): Promise<TCustomServiceRequest> {
  const provider = await agencyOf(deps, userId);
  const now = deps.clock.now();
  const slaHours = OPS_QUEUE_SLA_HOURS.custom_service;
  const answerBy = new Date(now.getTime() + slaHours * HOUR_MS);
  return deps.db.transaction(async (tx) => {
    const row = await insertCustomServiceRequest(tx, {
      providerId: provider.id,
      userId,
      need: body.Need,
      contactPreference: body.ContactPreference,
      answerBy,
      createdAt: now,
    });
    await emit({ ...deps, db: tx }, 'ledger.custom_service_requested', {
      request: {
        id: row.id,
        providerId: provider.id,
        userId,
        need: row.need,
        contactPreference: row.contactPreference,
        answerBy,
      },
      agencyName: provider.companyNickName,
    });
    return { Id: row.id, AnswerBy: answerBy.toISOString(), SlaHours: slaHours };
  });
}
