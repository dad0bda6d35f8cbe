import {
  type TBasketItem,
  type TBasketItemInput,
  type TBasketLine,
  TOP_UP_MAXIMUM_KURUS,
  TOP_UP_SUGGESTED_KURUS,
  type TPurchasableItemKind,
  WALLET_TOP_UP_MINIMUM_KURUS,
} from '@brifa/contracts';
import { paymentsErrors } from './payments.errors.ts';

/**
 * What can be bought (GET BasketItem/page), a catalogue in code: today the wallet top-up, whose amount the agency
 * chooses. Subscriptions, packages, ads, boosts and jobs add their items here (or a table, when operators are to
 * edit prices). A payment's prices are always computed from this, never taken from the browser.
 */
export const BASKET_ITEMS: readonly TBasketItem[] = [
  {
    Id: 'wallet_top_up',
    Kind: 'wallet_top_up',
    Name: { tr: 'Cüzdan bakiye yükleme', en: 'Wallet top-up' },
    PriceKurus: null,
    MinAmountKurus: WALLET_TOP_UP_MINIMUM_KURUS,
    MaxAmountKurus: TOP_UP_MAXIMUM_KURUS,
    SuggestedAmountsKurus: [...TOP_UP_SUGGESTED_KURUS],
  },
];

/** The basket's lines and price, from the items' ids (and the chosen amount of a top-up). */
export function priceBasket(
  inputs: readonly TBasketItemInput[],
  type?: TPurchasableItemKind,
): { lines: TBasketLine[]; grossKurus: number } {
  if (inputs.length === 0) throw paymentsErrors.basketEmpty();
  const lines = inputs.map((input): TBasketLine => {
    const item = BASKET_ITEMS.find((candidate) => candidate.Id === input.Id);
    if (!item || (type && item.Kind !== type)) throw paymentsErrors.basketItemUnknown();
    const quantity = input.Quantity ?? 1;
    let unit: number;
    if (item.PriceKurus === null) {
      const amount = input.AmountKurus;
      // rules.md §5/§9: at least 1000 TL, whole lira ("digits only"), one top-up a basket.
      if (
        amount === undefined ||
        quantity !== 1 ||
        amount % 100 !== 0 ||
        amount < (item.MinAmountKurus ?? 0) ||
        amount > (item.MaxAmountKurus ?? Number.MAX_SAFE_INTEGER)
      )
        throw paymentsErrors.topUpAmount();
      unit = amount;
    } else {
      unit = item.PriceKurus;
    }
    return {
      Id: item.Id,
      Kind: item.Kind,
      Name: item.Name,
      Quantity: quantity,
      UnitPriceKurus: unit,
      TotalKurus: unit * quantity,
    };
  });
  if (lines.filter((l) => l.Kind === 'wallet_top_up').length > 1) throw paymentsErrors.topUpAmount();
  return { lines, grossKurus: lines.reduce((sum, line) => sum + line.TotalKurus, 0) };
}
