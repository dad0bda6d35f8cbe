import type { TSector } from '@brifa/contracts';
import { Alert, Container } from '@mantine/core';
import { listSectors, reviewTarget, type TReviewTarget } from '../../features/reviews/api/reviews.ts';
import { ReviewForm } from '../../features/reviews/components/review-form.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/reviews';

export async function loader({ request }: Route.LoaderArgs) {
  const { api } = requestInfo(request);
  const slug = new URL(request.url).searchParams.get('agency');
  const [agency, sectors] = await Promise.all([
    slug ? reviewTarget(api, slug).catch((): TReviewTarget | null => null) : Promise.resolve(null),
    listSectors(api).catch((): TSector[] => []),
  ]);
  return { agency, sectors };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('reviews.pageTitle'), brand) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /reviews?agency={slug}: anyone who worked with an agency reviews it. */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      {loaderData.agency ? (
        <ReviewForm agency={loaderData.agency} sectors={loaderData.sectors} />
      ) : (
        <Alert color="yellow">{t('reviews.noAgency')}</Alert>
      )}
    </Container>
  );
}
