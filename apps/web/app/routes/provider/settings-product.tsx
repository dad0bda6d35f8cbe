import type { TProductCategory } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { data, redirect } from 'react-router';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { createProductDraft, getProductEditPage } from '../../features/products/api/products.ts';
import { ProductEditor } from '../../features/products/components/product-editor.tsx';
import { ApiRequestError, callEndpoint } from '../../lib/api-client.ts';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/settings-product';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api } = requestInfo(request);
  // "new" starts a draft and moves to its own address, so a reload keeps the work.
  if (params.id === 'new')
    throw redirect(`/provider/settings/products/${(await createProductDraft(api)).Id}`);
  const id = Number(params.id);
  if (!(id > 0)) throw data(null, { status: 404 });
  const [page, categories] = await Promise.all([
    getProductEditPage(api, id).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }),
    callEndpoint(api, catalogueEndpoints.productCategories).catch((): TProductCategory[] => []),
  ]);
  return { page, categories };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('products.title'), brand) }];
}

/** /provider/settings/products/{id}: the product editor ("new" creates a draft). */
export default function ProductPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <ProductEditor key={params.id} page={loaderData.page} categories={loaderData.categories} />
    </Container>
  );
}
