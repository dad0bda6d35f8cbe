import { calendarDay, type TBasketLineInput, type TCouponRefusal } from '@brifa/contracts';
import type { TCouponRow } from './coupons.repo.ts';

/** A basket line with its discount. */
export type TPricedLine = TBasketLineInput & { discountKurus: number; totalKurus: number };

export type TCouponEvaluation =
  | { applies: true; discountKurus: number; lineDiscounts: number[] }
  | { applies: false; reason: TCouponRefusal };

/** The Istanbul month (1..12) of a moment. */
function istanbulMonth(at: Date): number {
  return Number(calendarDay(at).slice(5, 7));
}

/** Does the line fall under the coupon (kind, period, the buyer's package)? */
function lineQualifies(coupon: TCouponRow, line: TBasketLineInput, buyerPackage: string | null): boolean {
  if (!coupon.itemKinds.includes(line.kind)) return false;
  if (coupon.periodMonths && !coupon.periodMonths.includes(line.periodMonths ?? -1)) return false;
  if (coupon.buyerPackages && !(buyerPackage && coupon.buyerPackages.includes(buyerPackage))) return false;
  return true;
}

/**
 * Whether the coupon applies to the basket now, and its discount per line. Checked in the order a buyer can act
 * on: validity, limits, what is in the basket, its amount. A percent is taken of each qualifying line (rounded
 * down to the kuruş); a fixed amount (never more than the qualifying lines) is shared among them pro rata.
 */
export function evaluateCoupon(
  coupon: TCouponRow,
  input: {
    lines: readonly TBasketLineInput[];
    buyerPackage: string | null;
    now: Date;
    uses: { total: number; byUser: number };
  },
): TCouponEvaluation {
  const { now } = input;
  if (now < coupon.validFrom) return { applies: false, reason: 'not_yet_valid' };
  if (coupon.validTo && now >= coupon.validTo) return { applies: false, reason: 'expired' };
  if (coupon.recurringMonth !== null) {
    const month = istanbulMonth(now);
    if (month < coupon.recurringMonth) return { applies: false, reason: 'not_yet_valid' };
    if (month > coupon.recurringMonth) return { applies: false, reason: 'expired' };
  }
  if (coupon.totalLimit !== null && input.uses.total >= coupon.totalLimit)
    return { applies: false, reason: 'limit_reached' };
  if (coupon.perUserLimit !== null && input.uses.byUser >= coupon.perUserLimit)
    return { applies: false, reason: 'user_limit_reached' };
  const qualifies = input.lines.map((line) => lineQualifies(coupon, line, input.buyerPackage));
  if (!qualifies.some(Boolean)) return { applies: false, reason: 'wrong_item' };
  const subtotal = input.lines.reduce((sum, line, i) => sum + (qualifies[i] ? line.amountKurus : 0), 0);
  if (subtotal < coupon.minimumBasketKurus) return { applies: false, reason: 'below_minimum' };

  let lineDiscounts: number[];
  if (coupon.type === 'percent') {
    lineDiscounts = input.lines.map((line, i) =>
      qualifies[i] ? Math.floor((line.amountKurus * coupon.value) / 100) : 0,
    );
  } else {
    const amount = Math.min(coupon.value, subtotal);
    lineDiscounts = input.lines.map((line, i) =>
      qualifies[i] ? Math.floor((amount * line.amountKurus) / subtotal) : 0,
    );
    // What rounding left goes to the qualifying lines in order (each stays within its own amount).
    let rest = amount - lineDiscounts.reduce((s, d) => s + d, 0);
    for (let i = 0; rest > 0 && i < input.lines.length; i++) {
      if (!qualifies[i]) continue;
      const room = input.lines[i]!.amountKurus - lineDiscounts[i]!;
      const add = Math.min(room, rest);
      lineDiscounts[i]! += add;
      rest -= add;
    }
  }
  return { applies: true, discountKurus: lineDiscounts.reduce((s, d) => s + d, 0), lineDiscounts };
}

/** The lines with the discounts applied (none when `discounts` is null). */
export function pricedLines(lines: readonly TBasketLineInput[], discounts: number[] | null): TPricedLine[] {
  return lines.map((line, i) => {
    const discountKurus = discounts?.[i] ?? 0;
    return {
      kind: line.kind,
      amountKurus: line.amountKurus,
      periodMonths: line.periodMonths ?? null,
      discountKurus,
      totalKurus: line.amountKurus - discountKurus,
    };
  });
}
