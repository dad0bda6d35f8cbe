import { Container, Stack, Text, Title } from '@mantine/core';
import { adBasketItems, listCategories } from '../../features/advertisement/api/ads-api.ts';
import { AdPurchase } from '../../features/advertisement/components/ad-purchase.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/advertisement';

/** The ad items with the free slots now, and the categories a category page ad may choose. */
export async function loader({ request }: Route.LoaderArgs) {
  const api = requestInfo(request).api;
  const [items, categories] = await Promise.all([
    adBasketItems(api).catch(throwRouteError),
    listCategories(api).catch(() => []),
  ]);
  return { items: items!.Items, categories };
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
        <AdPurchase items={loaderData.items} categories={loaderData.categories} />
      </Stack>
    </Container>
  );
}
