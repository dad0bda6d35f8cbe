import type { TProductDetail } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { getProducts } from '../../features/products/api/products.ts';
import { ProductsList } from '../../features/products/components/products-list.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/settings-products';

export async function loader({ request }: Route.LoaderArgs) {
  const list: TProductDetail[] | null = await getProducts(requestInfo(request).api).catch(throwRouteError);
  return { list };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('products.title'), brand) }];
}

/** /provider/settings/products */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <ProductsList initial={loaderData.list} />
    </Container>
  );
}
