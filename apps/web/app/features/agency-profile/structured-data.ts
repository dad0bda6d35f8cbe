import type { TAgencyProfile } from '@brifa/contracts';

/**
 * JSON-LD for search engines: the agency as an Organization, its AggregateRating (verified reviews only, as
 * the page shows; left out when there is none) and its visible reviews.
 */
export function agencyStructuredData(profile: TAgencyProfile, url: string, origin: string) {
  const absolute = (src: string | null) =>
    src ? (src.startsWith('http') ? src : `${origin}${src}`) : undefined;
  const verified = profile.Reviews.filter((review) => review.IsVerified);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.Name,
    url,
    ...(profile.LogoSrc ? { logo: absolute(profile.LogoSrc) } : {}),
    ...(profile.ShortDescription ? { description: profile.ShortDescription } : {}),
    ...(profile.Website ? { sameAs: [profile.Website, ...Object.values(profile.SocialLinks)] } : {}),
    ...(profile.City
      ? { address: { '@type': 'PostalAddress', addressLocality: profile.City, addressCountry: 'TR' } }
      : {}),
    ...(profile.FoundedYear ? { foundingDate: String(profile.FoundedYear) } : {}),
    ...(profile.ReviewBreakdown.VerifiedCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.ReviewBreakdown.Average,
            reviewCount: profile.ReviewBreakdown.VerifiedCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(verified.length
      ? {
          review: verified.slice(0, 10).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.ReviewerName },
            datePublished: review.CreatedAt.slice(0, 10),
            reviewBody: review.Text,
            reviewRating: { '@type': 'Rating', ratingValue: review.Rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
