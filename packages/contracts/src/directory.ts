import { z } from 'zod';
import { DIRECTORY_SORTS } from './directory-filters.ts';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  DIRECTORY_SPONSORED_SLOTS,
  TEAM_SIZE_FILTERS,
} from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE_MAX, DIRECTORY_SPONSORED_SLOTS };

/**
 * The agency directory (`GET SearchProvider`, /filter/agency) and price browse (`POST PricingDetail`,
 * /filter/price). Filters travel in the page's URL with the same names as the API's query.
 */
const id = z.coerce.number().int().positive();
const tl = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .transform(Number);

export const ZDirectoryQuery = z.object({
  Search: z.string().trim().max(100).optional(),
  CategoryId: id.optional(),
  Service: z.string().trim().max(100).optional(),
  CityId: id.optional(),
  TeamSize: z.enum(TEAM_SIZE_FILTERS).optional(),
  MinRating: z.coerce.number().int().min(1).max(5).optional(),
  /** Starting price bounds, whole TL, digits only. */
  MinPrice: tl.optional(),
  MaxPrice: tl.optional(),
  SectorId: id.optional(),
  TechnologyId: id.optional(),
  Sort: z.enum(DIRECTORY_SORTS).default('recommended'),
  PageIndex: z.coerce.number().int().min(0).max(10_000).default(0),
  PageSize: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX).default(DIRECTORY_PAGE_SIZE),
});
export type TDirectoryQuery = z.output<typeof ZDirectoryQuery>;

export const ZDirectoryItem = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  LogoSrc: z.string().nullable(),
  ShortDescription: z.string(),
  City: z.string().nullable(),
  TeamSize: z.string().nullable(),
  CategoryIds: z.array(z.number().int()),
  Rating: z.number(),
  ReviewCount: z.number().int(),
  VerifiedReviewCount: z.number().int(),
  /** Lowest starting price of its services, whole TL. */
  StartingPriceTl: z.number().nullable(),
  IsSponsored: z.boolean(),
});
export type TDirectoryItem = z.infer<typeof ZDirectoryItem>;

export const ZDirectoryPage = z.object({
  Items: z.array(ZDirectoryItem),
  /** Sponsored agencies matching the filters, shown first in the recommended order (not counted in Items). */
  Sponsored: z.array(ZDirectoryItem),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
});
export type TDirectoryPage = z.infer<typeof ZDirectoryPage>;

export const ZPricingDetailBody = z.object({
  CategoryId: z.coerce.number().int().positive(),
  CityId: z.coerce.number().int().positive().nullish(),
  Service: z.string().trim().max(100).nullish(),
});
export type TPricingDetailBody = z.infer<typeof ZPricingDetailBody>;

export const ZPricingDetail = z.object({
  CategoryId: z.number().int(),
  AgencyCount: z.number().int(),
  /** Starting prices of listed agencies in the category, whole TL; null when none gives a price. */
  MinTl: z.number().nullable(),
  MedianTl: z.number().nullable(),
  MaxTl: z.number().nullable(),
  Cheapest: z.array(ZDirectoryItem),
});
export type TPricingDetail = z.infer<typeof ZPricingDetail>;

/**
 * The marketplace's figures the public pages quote (GET SearchProvider/figures), counted from the database:
 * agencies listed in the directory, brands (client accounts) and categories with at least one listed agency.
 */
export const ZSiteFigures = z.object({
  Agencies: z.number().int().nonnegative(),
  Brands: z.number().int().nonnegative(),
  Categories: z.number().int().nonnegative(),
});
export type TSiteFigures = z.infer<typeof ZSiteFigures>;
