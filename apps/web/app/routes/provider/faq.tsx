import { Container } from '@mantine/core';
import { faqItems } from '../../content/faq.ts';
import { FaqView } from '../../features/faq/components/faq-view.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/faq';

export function loader({ request }: Route.LoaderArgs) {
  return { items: faqItems(requestInfo(request).locale, 'provider') };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('faq.title'), brand) }];
}

/** /provider/faq: the agencies' questions. */
export default function ProviderFaqPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <FaqView items={loaderData.items} lead={t('faq.providerLead')} />
    </Container>
  );
}
