import type { TSessionUser } from '@brifa/contracts';
import { ActionIcon, Affix, Button, Drawer, Indicator } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { ChatIcon } from '../../../components/icons.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ChatPanel } from './chat-panel.tsx';

/**
 * The chat pop-up of the signed-in layouts (spec section 4: only when there is no debt), hidden on the
 * project messages pages, which show the same conversations in full.
 */
export function ChatPopup({ user }: { user: TSessionUser }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width: 48em)');
  if (user.TotalDebt !== 0 || pathname.endsWith('/connection')) return null;
  const unread = user.MessageCount;
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={190}>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={20}
          color="red"
          disabled={unread === 0}
          offset={4}
          data-testid="chat-unread"
        >
          {narrow ? (
            <ActionIcon
              onClick={open}
              radius="xl"
              size={52}
              aria-label={
                unread > 0 ? t('messaging.popup.openUnread', { count: unread }) : t('messaging.popup.open')
              }
              data-testid="chat-popup-button"
            >
              <ChatIcon size={26} />
            </ActionIcon>
          ) : (
            <Button
              onClick={open}
              radius="xl"
              size="md"
              leftSection={<ChatIcon />}
              aria-label={
                unread > 0 ? t('messaging.popup.openUnread', { count: unread }) : t('messaging.popup.open')
              }
              data-testid="chat-popup-button"
            >
              {t('messaging.popup.title')}
            </Button>
          )}
        </Indicator>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xl"
        title={t('messaging.popup.title')}
        closeButtonProps={{ 'aria-label': t('messaging.popup.close') }}
      >
        {opened ? <ChatPanel height="calc(100dvh - 90px)" /> : null}
      </Drawer>
    </>
  );
}
