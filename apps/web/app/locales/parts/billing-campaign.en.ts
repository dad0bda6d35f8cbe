import type { billingCampaignTr } from './billing-campaign.tr.ts';

/** English texts of coupons and the top-up campaign (entities/billing); Turkish source in ./billing-campaign.tr.ts. */
export const billingCampaignEn: Record<keyof typeof billingCampaignTr, string> = {
  'billing.campaign.title': 'Top-up campaign',
  'billing.campaign.subtitle':
    'Earn bonus leadcoin on what you top up. The bonus is added to your wallet as a separate gift entry once the payment succeeds.',
  'billing.campaign.tier': 'Top up {amount}, get {bonus} bonus',
  'billing.campaign.tierPercent': '{percent} of the top-up',
  'billing.campaign.until': 'Until {date}',
  'billing.campaign.reached': 'Your tier',
  'billing.campaign.next': 'Next tier',
  'billing.campaign.earn': 'A top-up of {amount} earns {bonus} bonus.',
  'billing.campaign.toNext': 'Top up {more} more to earn {bonus} bonus.',
  'billing.campaign.belowFirst': 'Top up at least {amount} for a bonus.',
  'billing.campaign.amountLabel': 'Amount to top up (TL)',
  'billing.campaign.amountHint': 'Digits only; see your bonus at once.',
  'billing.campaign.none': 'There is no top-up campaign right now.',
  'billing.coupon.label': 'Coupon code',
  'billing.coupon.placeholder': 'e.g. KASIM40',
  'billing.coupon.apply': 'Apply',
  'billing.coupon.remove': 'Remove coupon',
  'billing.coupon.required': 'Type a coupon code.',
  'billing.coupon.applied': '{name} applied: {discount} off',
  'billing.coupon.total': 'Discounted amount: {total}',
  'billing.coupon.failed': 'The coupon could not be checked right now. Please try again.',
};
