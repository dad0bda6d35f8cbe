import { BRIEF_ASSISTANT_PATH } from '@brifa/contracts/category-page-links';
import { Container } from '@mantine/core';
import { BriefAssistant } from '../../features/brief-flow/assistant/components/brief-assistant.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/brifa-bot';

// The path is read on the server only: imported by the page's own script it would share a chunk with the timeline's.
export async function loader({ request }: Route.LoaderArgs) {
  return { url: `${new URL(request.url).origin}${BRIEF_ASSISTANT_PATH}` };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const t = translator(locale);
  const url = loaded?.url ?? '';
  return [
    { title: pageTitle(t('briefAssistant.title'), brand) },
    { name: 'description', content: t('briefAssistant.metaDescription') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: t('briefAssistant.title') },
    { property: 'og:description', content: t('briefAssistant.metaDescription') },
    { property: 'og:url', content: url },
  ];
}

/**
 * /brifa-bot (issue 21 item 7): the brief assistant's chat. It starts with the whole dictionary (no part): the
 * chat hands over to the question-flow pop-up, which needs it anyway. The default layout hosts the pop-up.
 */
export default function BrifaBotPage() {
  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <BriefAssistant />
    </Container>
  );
}
