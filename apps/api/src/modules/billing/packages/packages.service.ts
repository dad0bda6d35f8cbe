import type {
  TBasketItemPage,
  TLocale,
  TPackageMoneyBack,
  TPackageSubscription,
  TPackageSubscriptionByUser,
  TPackageSubscriptionList,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import {
  expirePackageAtPeriodEnd,
  expirePackageNow,
  isPackageLive,
  listPackages,
  livePackageView,
  moneyBackUntil,
  packageOf,
  packagesErrors,
  packageViewOf,
} from '../../ledger/subscriptions/subscriptions.service.ts';
import { basketItemsOfKind } from '../payments/basket-items.ts';
import { refundPayment } from '../payments/payment-refund.ts';
import { findByPublicId } from '../payments/payments.repo.ts';
import { billingPackagesErrors } from './packages.errors.ts';

/**
 * PackageSubscription calls (issue 19): the caller's agency's packages only (anyone else: 404), ending them now or
 * at the period's end, and the 30-day money-back guarantee (the payment refunded in full through refundPayment,
 * which ends the package and its chosen categories and takes the 10 % share back).
 */

async function agencyOf(deps: Pick<TDeps, 'db'>, userId: number): Promise<number> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw packagesErrors.notFound();
  return membership.provider.id;
}

export async function getPackageSubscriptions(
  deps: TDeps,
  userId: number,
): Promise<TPackageSubscriptionList> {
  const providerId = await agencyOf(deps, userId);
  return { Items: await listPackages(deps.db, providerId, deps.clock.now()) };
}

export async function getPackageByUser(deps: TDeps, userId: number): Promise<TPackageSubscriptionByUser> {
  const providerId = await agencyOf(deps, userId);
  return { Package: await livePackageView(deps.db, providerId, deps.clock.now()) };
}

export async function expireNow(deps: TDeps, userId: number, id: number): Promise<TPackageSubscription> {
  const providerId = await agencyOf(deps, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await expirePackageNow(tx, { providerId, id, now });
    return packageViewOf(tx, row, now);
  });
}

export async function expireAtPeriodEnd(
  deps: TDeps,
  userId: number,
  id: number,
): Promise<TPackageSubscription> {
  const providerId = await agencyOf(deps, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await expirePackageAtPeriodEnd(tx, { providerId, id, now });
    return packageViewOf(tx, row, now);
  });
}

/** The payment that bought a package: its delivery key is `payment:<publicId>:<index>`. */
function paymentIdOf(deliveryKey: string | null): string | null {
  const match = /^payment:([^:]+):\d+$/.exec(deliveryKey ?? '');
  return match ? match[1]! : null;
}

/**
 * POST PackageSubscription/{id}/money-back: within MONEY_BACK_DAYS of buying a live package, its payment is
 * refunded in full (card cancelled or refunded, credit note), the package and its categories end at once and the
 * 10 % share leaves the wallet (PAYMENT_REFUND_CREDIT_SPENT when the wallet no longer holds it).
 */
export async function moneyBack(
  deps: TDeps,
  input: { userId: number; id: number; locale: TLocale; ip?: string },
): Promise<TPackageMoneyBack> {
  const providerId = await agencyOf(deps, input.userId);
  return moneyBackForAgency(deps, { providerId, id: input.id, locale: input.locale, ip: input.ip });
}

/**
 * The money-back guarantee for an agency's package (the agency's own call above, and the operator console's in
 * its audited transaction). The package's row is locked first: a second request at the same time finds it ended.
 */
export async function moneyBackForAgency(
  deps: TDeps,
  input: { providerId: number; id: number; locale: TLocale; ip?: string | undefined },
): Promise<TPackageMoneyBack> {
  const { providerId } = input;
  const now = deps.clock.now();
  const row = await packageOf(deps.db, providerId, input.id, { lock: true });
  if (!isPackageLive(row, now)) throw packagesErrors.alreadyEnded();
  if (moneyBackUntil(row) <= now) throw billingPackagesErrors.moneyBackExpired();
  const publicId = paymentIdOf(row.deliveryKey);
  const payment = publicId ? await findByPublicId(deps.db, publicId) : null;
  if (!payment || payment.state !== 'succeeded') throw billingPackagesErrors.moneyBackUnavailable();
  const refund = await refundPayment(deps, {
    publicId: payment.publicId,
    reason: 'money_back_guarantee',
    now,
    locale: input.locale,
    ...(input.ip ? { ip: input.ip } : {}),
  });
  const ended = await packageOf(deps.db, providerId, input.id);
  return {
    Package: await packageViewOf(deps.db, ended, now),
    PaymentId: payment.publicId,
    RefundedKurus: refund.refundedKurus,
    WalletTakenBackKurus: refund.walletTakenBackKurus,
  };
}

/** GET BasketItem/global: the global plus subscription's items. */
export function globalBasketItems(): TBasketItemPage {
  const items = basketItemsOfKind('global_plus');
  return { Items: items, TotalCount: items.length, PageIndex: 0, PageSize: items.length };
}
