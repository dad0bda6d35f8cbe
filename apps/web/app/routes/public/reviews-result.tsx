import { Container } from '@mantine/core';
import { ReviewResult } from '../../features/reviews/components/review-result.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/reviews-result';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('reviews.pageTitle'), brand) },
    // The page carries a personal token: no indexing, no referrer to other sites.
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** /reviews/result: "check your e-mail", and the e-mailed confirmation and removal links. */
export default function ReviewsResultPage() {
  return (
    <Container size="sm" py={{ base: 'lg', md: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <ReviewResult />
    </Container>
  );
}
