import { Container, Stack, Title } from '@mantine/core';
import { listAds } from '../../features/advertisement/api/ads-api.ts';
import { AdSubscriptions } from '../../features/advertisement/components/ad-subscriptions.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/advertisement-subscriptions';

export async function loader({ request }: Route.LoaderArgs) {
  const ads = await listAds(requestInfo(request).api).catch(throwRouteError);
  return { ads: ads!.Items };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('ads.listTitle'), brand) }];
}

/** /premium/advertisement-subscriptions: the agency's ads. */
export default function AdvertisementSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{t('ads.listTitle')}</Title>
        <AdSubscriptions initial={loaderData.ads} />
      </Stack>
    </Container>
  );
}
