import type { TCategoryPage } from '@brifa/contracts';
import { AGENCY_PROFILE_PREFIX } from '../../lib/public-paths.ts';

/**
 * JSON-LD for a category (or city) page: its breadcrumb trail (home first) and the listed agencies as an ItemList of
 * Organizations (with their rating when reviewed), as the page shows them.
 */
export function categoryPageStructuredData(
  page: TCategoryPage,
  options: {
    origin: string;
    url: string;
    title: string;
    locale: 'tr' | 'en';
    trail: Array<{ name: string; url: string }>;
  },
) {
  const { origin, locale } = options;
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: options.trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: options.title,
    url: options.url,
    numberOfItems: page.Agencies.length,
    itemListElement: page.Agencies.map((agency, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Organization',
        name: agency.Name,
        url: `${origin}${AGENCY_PROFILE_PREFIX[locale]}${agency.Slug}`,
        ...(agency.City
          ? { address: { '@type': 'PostalAddress', addressLocality: agency.City, addressCountry: 'TR' } }
          : {}),
        ...(agency.ReviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: agency.Rating,
                reviewCount: agency.ReviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    })),
  };
  return [breadcrumb, list];
}
