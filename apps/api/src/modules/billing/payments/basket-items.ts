import {
  AD_MONTHLY_PRICE_KURUS,
  AD_PERIOD_MONTHS,
  AD_TYPES,
  BOOST_DAYS,
  BOOST_PRICE_KURUS,
  basketItemIds,
  CATEGORY_MONTHLY_PRICE_KURUS,
  CATEGORY_PERIOD_MONTHS,
  CATEGORY_SCOPES,
  GLOBAL_PLUS_PERIOD_MONTHS,
  GLOBAL_PLUS_YEARLY_PRICE_KURUS,
  JOB_PARTNER_ADDON_KURUS,
  JOB_PLAN_DAYS,
  JOB_PRICE_KURUS,
  PACKAGE_CATEGORY_RIGHTS,
  PACKAGE_MONTHLY_PRICE_KURUS,
  PACKAGE_PERIOD_MONTHS,
  PACKAGE_PLANS,
  periodPriceKurus,
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
 * What can be bought (GET BasketItem/page), a catalogue in code built from contracts' billing/catalogue.ts: the
 * wallet top-up (the agency chooses the amount), then one item per product and period. A payment's prices are
 * always computed from this, never taken from the browser. A debt's line is priced by the debt it names
 * (`priceDebtLine`, which the debts' part supplies), so it is not listed.
 */

const MONTHS = (n: number) => ({ tr: `${n} ay`, en: n === 1 ? '1 month' : `${n} months` });

const PACKAGE_NAMES = {
  lite: { tr: 'Lite paket', en: 'Lite package' },
  growth: { tr: 'Growth paket', en: 'Growth package' },
  elite: { tr: 'Elite paket', en: 'Elite package' },
} as const;
const SCOPE_NAMES = {
  own_city: { tr: 'kendi şehrim', en: 'own city' },
  regions: { tr: 'çalıştığım bölgeler', en: 'my regions' },
  all_turkey: { tr: 'tüm Türkiye', en: 'all Turkey' },
} as const;
const AD_NAMES = {
  category_top: { tr: 'Kategori sayfası üst sıra reklamı', en: 'Category page top ad' },
  agency_of_month: { tr: 'Ayın ajansı reklamı', en: 'Agency of the month ad' },
  spotlight: { tr: 'Spot ışığı reklamı', en: 'Spotlight ad' },
} as const;

function item(fields: Partial<TBasketItem> & Pick<TBasketItem, 'Id' | 'Kind' | 'Name' | 'PriceKurus'>) {
  return {
    MinAmountKurus: null,
    MaxAmountKurus: null,
    SuggestedAmountsKurus: [],
    Plan: null,
    PeriodMonths: null,
    Days: null,
    CategoryRights: null,
    ...fields,
  } satisfies TBasketItem;
}

const name = (product: { tr: string; en: string }, period: { tr: string; en: string }) => ({
  tr: `${product.tr} (${period.tr})`,
  en: `${product.en} (${period.en})`,
});

export const BASKET_ITEMS: readonly TBasketItem[] = [
  item({
    Id: 'wallet_top_up',
    Kind: 'wallet_top_up',
    Name: { tr: 'Cüzdan bakiye yükleme', en: 'Wallet top-up' },
    PriceKurus: null,
    MinAmountKurus: WALLET_TOP_UP_MINIMUM_KURUS,
    MaxAmountKurus: TOP_UP_MAXIMUM_KURUS,
    SuggestedAmountsKurus: [...TOP_UP_SUGGESTED_KURUS],
  }),
  ...PACKAGE_PLANS.flatMap((plan) =>
    PACKAGE_PERIOD_MONTHS.map((months) =>
      item({
        Id: basketItemIds.package(plan, months),
        Kind: 'package',
        Name: name(PACKAGE_NAMES[plan], MONTHS(months)),
        PriceKurus: periodPriceKurus(PACKAGE_MONTHLY_PRICE_KURUS[plan], months),
        Plan: plan,
        PeriodMonths: months,
        CategoryRights: PACKAGE_CATEGORY_RIGHTS[plan],
      }),
    ),
  ),
  ...CATEGORY_SCOPES.flatMap((scope) =>
    CATEGORY_PERIOD_MONTHS.map((months) =>
      item({
        Id: basketItemIds.category(scope, months),
        Kind: 'category_subscription',
        Name: name(
          {
            tr: `Kategori aboneliği, ${SCOPE_NAMES[scope].tr}`,
            en: `Category subscription, ${SCOPE_NAMES[scope].en}`,
          },
          MONTHS(months),
        ),
        PriceKurus: periodPriceKurus(CATEGORY_MONTHLY_PRICE_KURUS[scope], months),
        Plan: scope,
        PeriodMonths: months,
      }),
    ),
  ),
  ...AD_TYPES.flatMap((type) =>
    AD_PERIOD_MONTHS.map((months) =>
      item({
        Id: basketItemIds.advertisement(type, months),
        Kind: 'advertisement',
        Name: name(AD_NAMES[type], MONTHS(months)),
        PriceKurus: periodPriceKurus(AD_MONTHLY_PRICE_KURUS[type], months),
        Plan: type,
        PeriodMonths: months,
      }),
    ),
  ),
  ...BOOST_DAYS.map((days) =>
    item({
      Id: basketItemIds.boost(days),
      Kind: 'boost',
      Name: { tr: `Öne çıkarma, ${days} gün`, en: `Boost, ${days} days` },
      PriceKurus: BOOST_PRICE_KURUS[days],
      Days: days,
    }),
  ),
  ...GLOBAL_PLUS_PERIOD_MONTHS.map((months) =>
    item({
      Id: basketItemIds.globalPlus(months),
      Kind: 'global_plus',
      Name: name({ tr: 'Global plus abonelik', en: 'Global plus subscription' }, MONTHS(months)),
      PriceKurus: periodPriceKurus(GLOBAL_PLUS_YEARLY_PRICE_KURUS / 12, months),
      PeriodMonths: months,
    }),
  ),
  // Issue 21: a job post's plans and its partner-site add-on (each line names the post: Options.JobId).
  ...JOB_PLAN_DAYS.map((days) =>
    item({
      Id: basketItemIds.job(days),
      Kind: 'job',
      Name: { tr: `İş ilanı, ${days} gün`, en: `Job post, ${days} days` },
      PriceKurus: JOB_PRICE_KURUS[days],
      Days: days,
    }),
  ),
  item({
    Id: basketItemIds.jobPartner,
    Kind: 'job',
    Name: { tr: 'İş ilanı partner sitede yayın', en: 'Job post on the partner site' },
    PriceKurus: JOB_PARTNER_ADDON_KURUS,
  }),
];

/** The items of one kind (BasketItem/global, BasketItem/boost and the premium screens list these). */
export function basketItemsOfKind(kind: TPurchasableItemKind): TBasketItem[] {
  return BASKET_ITEMS.filter((candidate) => candidate.Kind === kind);
}

/** The basket's lines and price, from the items' ids (and the chosen amount of a top-up). */
export function priceBasket(
  inputs: readonly TBasketItemInput[],
  type?: TPurchasableItemKind,
  /** The amounts of the debts `debt` lines name (priceDebts reads them; issue 19). */
  debts: ReadonlyMap<number, number> = new Map(),
): { lines: TBasketLine[]; grossKurus: number } {
  if (inputs.length === 0) throw paymentsErrors.basketEmpty();
  const lines = inputs.map((input): TBasketLine => {
    if (input.Id === basketItemIds.debt) return debtLine(input, type, debts);
    const item = BASKET_ITEMS.find((candidate) => candidate.Id === input.Id);
    if (!item || (type && item.Kind !== type)) throw paymentsErrors.basketItemUnknown();
    // A category subscription is priced per category: its quantity is the number of categories chosen.
    const quantity =
      item.Kind === 'category_subscription'
        ? (input.Options?.CategoryIds?.length ?? 0)
        : (input.Quantity ?? 1);
    if (quantity < 1) throw paymentsErrors.basketItemUnknown();
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
      PeriodMonths: item.PeriodMonths,
      Days: item.Days,
      ...(input.Options ? { Options: input.Options } : {}),
    };
  });
  if (lines.filter((l) => l.Kind === 'wallet_top_up').length > 1) throw paymentsErrors.topUpAmount();
  return { lines, grossKurus: lines.reduce((sum, line) => sum + line.TotalKurus, 0) };
}

/** A `debt` line: one debt (Options.DebtId), priced at what it is for (an unknown debt is refused by its check). */
function debtLine(
  input: TBasketItemInput,
  type: TPurchasableItemKind | undefined,
  debts: ReadonlyMap<number, number>,
): TBasketLine {
  const amount = input.Options?.DebtId ? debts.get(input.Options.DebtId) : undefined;
  if ((type && type !== 'debt') || amount === undefined || (input.Quantity ?? 1) !== 1)
    throw paymentsErrors.basketItemUnknown();
  return {
    Id: basketItemIds.debt,
    Kind: 'debt',
    Name: { tr: `Borç ödemesi #${input.Options!.DebtId}`, en: `Debt payment #${input.Options!.DebtId}` },
    Quantity: 1,
    UnitPriceKurus: amount,
    TotalKurus: amount,
    PeriodMonths: null,
    Days: null,
    Options: { DebtId: input.Options!.DebtId },
  };
}
