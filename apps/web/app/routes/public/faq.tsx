import { Container } from '@mantine/core';
import { data } from 'react-router';
import { faqItems } from '../../content/faq.ts';
import { FaqView } from '../../features/faq/components/faq-view.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { cachingHeaders, publicPageHeaders } from '../../lib/page-cache.ts';
import { PUBLIC_PAGES } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/faq';

/** The answers, in the page's language only and with the rules filled in, come with the loader's data. */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, token } = requestInfo(request);
  return data(
    { items: faqItems(locale, 'public'), origin: new URL(request.url).origin },
    { headers: publicPageHeaders(!!token) },
  );
}

export const headers = cachingHeaders;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const t = translator(locale);
  const origin = loaded?.origin ?? '';
  const url = (lang: 'tr' | 'en') => `${origin}${PUBLIC_PAGES.faq[lang]}`;
  return [
    { title: pageTitle(t('faq.title'), brand) },
    { name: 'description', content: t('faq.lead') },
    { tagName: 'link', rel: 'canonical', href: url(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: url('tr') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('tr') },
  ];
}

/** /sss (Turkish) and /faq (English): the help page for clients. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 'lg', md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <FaqView items={loaderData.items} lead={t('faq.lead')} />
    </Container>
  );
}
