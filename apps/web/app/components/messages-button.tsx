import type { TSessionUser } from '@brifa/contracts';
import { ActionIcon, Button, Indicator } from '@mantine/core';
import { useLocation } from 'react-router';
import { chatPopupHidden, openChat } from '../lib/chat-launcher.ts';
import { useT } from '../lib/i18n.tsx';
import { canShowSessionPopups } from '../lib/session-rules.ts';
import { ChatIcon } from './icons.tsx';

/**
 * The header's "Messages": opens the chat pop-up, with the unread count. It sits in the header rather than
 * floating over the page (issue 16: the floating button covered card links on phones). `compact` is the phone's
 * icon-only form.
 */
export function MessagesButton({ user, compact = false }: { user: TSessionUser; compact?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  if (!canShowSessionPopups(user) || chatPopupHidden(pathname)) return null;
  const unread = user.MessageCount;
  const label = unread > 0 ? t('messaging.popup.openUnread', { count: unread }) : t('messaging.popup.open');
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      disabled={unread === 0}
      offset={4}
      data-testid={compact ? 'chat-unread-compact' : 'chat-unread'}
    >
      {compact ? (
        <ActionIcon
          variant="default"
          size={36}
          radius="xl"
          onClick={openChat}
          aria-label={label}
          data-testid="chat-popup-button-compact"
        >
          <ChatIcon size={18} />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          radius="xl"
          leftSection={<ChatIcon size={18} />}
          onClick={openChat}
          aria-label={label}
          data-testid="chat-popup-button"
        >
          {t('messaging.popup.title')}
        </Button>
      )}
    </Indicator>
  );
}
