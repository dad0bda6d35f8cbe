import type { TSessionUser } from '@brifa/contracts';
import { Drawer } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { chatPopupHidden, closeChat, useChatOpen } from '../../../lib/chat-launcher.ts';
import { useT } from '../../../lib/i18n.tsx';
import { canShowSessionPopups } from '../../../lib/session-rules.ts';
import { ChatPanel } from './chat-panel.tsx';

/**
 * The chat pop-up of the signed-in layouts (spec section 4: only when there is no debt), opened by the header's
 * "Messages" button; not on the project messages pages, which show the same conversations in full.
 */
export function ChatPopup({ user }: { user: TSessionUser }) {
  const t = useT();
  const opened = useChatOpen();
  const { pathname } = useLocation();
  const hidden = !canShowSessionPopups(user) || chatPopupHidden(pathname);
  useEffect(() => {
    if (hidden) closeChat();
  }, [hidden]);
  if (hidden) return null;
  return (
    <Drawer
      opened={opened}
      onClose={closeChat}
      position="right"
      size="xl"
      title={t('messaging.popup.title')}
      closeButtonProps={{ 'aria-label': t('messaging.popup.close') }}
    >
      {opened ? <ChatPanel height="calc(100dvh - 90px)" /> : null}
    </Drawer>
  );
}
