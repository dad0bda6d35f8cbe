import type { TBoostSubscriptionPage } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { listBoosts } from '../../features/boosts/api/boosts-api.ts';
import { BoostList } from '../../features/boosts/components/boost-list.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/boost-subscriptions';

export async function loader({ request }: Route.LoaderArgs) {
  const data: TBoostSubscriptionPage = await listBoosts(requestInfo(request).api).catch(throwRouteError);
  return { data };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('boostList.title'), brand) }];
}

/** /premium/boost-subscriptions: the agency's boosts; stop and continue. */
export default function BoostSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <BoostList initial={loaderData.data} />
    </Container>
  );
}
