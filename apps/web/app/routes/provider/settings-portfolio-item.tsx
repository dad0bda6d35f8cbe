import type { TPortfolioItem } from '@brifa/contracts';
import { catalogueEndpoints, TURKEY_COUNTRY_ID } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { data } from 'react-router';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { getPortfolioItem } from '../../features/portfolio/api/portfolio.ts';
import { PortfolioEditor } from '../../features/portfolio/components/portfolio-editor.tsx';
import { ApiRequestError, callEndpoint } from '../../lib/api-client.ts';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/settings-portfolio-item';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api } = requestInfo(request);
  const id = params.id === 'new' ? null : Number(params.id);
  if (id !== null && !(id > 0)) throw data(null, { status: 404 });
  const [item, categories, sectors, cities] = await Promise.all([
    id === null
      ? Promise.resolve(null)
      : getPortfolioItem(api, id).catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
          throw error;
        }),
    callEndpoint(api, catalogueEndpoints.categories),
    callEndpoint(api, catalogueEndpoints.sectors),
    callEndpoint(api, catalogueEndpoints.cities, { query: { CountryId: TURKEY_COUNTRY_ID } }),
  ]);
  return { item: item as TPortfolioItem | null, options: { categories, sectors, cities } };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    {
      title: pageTitle(
        translator(locale)(loaded?.item ? 'portfolio.editor.edit' : 'portfolio.editor.new'),
        brand,
      ),
    },
  ];
}

/** /provider/settings/portfolio/{id}; "new" adds a work. */
export default function PortfolioItemPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <PortfolioEditor key={params.id} item={loaderData.item} options={loaderData.options} />
    </Container>
  );
}
