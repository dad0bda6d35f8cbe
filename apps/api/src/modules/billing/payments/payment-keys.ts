/** The reference a card payment's invoice, bonus and coupon use go by (a bank transfer's is `bank-transfer:<id>`). */
export function paymentRefOf(publicId: string): string {
  return `payment:${publicId}`;
}

/** The ledger key of a payment's wallet top-up (one per payment: reconciliation looks it up). */
export function topUpKeyOf(publicId: string): string {
  return `payment:${publicId}:top-up`;
}
