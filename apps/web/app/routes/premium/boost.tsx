import type { TBasketItemPage } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { listBoostItems } from '../../features/boosts/api/boosts-api.ts';
import { BoostPlans } from '../../features/boosts/components/boost-plans.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/boost';

export async function loader({ request }: Route.LoaderArgs) {
  const data: TBasketItemPage = await listBoostItems(requestInfo(request).api).catch(throwRouteError);
  return { items: data.Items };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('boost.title'), brand) }];
}

/** /premium/boost: buy a 10 or 30-day boost by card. */
export default function BoostPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <BoostPlans items={loaderData.items} />
    </Container>
  );
}
