import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { ChannelsPanel } from '../../features/notification-channels/components/channels-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/settings-notification-channels';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('channels.title'), brand) }];
}

/** /provider/settings/notification-channels: the agency's Discord, Telegram, Slack and Teams webhooks. */
export default function NotificationChannelsPage() {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <ChannelsPanel />
    </Container>
  );
}
