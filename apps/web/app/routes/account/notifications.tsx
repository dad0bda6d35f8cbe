import { Container } from '@mantine/core';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/notifications';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('notifications.title'), brand) }];
}

/** /client/notification and /provider/notification (each in its layout): notifications, 15 a page (?page=N). */
export default function Notifications() {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <NotificationList />
    </Container>
  );
}
