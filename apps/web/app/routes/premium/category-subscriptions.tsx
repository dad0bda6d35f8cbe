import type { TCategorySubscriptionList } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { listCategorySubscriptions } from '../../features/category-subscriptions/api/category-subscriptions-api.ts';
import { CategorySubscriptionsList } from '../../features/category-subscriptions/components/category-subscriptions-list.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/category-subscriptions';

function pageIndexOf(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page - 1 : 0;
}

export async function loader({ request }: Route.LoaderArgs) {
  const pageIndex = pageIndexOf(new URL(request.url).searchParams);
  const data = (await listCategorySubscriptions(requestInfo(request).api, pageIndex).catch(
    throwRouteError,
  )) as TCategorySubscriptionList;
  return { pageIndex, data };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('categorySubs.list.title'), brand) }];
}

/** The agency's category subscriptions (/premium/category-subscriptions). */
export default function CategorySubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <CategorySubscriptionsList
        pageIndex={pageIndexOf(search)}
        initial={loaderData}
        onPageChange={(next) => setSearch(next > 0 ? { page: String(next + 1) } : {})}
      />
    </Container>
  );
}
