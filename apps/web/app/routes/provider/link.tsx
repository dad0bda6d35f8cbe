import { Container } from '@mantine/core';
import { BacklinkPanel } from '../../features/backlink/components/backlink-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/link';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('backlink.title'), brand) }];
}

/** /provider/link (issue 21 item 3): the badge, its HTML, the page's address and the check. */
export default function ProviderLinkPage() {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <BacklinkPanel />
    </Container>
  );
}
