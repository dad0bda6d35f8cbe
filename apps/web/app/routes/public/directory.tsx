import type { TCategoryAdList, TDirectoryPage, TPricingDetail } from '@brifa/contracts';
import { Container, Tabs } from '@mantine/core';
import { data, useNavigate } from 'react-router';
import { directoryOptions, type TDirectoryOptions } from '../../features/directory/api/directory-options.ts';
import { categoryAds, pricingDetail, searchAgencies } from '../../features/directory/api/search-agencies.ts';
import { DirectoryView } from '../../features/directory/components/directory-view.tsx';
import { PriceBrowse } from '../../features/directory/components/price-browse.tsx';
import { directoryQuery } from '../../features/directory/directory-params.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { type TDictionaryPartHandle, translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { cachingHeaders, publicPageHeaders } from '../../lib/page-cache.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/directory';

const EMPTY_OPTIONS: TDirectoryOptions = { categories: [], cities: [], sectors: [], technologies: [] };

/** Server-rendered: the results and the filters' options come with the page (fast, indexable). */
/** The page starts with the 'directory' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/dictionary-part-directory-tr.ts'),
    en: () => import('../../locales/dictionary-part-directory-en.ts'),
  },
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, token } = requestInfo(request);
  const url = new URL(request.url);
  const view = params.type === 'price' ? ('price' as const) : ('agency' as const);
  const options = await directoryOptions(api).catch(() => null);
  let page: TDirectoryPage | null = null;
  let pricing: TPricingDetail | null = null;
  let ads: TCategoryAdList['Items'] = [];
  let error: string | null = null;
  try {
    const categoryId = Number(url.searchParams.get('CategoryId'));
    if (view === 'agency') {
      // A category page: its live category-top ads come first (an ad that fails to load is left out).
      const [found, live] = await Promise.all([
        searchAgencies(api, directoryQuery(url.searchParams)),
        categoryId > 0 ? categoryAds(api, categoryId).catch(() => null) : null,
      ]);
      page = found;
      ads = live?.Items ?? [];
    }
    if (view === 'price' && categoryId > 0) pricing = await pricingDetail(api, { CategoryId: categoryId });
  } catch (caught) {
    error = caught instanceof ApiRequestError ? caught.message : translator(api.locale)('directory.error');
  }
  return data(
    {
      view,
      options: options ?? EMPTY_OPTIONS,
      page,
      ads,
      pricing,
      error,
      origin: url.origin,
      indexable: url.search === '',
    },
    // A page missing what the API could not answer is not kept by shared caches.
    { headers: publicPageHeaders(!!token || error !== null || options === null) },
  );
}

export const headers = cachingHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const t = translator(locale);
  const path = data?.view === 'price' ? '/filter/price' : '/filter/agency';
  return [
    { title: pageTitle(t(data?.view === 'price' ? 'directory.price.title' : 'directory.title'), brand) },
    { name: 'description', content: t('directory.metaDescription') },
    { tagName: 'link', rel: 'canonical', href: `${data?.origin ?? ''}${path}` },
    // Filtered variants are many and thin: only the plain directory is indexed.
    ...(data?.indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
  ];
}

/** /filter/{type?}: the agency directory (/filter, /filter/agency) and price browse (/filter/price). */
export default function DirectoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const { view, options, page, ads, pricing, error } = loaderData;
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Tabs
        value={view}
        onChange={(value) => navigate(value === 'price' ? '/filter/price' : '/filter/agency')}
        mb="lg"
      >
        <Tabs.List>
          <Tabs.Tab value="agency">{t('directory.tabs.agencies')}</Tabs.Tab>
          <Tabs.Tab value="price">{t('directory.tabs.prices')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {view === 'price' ? (
        <PriceBrowse detail={pricing} options={options} />
      ) : (
        <DirectoryView page={page} ads={ads} options={options} error={error} />
      )}
    </Container>
  );
}
