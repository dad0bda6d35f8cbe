import type { TMessageDetail } from '@brifa/contracts';
import { Anchor, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { PaperclipIcon } from '../../../components/icons.tsx';
import { formatMessageTime } from '../../../lib/date-time.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { fileSize } from '../../../lib/message-time.ts';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import { threadMessages, useDownloadMessageFile, useThread } from '../api/messaging.ts';

function MessageBubble({ message, viewerId }: { message: TMessageDetail; viewerId: number | undefined }) {
  const t = useT();
  const locale = useLocale();
  const download = useDownloadMessageFile();
  return (
    <Box
      data-testid="chat-message"
      data-mine={message.IsMine ? 'true' : 'false'}
      style={{ alignSelf: message.IsMine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
    >
      <Paper
        px="sm"
        py={6}
        radius="md"
        bg={message.IsMine ? 'indigo.7' : 'gray.1'}
        c={message.IsMine ? 'white' : undefined}
      >
        {message.SenderUserId !== viewerId ? (
          <Text size="xs" fw={600} c={message.IsMine ? 'white' : 'indigo.8'}>
            {message.SenderName}
          </Text>
        ) : null}
        {message.Text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.Text}
          </Text>
        ) : null}
        {message.File ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            c={message.IsMine ? 'white' : 'indigo.8'}
            underline="always"
            onClick={() =>
              download.mutate(
                { messageId: message.MessageId, detailId: message.Id, name: message.File!.FileName },
                {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: failureMessage(error, locale) }),
                },
              )
            }
            aria-label={t('messaging.file.download', { name: message.File.FileName })}
            style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
          >
            <PaperclipIcon size={14} /> {message.File.FileName} ({fileSize(message.File.FileBytes, locale)})
          </Anchor>
        ) : null}
      </Paper>
      <Text size="xs" c="dimmed" ta={message.IsMine ? 'right' : 'left'} mt={2}>
        {formatMessageTime(message.CreatedAt, locale)}
        {message.IsMine ? ` · ${message.IsRead ? t('messaging.read') : t('messaging.sent')}` : ''}
      </Text>
    </Box>
  );
}

/**
 * The messages of one conversation, oldest at the top; scrolling to the top loads the 15 before. New messages
 * (sent or live) keep the view at the bottom and are announced to screen readers.
 */
export function MessageThread({ conversationId }: { conversationId: number }) {
  const t = useT();
  const thread = useThread(conversationId);
  const user = useSessionUser();
  const messages = threadMessages(thread.data);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.Id;
  const previousHeight = useRef(0);
  const loadingOlder = useRef(false);
  /** The reader is at the bottom: growing content (new messages, images, fonts) keeps them there. */
  const atBottom = useRef(true);

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  // A new newest message (sent or live): go to the bottom.
  useEffect(() => {
    if (lastId === undefined) return;
    atBottom.current = true;
    toBottom();
  }, [lastId, toBottom]);

  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && !loadingOlder.current) toBottom();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [toBottom]);

  // Older page prepended: keep the reader's place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !loadingOlder.current || thread.isFetchingNextPage) return;
    element.scrollTop = element.scrollHeight - previousHeight.current;
    loadingOlder.current = false;
  });

  const loadOlder = () => {
    if (!thread.hasNextPage || thread.isFetchingNextPage) return;
    previousHeight.current = scroller.current?.scrollHeight ?? 0;
    loadingOlder.current = true;
    void thread.fetchNextPage();
  };

  return (
    <Box
      ref={scroller}
      onScroll={(e) => {
        const element = e.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 60;
        if (element.scrollTop < 40) loadOlder();
      }}
      style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
      data-testid="chat-thread"
      tabIndex={0}
      aria-label={t('messaging.thread.label')}
    >
      <Stack gap="xs" p="xs" ref={content}>
        {thread.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={loadOlder}
              loading={thread.isFetchingNextPage}
            >
              {t('messaging.thread.older')}
            </Button>
          </Group>
        ) : null}
        {thread.isPending ? <Loader size="sm" mx="auto" /> : null}
        {!thread.isPending && messages.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('messaging.thread.empty')}
          </Text>
        ) : null}
        <Stack gap="xs" role="log" aria-live="polite" aria-relevant="additions">
          {messages.map((message) => (
            <MessageBubble key={message.Id} message={message} viewerId={user?.Id} />
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
