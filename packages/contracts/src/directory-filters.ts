/**
 * The directory's sorts and URL filters as plain constants, apart from its zod schemas (directory.ts): the
 * directory page's scripts name these, and importing them must not bring zod into the page.
 */
export const DIRECTORY_SORTS = ['recommended', 'rating', 'reviews'] as const;
export type TDirectorySort = (typeof DIRECTORY_SORTS)[number];

/** The filter names a page keeps in its URL (everything but paging), the same names as the API's query. */
export const DIRECTORY_FILTERS = [
  'Search',
  'CategoryId',
  'Service',
  'CityId',
  'TeamSize',
  'MinRating',
  'MinPrice',
  'MaxPrice',
  'SectorId',
  'TechnologyId',
] as const;
export type TDirectoryFilter = (typeof DIRECTORY_FILTERS)[number];
