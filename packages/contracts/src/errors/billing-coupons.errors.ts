import type { TErrorDefinition } from './error-definition.ts';

/**
 * Codes the billing module's coupons raise. GET Coupon/{name} answers the same reasons as data (Applies false,
 * Reason, Message: these texts); a payment whose coupon no longer applies is refused with the code.
 */
export const BILLING_COUPONS_ERRORS = {
  COUPON_UNKNOWN: {
    status: 404,
    message: {
      tr: 'Bu kupon kodu bulunamadı. Lütfen kodu kontrol edin.',
      en: 'This coupon code was not found. Please check the code.',
    },
    raisedWhen: 'a coupon name matches no active coupon',
    fields: ['CouponName'],
  },
  COUPON_EXPIRED: {
    status: 422,
    message: {
      tr: 'Bu kuponun süresi dolmuş.',
      en: 'This coupon has expired.',
    },
    raisedWhen: 'the coupon’s validity (or this year’s campaign month) has ended',
    fields: ['CouponName'],
  },
  COUPON_NOT_YET_VALID: {
    status: 422,
    message: {
      tr: 'Bu kupon henüz geçerli değil.',
      en: 'This coupon is not valid yet.',
    },
    raisedWhen: 'the coupon’s validity (or this year’s campaign month) has not started',
    fields: ['CouponName'],
  },
  COUPON_LIMIT_REACHED: {
    status: 409,
    message: {
      tr: 'Bu kuponun kullanım hakkı dolmuş.',
      en: 'This coupon has been used up.',
    },
    raisedWhen: 'the coupon has been redeemed as many times as its total limit allows',
    fields: ['CouponName'],
  },
  COUPON_USER_LIMIT_REACHED: {
    status: 409,
    message: {
      tr: 'Bu kuponu kullanabileceğiniz kadar kullandınız.',
      en: 'You have already used this coupon as many times as allowed.',
    },
    raisedWhen: 'the user has redeemed the coupon as many times as its per-user limit allows',
    fields: ['CouponName'],
  },
  COUPON_BELOW_MINIMUM: {
    status: 422,
    message: {
      tr: 'Sepet tutarı bu kupon için gereken en düşük tutarın altında.',
      en: 'The basket is below the minimum amount this coupon needs.',
    },
    raisedWhen: 'the lines the coupon applies to sum to less than its minimum basket',
    fields: ['CouponName'],
  },
  COUPON_WRONG_ITEM: {
    status: 422,
    message: {
      tr: 'Bu kupon sepetinizdeki ürünlere uygulanamaz.',
      en: 'This coupon does not apply to the items in your basket.',
    },
    raisedWhen: 'no basket line is of a kind, period or buyer package the coupon applies to',
    fields: ['CouponName'],
  },
} as const satisfies Record<string, TErrorDefinition>;
