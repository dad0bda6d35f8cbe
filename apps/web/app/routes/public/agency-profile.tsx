import { catalogueEndpoints, directoryEndpoints } from '@brifa/contracts';
import { Anchor, Container } from '@mantine/core';
import { data, Link } from 'react-router';
import { ProfileHeader } from '../../features/agency-profile/components/profile-header.tsx';
import { ProfileTabs } from '../../features/agency-profile/components/profile-tabs.tsx';
import { ReviewsSection } from '../../features/agency-profile/components/reviews-section.tsx';
import { agencyStructuredData } from '../../features/agency-profile/structured-data.ts';
import { useBriefFlowLink } from '../../features/brief-flow/components/brief-flow-host.tsx';
import { ApiRequestError, callEndpoint } from '../../lib/api-client.ts';
import { type TDictionaryPartHandle, useLocale, useT } from '../../lib/i18n.tsx';
import { rootMeta } from '../../lib/meta.ts';
import { cachingHeaders, publicPageHeaders } from '../../lib/page-cache.ts';
import { AGENCY_PROFILE_PREFIX } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/agency-profile';

/** Server-rendered in one API call (plus the cached category and sector names). */
/** The page starts with the 'agency-profile' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/dictionary-part-agency-profile-tr.ts'),
    en: () => import('../../locales/dictionary-part-agency-profile-en.ts'),
  },
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, token } = requestInfo(request);
  const slug = params.slug;
  const [profile, categories, sectors] = await Promise.all([
    callEndpoint(api, directoryEndpoints.getSearchProviderPageProviderById, { params: { id: slug } }).catch(
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
        throw error;
      },
    ),
    callEndpoint(api, catalogueEndpoints.categories).catch(() => []),
    callEndpoint(api, catalogueEndpoints.sectors).catch(() => []),
  ]);
  return data(
    { profile, categories, sectors, origin: new URL(request.url).origin },
    { headers: publicPageHeaders(!!token) },
  );
}

export const headers = cachingHeaders;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const { brand } = rootMeta(matches);
  const { profile, origin } = loaded;
  const tr = `${origin}${AGENCY_PROFILE_PREFIX.tr}${profile.Slug}`;
  const en = `${origin}${AGENCY_PROFILE_PREFIX.en}${profile.Slug}`;
  const { locale } = rootMeta(matches);
  const title = `${profile.Name}${profile.City ? ` — ${profile.City}` : ''} | ${brand.name}`;
  const description = profile.ShortDescription || profile.Description.slice(0, 160);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: locale === 'tr' ? tr : en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: tr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: tr },
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: locale === 'tr' ? tr : en },
    ...(profile.LogoSrc ? [{ property: 'og:image', content: `${origin}${profile.LogoSrc}` }] : []),
    // Not listed yet (profile level 80 % or below): the page works for sharing but stays out of search engines.
    ...(profile.IsListed ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    {
      'script:ld+json': agencyStructuredData(profile, locale === 'tr' ? tr : en, origin),
    },
  ];
}

/** /ajans/{slug} (Turkish) and /agency/{slug} (English): an agency's public profile. */
export default function AgencyProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const briefLink = useBriefFlowLink();
  const { profile, categories, sectors } = loaderData;
  const names = {
    categories: new Map(categories.map((category) => [category.Id, category.Name])),
    sectors: new Map(sectors.map((sector) => [sector.Id, sector.Name])),
  };
  const reviewHref = `/reviews?agency=${encodeURIComponent(profile.Slug)}`;
  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Anchor component={Link} to="/filter/agency" size="sm" mb="sm" display="inline-block">
        ← {t('agencyProfile.backToDirectory')}
      </Anchor>
      <ProfileHeader
        profile={profile}
        sendProject={briefLink({ requestedProviderId: profile.Id })}
        reviewHref={reviewHref}
      />
      <div style={{ marginTop: 32 }} lang={locale}>
        <ProfileTabs profile={profile} names={names} />
      </div>
      <ReviewsSection profile={profile} reviewHref={reviewHref} />
    </Container>
  );
}
