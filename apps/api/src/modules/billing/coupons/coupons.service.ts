import {
  bonusForTopUp,
  errorMessage,
  type TBasketLineInput,
  type TCouponCheck,
  type TCouponRefusal,
  type TLeadcoinCampaign,
  type TLeadcoinCampaignTier,
  type TLocale,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { activePackagePlan } from '../../ledger/subscriptions/subscriptions.service.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { COUPON_REFUSAL_CODES, couponsErrors } from './coupons.errors.ts';
import {
  findCouponByName,
  findPaymentRedemption,
  findRedemption,
  insertRedemption,
  listActiveTiers,
  listAutoApplyCoupons,
  redemptionCounts,
  type TCouponRow,
  type TTierRow,
} from './coupons.repo.ts';
import { evaluateCoupon, pricedLines, type TCouponEvaluation, type TPricedLine } from './pricing.ts';

type TDbDeps = Pick<TDeps, 'db'>;

/** A basket as the payments core and the next issues pass it: the lines and, when known, the buyer's package. */
export type TBasket = {
  lines: readonly TBasketLineInput[];
  /** lite | growth | elite, or null for none; left out, it is read from the buyer's active package subscription. */
  buyerPackage?: string | null;
};

/** The buyer's package: what the caller passed, else the plan of the user's agency's active package subscription. */
async function buyerPackageOf(deps: TDbDeps, userId: number, basket: TBasket, now: Date) {
  if (basket.buyerPackage !== undefined) return basket.buyerPackage;
  const membership = await findMembership(deps.db, userId);
  return membership ? activePackagePlan(deps.db, membership.provider.id, now) : null;
}

async function evaluate(
  deps: TDbDeps,
  coupon: TCouponRow,
  input: { userId: number; lines: readonly TBasketLineInput[]; buyerPackage: string | null; now: Date },
): Promise<TCouponEvaluation> {
  const uses = await redemptionCounts(deps.db, coupon.id, input.userId);
  return evaluateCoupon(coupon, { ...input, uses });
}

export type TBasketPrice = {
  lines: TPricedLine[];
  subtotalKurus: number;
  discountKurus: number;
  totalKurus: number;
  /** The coupon or campaign applied (at most one a basket: the one that gives most), or null. */
  coupon: TCouponRow | null;
  /** The typed coupon: null when none was typed; otherwise whether it applies and why not. */
  typed: { coupon: TCouponRow | null; applies: boolean; reason: TCouponRefusal | null } | null;
};

/**
 * Prices a basket for a user: at most one discount a basket, the largest of the typed coupon's (if it applies)
 * and the automatic campaigns' (ties go to the typed one). Used for display and, at payment, before
 * `redeemCoupon` takes the applied coupon under its row lock (decisions.md, issue 18 "One discount a basket").
 */
export async function priceBasket(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: {
    userId: number;
    lines: readonly TBasketLineInput[];
    couponName?: string | null;
    buyerPackage?: string | null;
  },
): Promise<TBasketPrice> {
  const now = deps.clock.now();
  const basket: TBasket = {
    lines: input.lines,
    ...(input.buyerPackage !== undefined ? { buyerPackage: input.buyerPackage } : {}),
  };
  const buyerPackage = await buyerPackageOf(deps, input.userId, basket, now);
  const context = { userId: input.userId, lines: input.lines, buyerPackage, now };

  let best: { coupon: TCouponRow; discountKurus: number; lineDiscounts: number[] } | null = null;
  let typed: TBasketPrice['typed'] = null;
  const typedName = input.couponName?.trim();
  if (typedName) {
    const coupon = (await findCouponByName(deps.db, typedName)) ?? null;
    if (!coupon) {
      typed = { coupon: null, applies: false, reason: 'unknown' };
    } else {
      const result = await evaluate(deps, coupon, context);
      typed = { coupon, applies: result.applies, reason: result.applies ? null : result.reason };
      if (result.applies) best = { coupon, ...result };
    }
  }
  for (const coupon of await listAutoApplyCoupons(deps.db)) {
    if (best && coupon.id === best.coupon.id) continue;
    const result = await evaluate(deps, coupon, context);
    if (result.applies && (!best || result.discountKurus > best.discountKurus)) best = { coupon, ...result };
  }
  const lines = pricedLines(input.lines, best?.lineDiscounts ?? null);
  const subtotalKurus = lines.reduce((s, l) => s + l.amountKurus, 0);
  const discountKurus = best?.discountKurus ?? 0;
  return {
    lines,
    subtotalKurus,
    discountKurus,
    totalKurus: subtotalKurus - discountKurus,
    coupon: best?.coupon ?? null,
    typed,
  };
}

/**
 * GET Coupon/{name}: whether the coupon applies to the basket for the signed-in user, with its own discount, or
 * the reason in the request's language. (A campaign that would give more is the payment's business: priceBasket.)
 */
export async function checkCoupon(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: { userId: number; name: string; lines: readonly TBasketLineInput[]; locale: TLocale },
): Promise<TCouponCheck> {
  const now = deps.clock.now();
  const coupon = await findCouponByName(deps.db, input.name.trim());
  const subtotalKurus = input.lines.reduce((s, l) => s + l.amountKurus, 0);
  const refusal = (reason: TCouponRefusal, row: TCouponRow | null): TCouponCheck => ({
    Name: row?.name ?? input.name.trim(),
    Applies: false,
    Reason: reason,
    Message: errorMessage(COUPON_REFUSAL_CODES[reason], input.locale),
    Type: row?.type ?? null,
    Value: row?.value ?? null,
    Title: row ? (input.locale === 'tr' ? row.titleTr : row.titleEn) : '',
    MinimumBasketKurus: row?.minimumBasketKurus ?? 0,
    ValidTo: row?.validTo?.toISOString() ?? null,
    DiscountKurus: 0,
    SubtotalKurus: subtotalKurus,
    TotalKurus: subtotalKurus,
    Lines: pricedLines(input.lines, null).map(lineOut),
  });
  if (!coupon) return refusal('unknown', null);
  const buyerPackage = await buyerPackageOf(deps, input.userId, { lines: input.lines }, now);
  const result = await evaluate(deps, coupon, {
    userId: input.userId,
    lines: input.lines,
    buyerPackage,
    now,
  });
  if (!result.applies) return refusal(result.reason, coupon);
  return {
    ...refusal('unknown', coupon),
    Applies: true,
    Reason: null,
    Message: null,
    DiscountKurus: result.discountKurus,
    TotalKurus: subtotalKurus - result.discountKurus,
    Lines: pricedLines(input.lines, result.lineDiscounts).map(lineOut),
  };
}

function lineOut(line: TPricedLine) {
  return {
    Kind: line.kind,
    PeriodMonths: line.periodMonths ?? null,
    AmountKurus: line.amountKurus,
    DiscountKurus: line.discountKurus,
    TotalKurus: line.totalKurus,
  };
}

/**
 * Redeems a coupon inside the payment's transaction (`deps.db` is the transaction): locks the coupon's row, then
 * checks everything again (validity, total and per-user limits, items, minimum) and records the redemption, so
 * concurrent payments never pass a limit. The same payment reference redeems once (a retry answers the first
 * redemption). Throws the coupon's refusal (COUPON_*) when it no longer applies.
 */
export async function redeemCoupon(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: { name: string; userId: number; paymentRef: string; basket: TBasket },
): Promise<{
  couponId: number;
  name: string;
  discountKurus: number;
  lines: TPricedLine[];
  applied: boolean;
}> {
  const now = deps.clock.now();
  const coupon = await findCouponByName(deps.db, input.name.trim(), { lock: true });
  if (!coupon) throw couponsErrors.refused('unknown');
  const earlier = await findRedemption(deps.db, coupon.id, input.paymentRef);
  const buyerPackage = await buyerPackageOf(deps, input.userId, input.basket, now);
  if (earlier) {
    const again = evaluateCoupon(coupon, {
      lines: input.basket.lines,
      buyerPackage,
      now,
      uses: { total: 0, byUser: 0 },
    });
    return {
      couponId: coupon.id,
      name: coupon.name,
      discountKurus: earlier.amountKurus,
      lines: pricedLines(input.basket.lines, again.applies ? again.lineDiscounts : null),
      applied: false,
    };
  }
  const result = await evaluate(deps, coupon, {
    userId: input.userId,
    lines: input.basket.lines,
    buyerPackage,
    now,
  });
  if (!result.applies) throw couponsErrors.refused(result.reason);
  await insertRedemption(deps.db, {
    couponId: coupon.id,
    userId: input.userId,
    paymentRef: input.paymentRef,
    amountKurus: result.discountKurus,
    createdAt: now,
  });
  return {
    couponId: coupon.id,
    name: coupon.name,
    discountKurus: result.discountKurus,
    lines: pricedLines(input.basket.lines, result.lineDiscounts),
    applied: true,
  };
}

/**
 * The price of a basket at payment, inside the payment's transaction (`deps.db` is the transaction): priceBasket,
 * then the applied coupon or campaign redeemed under its row lock (everything checked again), keyed by the
 * payment reference. A typed coupon that does not apply refuses the payment with its reason (COUPON_*) rather than
 * charging the full price silently; so does a coupon that a concurrent payment used up meanwhile. The payments
 * core compares the client's price with `totalKurus`.
 */
export async function priceBasketForPayment(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: {
    userId: number;
    lines: readonly TBasketLineInput[];
    couponName?: string | null;
    buyerPackage?: string | null;
    paymentRef: string;
  },
): Promise<TBasketPrice> {
  const basket: TBasket = {
    lines: input.lines,
    ...(input.buyerPackage !== undefined ? { buyerPackage: input.buyerPackage } : {}),
  };
  // A retried payment keeps the coupon it redeemed the first time (even if that took the coupon's last use).
  const earlier = await findPaymentRedemption(deps.db, input.paymentRef);
  if (earlier) {
    const redeemed = await redeemCoupon(deps, {
      name: earlier.couponName,
      userId: input.userId,
      paymentRef: input.paymentRef,
      basket,
    });
    const subtotalKurus = input.lines.reduce((sum, line) => sum + line.amountKurus, 0);
    const coupon = (await findCouponByName(deps.db, earlier.couponName)) ?? null;
    return {
      lines: redeemed.lines,
      subtotalKurus,
      discountKurus: redeemed.discountKurus,
      totalKurus: subtotalKurus - redeemed.discountKurus,
      coupon,
      typed: input.couponName ? { coupon, applies: true, reason: null } : null,
    };
  }
  const price = await priceBasket(deps, input);
  if (price.typed && !price.typed.applies) throw couponsErrors.refused(price.typed.reason ?? 'unknown');
  if (!price.coupon) return price;
  const redeemed = await redeemCoupon(deps, {
    name: price.coupon.name,
    userId: input.userId,
    paymentRef: input.paymentRef,
    basket: {
      lines: input.lines,
      ...(input.buyerPackage !== undefined ? { buyerPackage: input.buyerPackage } : {}),
    },
  });
  const discountKurus = redeemed.lines.reduce((sum, line) => sum + line.discountKurus, 0);
  return { ...price, lines: redeemed.lines, discountKurus, totalKurus: price.subtotalKurus - discountKurus };
}

function tierOut(row: TTierRow): TLeadcoinCampaignTier {
  const tier = {
    MinTopUpKurus: row.minTopUpKurus,
    BonusKurus: row.bonusKurus,
    BonusPercent: row.bonusPercent,
  };
  return {
    Id: row.id,
    ...tier,
    BonusAtMinimumKurus: bonusForTopUp([tier], row.minTopUpKurus),
    ValidFrom: row.validFrom.toISOString(),
    ValidTo: row.validTo?.toISOString() ?? null,
  };
}

/** GET LeadcoinCampaign: the bonus tiers active now, smallest top-up first. */
export async function leadcoinCampaign(deps: Pick<TDeps, 'db' | 'clock'>): Promise<TLeadcoinCampaign> {
  return { Tiers: (await listActiveTiers(deps.db, deps.clock.now())).map(tierOut) };
}

/** The bonus a top-up of `amountKurus` earns at `at` (0 below the first tier), and the tier it reached. */
export async function campaignBonusFor(
  deps: TDbDeps,
  input: { amountKurus: number; at: Date },
): Promise<{ bonusKurus: number; tier: TLeadcoinCampaignTier | null }> {
  const tiers = (await listActiveTiers(deps.db, input.at)).map(tierOut);
  const bonusKurus = bonusForTopUp(tiers, input.amountKurus);
  const reached = tiers.filter((t) => input.amountKurus >= t.MinTopUpKurus).at(-1) ?? null;
  return { bonusKurus, tier: reached };
}

/** The ledger key of a payment's campaign bonus: one bonus a payment. */
export function campaignBonusKey(paymentRef: string): string {
  return `campaign-bonus:${paymentRef}`;
}

/**
 * Credits the campaign bonus of a successful top-up inside the payment's transaction (`deps.db` is the
 * transaction): a separate `gift` entry (reason `campaign_bonus`) from the platform's promotions account to the
 * agency, keyed by the payment reference, so a replayed callback credits nothing twice. Nothing below the first tier.
 */
export async function creditCampaignBonus(
  deps: TDbDeps,
  input: { providerId: number; topUpKurus: number; paymentRef: string; now: Date },
): Promise<{ applied: boolean; bonusKurus: number }> {
  const { bonusKurus } = await campaignBonusFor(deps, { amountKurus: input.topUpKurus, at: input.now });
  if (bonusKurus <= 0) return { applied: false, bonusKurus: 0 };
  const result = await postTransaction(deps.db, {
    legs: [
      { party: { platform: 'platform_promotions' }, amountKurus: -bonusKurus },
      { party: { providerId: input.providerId }, amountKurus: bonusKurus },
    ],
    type: 'gift',
    reason: 'campaign_bonus',
    description: 'Leadcoin kampanya bonusu',
    idempotencyKey: campaignBonusKey(input.paymentRef),
    now: input.now,
  });
  return { applied: result.applied, bonusKurus };
}
