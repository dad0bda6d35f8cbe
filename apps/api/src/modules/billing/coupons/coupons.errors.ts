import type { TCouponRefusal, TErrorCode } from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';

/** Each reason a coupon does not apply, as its error code (texts in contracts' billing-coupons.errors.ts). */
export const COUPON_REFUSAL_CODES = {
  unknown: 'COUPON_UNKNOWN',
  expired: 'COUPON_EXPIRED',
  not_yet_valid: 'COUPON_NOT_YET_VALID',
  limit_reached: 'COUPON_LIMIT_REACHED',
  user_limit_reached: 'COUPON_USER_LIMIT_REACHED',
  below_minimum: 'COUPON_BELOW_MINIMUM',
  wrong_item: 'COUPON_WRONG_ITEM',
} as const satisfies Record<TCouponRefusal, TErrorCode>;

/** What the coupons raise at payment (a coupon that no longer applies refuses the payment). */
export const couponsErrors = {
  refused: (reason: TCouponRefusal) => {
    switch (reason) {
      case 'unknown':
        return new ApiError('COUPON_UNKNOWN');
      case 'expired':
        return new ApiError('COUPON_EXPIRED');
      case 'not_yet_valid':
        return new ApiError('COUPON_NOT_YET_VALID');
      case 'limit_reached':
        return new ApiError('COUPON_LIMIT_REACHED');
      case 'user_limit_reached':
        return new ApiError('COUPON_USER_LIMIT_REACHED');
      case 'below_minimum':
        return new ApiError('COUPON_BELOW_MINIMUM');
      case 'wrong_item':
        return new ApiError('COUPON_WRONG_ITEM');
    }
  },
};
