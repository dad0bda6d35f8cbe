import type { TCategoryPage } from '@brifa/contracts';
import { categoryPageOf, categoryPagePath } from '@brifa/contracts/category-pages';
import { Button, Container } from '@mantine/core';
import { data, Link } from 'react-router';
import { useBriefFlowLink } from '../../features/brief-flow/components/brief-flow-host.tsx';
import { categoryPageData } from '../../features/directory/api/category-page.ts';
import { categoryPageStructuredData } from '../../features/directory/category-page-structured-data.ts';
import { CategoryPageView } from '../../features/directory/components/category-page-view.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { type TDictionaryPartHandle, type TTranslate, translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { cachingHeaders, publicPageHeaders } from '../../lib/page-cache.ts';
import { PUBLIC_PAGES } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/category-page';

/** The page starts with the 'category-page' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/dictionary-part-category-page-tr.ts'),
    en: () => import('../../locales/dictionary-part-category-page-en.ts'),
  },
};

const CITY_SLUG = /^[a-z0-9-]{1,40}$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, token } = requestInfo(request);
  const category = categoryPageOf(params.categorySlug ?? '');
  const citySlug = 'citySlug' in params ? (params.citySlug as string | undefined) : undefined;
  if (!category || (citySlug !== undefined && !CITY_SLUG.test(citySlug))) throw data(null, { status: 404 });
  const page = await categoryPageData(api, {
    CategoryKey: category.key,
    ...(citySlug ? { City: citySlug } : {}),
  }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data({ page, origin: new URL(request.url).origin }, { headers: publicPageHeaders(!!token) });
}

export const headers = cachingHeaders;

type TPage = TCategoryPage;

function titleOf(t: TTranslate, page: TPage): string {
  return page.City
    ? t('categoryPage.titleCity', { category: page.CategoryName, city: page.City.Name })
    : t('categoryPage.title', { category: page.CategoryName });
}

/** Home, the category (all Turkey), the city: each step's name and path in the page's language. */
function trailOf(t: TTranslate, page: TPage, locale: 'tr' | 'en') {
  const trail = [
    { name: t('categoryPage.breadcrumb.home'), path: PUBLIC_PAGES.home[locale] },
    {
      name: t('categoryPage.title', { category: page.CategoryName }),
      path: categoryPagePath(page.CategoryKey, locale),
    },
  ];
  if (page.City) {
    trail.push({
      name: titleOf(t, page),
      path: categoryPagePath(page.CategoryKey, locale, page.City.Slug),
    });
  }
  return trail;
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const { locale, brand } = rootMeta(matches);
  const t = translator(locale);
  const { page, origin } = loaded;
  const city = page.City?.Slug ?? null;
  const tr = `${origin}${categoryPagePath(page.CategoryKey, 'tr', city)}`;
  const en = `${origin}${categoryPagePath(page.CategoryKey, 'en', city)}`;
  const url = locale === 'tr' ? tr : en;
  const title = titleOf(t, page);
  const description = page.City
    ? t('categoryPage.metaDescriptionCity', {
        count: page.AgencyCount,
        category: page.CategoryName,
        city: page.City.Name,
      })
    : t('categoryPage.metaDescription', { count: page.AgencyCount, category: page.CategoryName });
  const trail = trailOf(t, page, locale).map((step) => ({ name: step.name, url: `${origin}${step.path}` }));
  return [
    { title: pageTitle(title, brand) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: tr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: tr },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    // A page with no listed agency is thin: it works for visitors but stays out of search engines.
    ...(page.AgencyCount > 0 ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    ...categoryPageStructuredData(page, { origin, url, title, locale, trail }).map((item) => ({
      'script:ld+json': item,
    })),
  ];
}

/**
 * /<category>-sirketleri and /<category>-companies (issue 21 item 9), and the same under a city
 * (/istanbul/<category>-sirketleri): the category's listed agencies, live figures and the "get offers" entry.
 */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const briefLink = useBriefFlowLink();
  const { page } = loaderData;
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <CategoryPageView
        page={page}
        title={titleOf(t, page)}
        trail={trailOf(t, page, locale)}
        getOffers={
          <Button
            component={Link}
            to={briefLink({ categoryKey: page.CategoryKey })}
            preventScrollReset
            size="md"
            data-testid="category-get-offers"
          >
            {t('categoryPage.getOffers')}
          </Button>
        }
      />
    </Container>
  );
}
