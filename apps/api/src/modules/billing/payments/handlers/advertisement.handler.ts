import { AD_TYPES, type TAdType, type TBasketLine } from '@brifa/contracts';
import type { TDeps } from '../../../../platform/deps.ts';
import { categoryExists } from '../../../catalogue/catalogue.service.ts';
import { adsErrors } from '../../../ledger/subscriptions/ads.errors.ts';
import {
  deliverAd,
  freeAdSlots,
  releaseAdSlot,
  reserveAdSlot,
} from '../../../ledger/subscriptions/subscriptions.service.ts';
import type { TLineHandler } from '../payment-fulfilment.ts';
import { paymentsErrors } from '../payments.errors.ts';
import { undoSubscriptionLine } from './package.handler.ts';

/** Where POST AdvertisementSubscription/image stores ad images (a purchase names one of these). */
export const AD_IMAGE_PREFIX = '/api/v1/files/public/ads/';

/** The ad type of an `advertisement:<type>:<months>` line. */
function adTypeOf(line: TBasketLine): TAdType {
  const type = line.Id.split(':')[1] as TAdType;
  if (!AD_TYPES.includes(type)) throw paymentsErrors.basketItemUnknown();
  return type;
}

/**
 * An ad's choices, paid or Elite's included one: the terms accepted, the agency's own uploaded image, a category
 * of the catalogue for a category page ad, and a slot of the type free now (held later, under the type's lock).
 */
export async function checkAdChoices(
  deps: Pick<TDeps, 'db' | 'clock'>,
  providerId: number,
  choices: { type: TAdType; acceptTerms?: boolean; imageUrl?: string; adCategoryId?: number },
): Promise<void> {
  if (choices.acceptTerms !== true) throw adsErrors.termsRequired();
  const image = choices.imageUrl;
  if (!image?.startsWith(`${AD_IMAGE_PREFIX}${providerId}/`) || image.includes('..'))
    throw adsErrors.imageRequired();
  if (choices.type === 'category_top') {
    if (!choices.adCategoryId || !(await categoryExists(deps.db, choices.adCategoryId)))
      throw adsErrors.categoryRequired();
  }
  const free = await freeAdSlots(deps.db, deps.clock.now());
  if (free[choices.type] < 1) throw adsErrors.slotUnavailable();
}

/**
 * An advertisement line (issue 19 item 6): the terms accepted, a 1000x1000 image uploaded, a category for a
 * category page ad, one ad a line; a slot free when checked, HELD at Payment/start (`reserve`, under the
 * type's lock: never oversold), given back if the card fails (`release`), an `advertisement` subscription
 * when paid (`deliver`).
 */
export const advertisementHandler: TLineHandler = {
  // A refund ends what the line delivered at once (the card is refunded in full).
  undo: undoSubscriptionLine,
  async check(deps, { providerId, line }) {
    if (!providerId) throw paymentsErrors.onlyAgencies();
    const type = adTypeOf(line);
    if (line.Quantity !== 1) throw paymentsErrors.basketItemUnknown();
    const options = line.Options ?? {};
    await checkAdChoices(deps, providerId, {
      type,
      acceptTerms: options.AcceptTerms,
      imageUrl: options.AdImageUrl,
      adCategoryId: options.AdCategoryId,
    });
  },
  async reserve(deps, { providerId, line, holdKey, now }) {
    await reserveAdSlot(deps.db, {
      providerId: providerId!,
      holdKey,
      type: adTypeOf(line),
      adCategoryId: adTypeOf(line) === 'category_top' ? (line.Options?.AdCategoryId ?? null) : null,
      method: 'card',
      now,
    });
  },
  async release(deps, { holdKey }) {
    await releaseAdSlot(deps.db, holdKey);
  },
  async deliver({ txDeps, payment, line, index, now }) {
    if (!payment.providerId) throw new Error('billing: an advertisement without an agency');
    const type = adTypeOf(line);
    await deliverAd(txDeps.db, {
      providerId: payment.providerId,
      deliveryKey: lineKeyOf(payment.publicId, index),
      type,
      adCategoryId: type === 'category_top' ? (line.Options?.AdCategoryId ?? null) : null,
      imageUrl: line.Options?.AdImageUrl ?? null,
      periodMonths: line.PeriodMonths ?? 1,
      priceKurus: line.TotalKurus,
      now,
    });
  },
};

/** A payment line's key: `payment:<publicId>:<index>` (its hold's and its subscription's). */
export function lineKeyOf(publicId: string, index: number): string {
  return `payment:${publicId}:${index}`;
}
