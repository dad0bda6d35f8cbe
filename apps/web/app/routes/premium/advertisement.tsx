import { Container, Stack, Text, Title } from '@mantine/core';
import { adBasketItems, getEliteAdClaim, listCategories } from '../../features/advertisement/api/ads-api.ts';
import { AdPurchase } from '../../features/advertisement/components/ad-purchase.tsx';
import { EliteAdClaim } from '../../features/advertisement/components/elite-ad-claim.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/advertisement';

/** The ad items with the free slots now, the categories a category page ad may choose, Elite's included ad. */
export async function loader({ request }: Route.LoaderArgs) {
  const api = requestInfo(request).api;
  const [items, categories, elite] = await Promise.all([
    adBasketItems(api).catch(throwRouteError),
    listCategories(api).catch(() => []),
    getEliteAdClaim(api).catch(() => null),
  ]);
  return { items: items!.Items, categories, eliteClaimable: elite?.Claimable ?? false };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('ads.title'), brand) }];
}

/** /premium/advertisement: buy an ad slot. */
export default function AdvertisementPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('ads.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('ads.subtitle')}
          </Text>
        </div>
        {loaderData.eliteClaimable ? (
          <EliteAdClaim items={loaderData.items} categories={loaderData.categories} />
        ) : null}
        <AdPurchase items={loaderData.items} categories={loaderData.categories} />
      </Stack>
    </Container>
  );
}
