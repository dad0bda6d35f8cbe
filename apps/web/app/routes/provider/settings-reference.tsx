import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { ReferenceEditor } from '../../features/profile-settings/components/references-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/settings-reference';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('references.title'), brand) }];
}

/** /provider/settings/reference/{id}: edit one reference. */
export default function ReferencePage({ params }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <ReferenceEditor key={params.id} id={Number(params.id)} />
    </Container>
  );
}
