import { TIMELINE_PATH } from '@brifa/contracts/category-page-links';
import { Button, Container } from '@mantine/core';
import { data, Link } from 'react-router';
import { useBriefFlowLink } from '../../features/brief-flow/components/brief-flow-host.tsx';
import { timelineCards } from '../../features/timeline/api/timeline.ts';
import { TimelineView } from '../../features/timeline/components/timeline-view.tsx';
import { type TDictionaryPartHandle, translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { cachingHeaders, publicPageHeaders } from '../../lib/page-cache.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/timeline';

/** The page starts with the 'timeline' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/dictionary-part-timeline-tr.ts'),
    en: () => import('../../locales/dictionary-part-timeline-en.ts'),
  },
};

export async function loader({ request }: Route.LoaderArgs) {
  const { api, token } = requestInfo(request);
  const timeline = await timelineCards(api);
  return data(
    { cards: timeline.Items, origin: new URL(request.url).origin },
    { headers: publicPageHeaders(!!token) },
  );
}

export const headers = cachingHeaders;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const t = translator(locale);
  const url = `${loaded?.origin ?? ''}${TIMELINE_PATH}`;
  return [
    { title: pageTitle(t('timeline.title'), brand) },
    { name: 'description', content: t('timeline.metaDescription') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: t('timeline.title') },
    { property: 'og:description', content: t('timeline.metaDescription') },
    { property: 'og:url', content: url },
  ];
}

/** /timeline (issue 21 item 8): recent briefs and agreements as anonymous cards, so visitors see the market move. */
export default function TimelinePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const briefLink = useBriefFlowLink();
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <TimelineView
        cards={loaderData.cards}
        getOffers={
          <Button component={Link} to={briefLink()} preventScrollReset data-testid="timeline-get-offers">
            {t('briefFlow.start')}
          </Button>
        }
      />
    </Container>
  );
}
