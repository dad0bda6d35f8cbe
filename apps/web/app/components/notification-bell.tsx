import type { TSessionUser } from '@brifa/contracts';
import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { isClientUser } from '../lib/session-rules.ts';
import { BellIcon } from './icons.tsx';

/** The header's bell: unread notifications (NotifyCount, kept live) and a way to the list. */
export function NotificationBell({ user }: { user: TSessionUser }) {
  const t = useT();
  const count = user.NotifyCount;
  const path = isClientUser(user) ? '/client/notification' : '/provider/notification';
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      color="red"
      disabled={count === 0}
      offset={4}
      data-testid="notify-count"
    >
      <ActionIcon
        component={Link}
        to={path}
        variant="default"
        size={36}
        radius="xl"
        aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
