import { z } from 'zod';
import { ZAgencyProfile } from '../agency-profile.ts';
import {
  ZDirectoryPage,
  ZDirectoryQuery,
  ZPricingDetail,
  ZPricingDetailBody,
  ZSiteFigures,
} from '../directory.ts';
import { ZCategoryPage, ZCategoryPageQuery, ZTimeline } from '../places.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The public directory, price browse and the agency's public profile. */
export const directoryEndpoints = {
  getSearchProvider: defineEndpoint({
    method: 'GET',
    path: '/SearchProvider',
    query: ZDirectoryQuery,
    unchecked: ['query'],
    response: ZDirectoryPage,
  }),
  getSiteFigures: defineEndpoint({
    method: 'GET',
    path: '/SearchProvider/figures',
    response: ZSiteFigures,
  }),
  postPricingDetail: defineEndpoint({
    method: 'POST',
    path: '/PricingDetail',
    body: ZPricingDetailBody,
    response: ZPricingDetail,
  }),
  /** Issue 21 item 9: a category's (and city's) page data. */
  getCategoryPage: defineEndpoint({
    method: 'GET',
    path: '/SearchProvider/category-page',
    query: ZCategoryPageQuery,
    response: ZCategoryPage,
  }),
  /** Issue 21 item 8: the public timeline's anonymous cards. */
  getTimeline: defineEndpoint({
    method: 'GET',
    path: '/Timeline',
    response: ZTimeline,
  }),
  getSearchProviderPageProviderById: defineEndpoint({
    method: 'GET',
    path: '/SearchProvider/page/provider/:id',
    params: z.object({ id: z.string().min(1).max(120) }),
    response: ZAgencyProfile,
  }),
};
