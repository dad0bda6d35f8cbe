import {
  RENEWAL_LEAD_HOURS,
  RENEWAL_RETRY_DAYS,
  type TBasketLine,
  type TPurchasableItemKind,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../billing.events.ts';
import { renewals } from '../../ledger/subscriptions/subscriptions.service.ts';
import { renewalLineId } from '../payments/handlers/renewal.handler.ts';
import { chargeSavedCard } from './charge-saved-card.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const BATCH = 200;
/** Charges in flight at once (each its own connection and bank call; the invoice counter serializes the rest). */
const CONCURRENCY = 8;

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

type TSubscription = renewals.TSubscriptionRow;
type TStep = 'renewed' | 'failed' | 'retry_failed' | 'stopped' | 'cancelled';
export type TRenewalRun = {
  renewed: number;
  failed: number;
  retried: number;
  stopped: number;
  cancelled: number;
  pending: number;
};

/** What a subscription's renewal line is sold as: the subscription's own kind. */
function lineKindOf(kind: TSubscription['kind']): TPurchasableItemKind {
  if (kind === 'category') return 'category_subscription';
  return kind as TPurchasableItemKind;
}

const KIND_NAMES: Record<string, { tr: string; en: string }> = {
  package: { tr: 'Paket', en: 'Package' },
  category: { tr: 'Kategori aboneliği', en: 'Category subscription' },
  advertisement: { tr: 'Reklam', en: 'Advertisement' },
  boost: { tr: 'Öne çıkarma', en: 'Boost' },
};

function renewalName(row: TSubscription): { tr: string; en: string } {
  const name = KIND_NAMES[row.kind] ?? { tr: 'Abonelik', en: 'Subscription' };
  const plan = row.plan ? ` ${row.plan}` : '';
  return { tr: `${name.tr}${plan} yenileme #${row.id}`, en: `${name.en}${plan} renewal #${row.id}` };
}

/** The line a renewal charges: one period of the subscription at its price, named by its id and period end. */
export function renewalLine(row: TSubscription): TBasketLine {
  const price = row.priceKurus ?? 0;
  return {
    Id: renewalLineId(row.id, row.endsAt),
    Kind: lineKindOf(row.kind),
    Name: renewalName(row),
    Quantity: 1,
    UnitPriceKurus: price,
    TotalKurus: price,
    PeriodMonths: row.periodMonths,
    Days: row.days,
  };
}

function tell(deps: TDeps, row: TSubscription, step: TStep, attempt: number) {
  return emit(deps, 'billing.renewal_step', {
    subscription: { id: row.id, providerId: row.providerId, periodEnd: row.endsAt },
    step,
    amountKurus: row.priceKurus ?? 0,
    attempt,
  });
}

function charge(deps: TDeps, row: TSubscription, key: string) {
  if (!row.renewalCardId) return Promise.resolve({ status: 'failed' as const });
  return chargeSavedCard(deps, {
    cardId: row.renewalCardId,
    providerId: row.providerId,
    type: lineKindOf(row.kind),
    line: renewalLine(row),
    idempotencyKey: key,
  });
}

/** The first charge of a period: renewed, or a debt due now (retried on day 1 after it). */
async function renewOne(deps: TDeps, row: TSubscription, run: TRenewalRun): Promise<void> {
  const outcome = await charge(deps, row, `renewal:${row.id}:${row.endsAt.toISOString()}`);
  if (outcome.status === 'pending') {
    run.pending += 1;
    return;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    if (outcome.status === 'succeeded') {
      run.renewed += 1;
      return tell(txDeps, row, 'renewed', 0);
    }
    const debt = await renewals.openRenewalDebt(tx, {
      providerId: row.providerId,
      subscriptionId: row.id,
      amountKurus: row.priceKurus ?? 0,
      description: renewalName(row).tr,
      now,
      nextAttemptAt: new Date(now.getTime() + RENEWAL_RETRY_DAYS[0] * DAY_MS),
    });
    if (!debt) return;
    run.failed += 1;
    await tell(txDeps, row, 'failed', 1);
  });
}

/** A retry of a debt's renewal: paid (renewed, the debt paid with it), the next retry set, or stopped. */
async function retryOne(
  deps: TDeps,
  debt: renewals.TDebtRow,
  row: TSubscription,
  run: TRenewalRun,
): Promise<void> {
  const attempt = debt.attempts;
  const outcome = await charge(deps, row, `renewal:${row.id}:${row.endsAt.toISOString()}:retry-${attempt}`);
  if (outcome.status === 'pending') {
    run.pending += 1;
    return;
  }
  run.retried += 1;
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    if (outcome.status === 'succeeded') {
      run.renewed += 1;
      return tell(txDeps, row, 'renewed', attempt);
    }
    const nextDays = RENEWAL_RETRY_DAYS[attempt];
    const next = nextDays === undefined ? null : new Date(debt.dueAt.getTime() + nextDays * DAY_MS);
    if (!(await renewals.recordRetryFailure(tx, { id: debt.id, attempts: attempt, nextAttemptAt: next })))
      return;
    if (next) return tell(txDeps, row, 'retry_failed', attempt + 1);
    await renewals.stopSubscription(tx, row.id, deps.clock.now());
    run.stopped += 1;
    await tell(txDeps, row, 'stopped', attempt + 1);
  });
}

/**
 * The daily renewal job (issue 19 item 4), at 06:00 in Turkey:
 * 1. each live subscription renewing automatically whose period ends within RENEWAL_LEAD_HOURS is charged on its
 *    saved card (no 3-D Secure): success adds a period (the payment's delivery, with its invoice); failure makes a
 *    debt of one period's price, due now (the existing rule blocks opportunities until it is paid), while the
 *    subscription runs to its end;
 * 2. each debt's retry due now (days 1, 3 and 7 after the first failure) charges again; the day-7 failure stops
 *    the subscription (its rights end) and the debt stays to be paid;
 * 3. subscriptions ending without renewal (turned off, or cancelled at period end) become cancelled.
 * Every step is noticed once. Run twice, it charges nothing twice (keys per subscription, period and try).
 * With `providerId`, only that agency's subscriptions and debts (the development route POST /api/dev/renewals/run).
 */
export async function renewSubscriptions(
  deps: TDeps,
  scope: { providerId?: number } = {},
): Promise<TRenewalRun> {
  const run: TRenewalRun = { renewed: 0, failed: 0, retried: 0, stopped: 0, cancelled: 0, pending: 0 };
  const now = deps.clock.now();
  const until = new Date(now.getTime() + RENEWAL_LEAD_HOURS * HOUR_MS);
  for (let afterId = 0; ; ) {
    const rows = await renewals.dueRenewals(deps.db, {
      until,
      afterId,
      limit: BATCH,
      providerId: scope.providerId,
    });
    await inParallel(rows, (row) => renewOne(deps, row, run));
    if (rows.length < BATCH) break;
    afterId = rows.at(-1)!.id;
  }
  for (let afterId = 0; ; ) {
    const rows = await renewals.dueRetries(deps.db, now, afterId, BATCH, scope.providerId);
    await inParallel(rows, ({ debt, subscription }) => retryOne(deps, debt, subscription, run));
    if (rows.length < BATCH) break;
    afterId = rows.at(-1)!.debt.id;
  }
  run.cancelled = await expireSubscriptions(deps, scope.providerId);
  return run;
}

/** Subscriptions whose period ended without renewal become cancelled (their rights already ended at endsAt). */
export async function expireSubscriptions(deps: TDeps, providerId?: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const ended = await renewals.expireEnded(tx, deps.clock.now(), providerId);
    for (const row of ended) {
      await emit({ ...deps, db: tx }, 'billing.renewal_step', {
        subscription: { id: row.id, providerId: row.providerId, periodEnd: row.endsAt },
        step: 'cancelled',
        amountKurus: 0,
        attempt: 0,
      });
    }
    return ended.length;
  });
}
