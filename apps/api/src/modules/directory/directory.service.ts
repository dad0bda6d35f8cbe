import {
  fieldErrors,
  type TDirectoryPage,
  type TLocale,
  type TPricingDetail,
  type TPricingDetailBody,
  ZDirectoryQuery,
} from '@brifa/contracts';
import type { TDeps } from '../../platform/deps.ts';
import { directoryErrors } from './directory.errors.ts';
import { pricingOf, searchDirectory, siteFigures, sponsoredAgencies } from './directory.repo.ts';

/** GET SearchProvider: listed agencies matching the filters; sponsored ones first in the recommended order. */
export async function browseAgencies(
  deps: Pick<TDeps, 'db' | 'clock'>,
  rawQuery: unknown,
  locale: TLocale,
): Promise<TDirectoryPage> {
  const parsed = ZDirectoryQuery.safeParse(rawQuery ?? {});
  if (!parsed.success) {
    throw directoryErrors.queryInvalid(fieldErrors(parsed.error.issues, locale));
  }
  const query = parsed.data;
  if (query.MinPrice !== undefined && query.MaxPrice !== undefined && query.MinPrice > query.MaxPrice) {
    throw directoryErrors.priceRangeInvalid();
  }
  const now = deps.clock.now();
  const [page, sponsored] = await Promise.all([
    searchDirectory(deps.db, query, now),
    query.Sort === 'recommended' && query.PageIndex === 0
      ? sponsoredAgencies(deps.db, query, now)
      : Promise.resolve([]),
  ]);
  return {
    Items: page.items,
    Sponsored: sponsored,
    TotalCount: page.total,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

/** POST PricingDetail: what listed agencies of a category start at (min, median, max) and the cheapest few. */
export async function pricingDetail(
  deps: Pick<TDeps, 'db' | 'clock'>,
  body: TPricingDetailBody,
): Promise<TPricingDetail> {
  const result = await pricingOf(
    deps.db,
    { categoryId: body.CategoryId, cityId: body.CityId ?? null, service: body.Service ?? null },
    deps.clock.now(),
  );
  return {
    CategoryId: body.CategoryId,
    AgencyCount: result.agencies,
    MinTl: result.min,
    MedianTl: result.median,
    MaxTl: result.max,
    Cheapest: result.cheapest,
  };
}

/** GET SearchProvider/figures: the marketplace's figures for the public pages, counted now. */
export async function marketplaceFigures(deps: TDeps) {
  return siteFigures(deps.db);
}

/** What other modules may use: an operator's force-hide (issue 17) rebuilds the agency's row at once. */
export { refreshDirectoryEntry } from './directory-index.ts';
