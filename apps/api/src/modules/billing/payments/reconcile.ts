import { calendarDay, istanbulDayStart } from '@brifa/contracts';
import type { TProviderPaymentRecord } from '../../../platform/adapters/payments/payment-provider.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../billing.events.ts';
import { agencyAmountOf } from '../../ledger/wallet/wallet.service.ts';
import { invoicesOfPayments } from '../invoices/invoices.service.ts';
import { paymentRefOf, topUpKeyOf } from './payment-keys.ts';
import { findByProviderRefs, listSettledBetween, type TPaymentRow } from './payments.repo.ts';

/**
 * Payments' reconciliation (issue 18 item 10): one Istanbul day of the card provider's records against our
 * payments and what they delivered. `npm run payments:reconcile -- --date YYYY-MM-DD` prints the differences;
 * the nightly `payments-reconcile` job files a console item for each (billing.reconcile_difference).
 */

export const RECONCILE_DIFFERENCE_KINDS = [
  /** The bank took the money and we delivered nothing (our payment failed, waits or does not exist). */
  'missing_here',
  /** We delivered for a payment the bank has no successful record of. */
  'missing_at_provider',
  /** Both succeeded, for different amounts. */
  'amount',
  /** Refunded or cancelled on one side only. */
  'refund_state',
  /** A succeeded top-up whose credit is not in the agency's wallet (or not the amount paid for). */
  'ledger',
  /** A succeeded payment without its invoice. */
  'invoice',
] as const;
export type TReconcileDifferenceKind = (typeof RECONCILE_DIFFERENCE_KINDS)[number];

export type TReconcileDifference = {
  kind: TReconcileDifferenceKind;
  /** Our payment's public id, when we have the payment */
  paymentId: string | null;
  providerPaymentId: string | null;
  /** One line for a person: what differs, with both sides' figures */
  detail: string;
};

export type TReconcileReport = {
  date: string;
  provider: string;
  /** How many records each side had for the day */
  ours: number;
  theirs: number;
  differences: TReconcileDifference[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Yesterday in Istanbul: the day the nightly job reconciles. */
export function previousIstanbulDay(now: Date): string {
  return calendarDay(new Date(istanbulDayStart(calendarDay(now)).getTime() - DAY_MS / 2));
}

const providerSettled = (record: TProviderPaymentRecord) =>
  record.status === 'success' || record.status === 'refunded' || record.status === 'cancelled';
const providerGaveBack = (record: TProviderPaymentRecord) =>
  record.status === 'refunded' || record.status === 'cancelled';

function compareSides(
  ours: TPaymentRow | undefined,
  theirs: TProviderPaymentRecord | undefined,
): TReconcileDifference[] {
  const ids = {
    paymentId: ours?.publicId ?? theirs?.conversationId ?? null,
    providerPaymentId: theirs?.providerPaymentId ?? ours?.providerPaymentId ?? null,
  };
  const settledHere = ours?.state === 'succeeded' || ours?.state === 'refunded';
  if (theirs && providerSettled(theirs) && !settledHere) {
    return [
      {
        kind: 'missing_here',
        ...ids,
        detail: ours
          ? `bank: ${theirs.status} ${theirs.paidPriceKurus} kuruş; here: ${ours.state}`
          : `bank: ${theirs.status} ${theirs.paidPriceKurus} kuruş; no payment here`,
      },
    ];
  }
  if (!ours || !settledHere) return [];
  if (!theirs || !providerSettled(theirs)) {
    return [
      {
        kind: 'missing_at_provider',
        ...ids,
        detail: `here: ${ours.state} ${ours.paidPriceKurus} kuruş; bank: ${theirs ? theirs.status : 'no record'}`,
      },
    ];
  }
  const differences: TReconcileDifference[] = [];
  if (theirs.paidPriceKurus !== ours.paidPriceKurus) {
    differences.push({
      kind: 'amount',
      ...ids,
      detail: `here ${ours.paidPriceKurus} kuruş, bank ${theirs.paidPriceKurus} kuruş`,
    });
  }
  if (providerGaveBack(theirs) !== (ours.state === 'refunded')) {
    differences.push({ kind: 'refund_state', ...ids, detail: `here: ${ours.state}; bank: ${theirs.status}` });
  }
  return differences;
}

/** What a succeeded payment must have delivered: each top-up line in the agency's wallet, and its invoice. */
async function deliveryDifferences(
  deps: Pick<TDeps, 'db'>,
  payment: TPaymentRow,
  invoiced: boolean,
): Promise<TReconcileDifference[]> {
  const ids = { paymentId: payment.publicId, providerPaymentId: payment.providerPaymentId };
  const differences: TReconcileDifference[] = [];
  for (const line of payment.basketLines) {
    if (line.Kind !== 'wallet_top_up') continue;
    const credited = payment.providerId
      ? await agencyAmountOf(deps.db, topUpKeyOf(payment.publicId), payment.providerId)
      : null;
    if (credited !== line.TotalKurus) {
      differences.push({
        kind: 'ledger',
        ...ids,
        detail: `top-up ${line.TotalKurus} kuruş; wallet credit ${credited === null ? 'missing' : `${credited} kuruş`}`,
      });
    }
  }
  if (!invoiced) differences.push({ kind: 'invoice', ...ids, detail: 'no invoice for a succeeded payment' });
  return differences;
}

/** Compares one Istanbul day (YYYY-MM-DD) of the provider's records with ours. Reads only. */
export async function reconcilePayments(
  deps: Pick<TDeps, 'db' | 'adapters'>,
  date: string,
): Promise<TReconcileReport> {
  const isDay =
    DAY.test(date) && !Number.isNaN(Date.parse(date)) && calendarDay(istanbulDayStart(date)) === date;
  if (!isDay) throw new RangeError(`not a day: ${date}`);
  const provider = deps.adapters.payments;
  const from = istanbulDayStart(date);
  const to = new Date(from.getTime() + DAY_MS);
  const theirs = await provider.listPayments({ date });
  const ours = await listSettledBetween(deps.db, provider.name, from, to);
  // The bank's records of the day may name payments we settled on another day (or never): find those too.
  const known = new Set(ours.flatMap((p) => [p.publicId, p.providerPaymentId ?? '']));
  const others = await findByProviderRefs(deps.db, provider.name, {
    providerPaymentIds: theirs.filter((r) => !known.has(r.providerPaymentId)).map((r) => r.providerPaymentId),
    publicIds: theirs.filter((r) => !known.has(r.conversationId)).map((r) => r.conversationId),
  });
  const payments = [...ours, ...others.filter((p) => !ours.some((o) => o.id === p.id))];
  const ourOf = (record: TProviderPaymentRecord) =>
    payments.find(
      (p) => p.providerPaymentId === record.providerPaymentId || p.publicId === record.conversationId,
    );
  const theirsOf = (payment: TPaymentRow) =>
    theirs.find(
      (r) => r.providerPaymentId === payment.providerPaymentId || r.conversationId === payment.publicId,
    );

  const differences: TReconcileDifference[] = [];
  for (const record of theirs) {
    const payment = ourOf(record);
    // A payment of ours settled on this day is compared below, from our side.
    if (!payment || !ours.includes(payment)) differences.push(...compareSides(payment, record));
  }
  const invoices = await invoicesOfPayments(
    deps.db,
    ours.map((p) => paymentRefOf(p.publicId)),
  );
  for (const payment of ours) {
    differences.push(...compareSides(payment, theirsOf(payment)));
    if (payment.state === 'succeeded') {
      differences.push(
        ...(await deliveryDifferences(deps, payment, invoices.has(paymentRefOf(payment.publicId)))),
      );
    }
  }
  return { date, provider: provider.name, ours: ours.length, theirs: theirs.length, differences };
}

/** Tells the console of each difference (one queue item per difference, however often a day is filed). */
export async function fileDifferences(deps: TDeps, report: TReconcileReport): Promise<void> {
  if (report.differences.length === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const difference of report.differences) {
      await emit({ ...deps, db: tx }, 'billing.reconcile_difference', {
        date: report.date,
        provider: report.provider,
        difference,
      });
    }
  });
}

/** The nightly job: reconciles yesterday (Istanbul) and files its differences. Answers figures for the job log. */
export async function reconcileYesterday(deps: TDeps): Promise<{ checked: number; differences: number }> {
  const report = await reconcilePayments(deps, previousIstanbulDay(deps.clock.now()));
  await fileDifferences(deps, report);
  return { checked: report.ours + report.theirs, differences: report.differences.length };
}
