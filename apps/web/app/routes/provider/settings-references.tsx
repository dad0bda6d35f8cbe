import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { ReferencesPanel } from '../../features/profile-settings/components/references-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/settings-references';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('references.title'), brand) }];
}

/** The agency's client logos. */
export default function ReferencesPage() {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <ReferencesPanel />
    </Container>
  );
}
