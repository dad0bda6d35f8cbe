import { Anchor, Box, Button, Group, Paper, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { useConversations } from '../api/messaging.ts';
import { useMessagingLiveUpdates } from '../live-updates.ts';
import { ConversationList } from './conversation-list.tsx';
import { MeetingsButton } from './meetings-button.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageThread } from './message-thread.tsx';

/**
 * Conversations and the open thread side by side (one at a time on a phone). `offerKey` limits the list to
 * one project; `initialId` opens a conversation.
 */
export function ChatPanel({
  offerKey,
  initialId,
  height,
  onSelect,
}: {
  offerKey?: string | undefined;
  initialId?: number | null;
  height: number | string;
  onSelect?: (id: number) => void;
}) {
  const t = useT();
  useMessagingLiveUpdates();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useConversations({ search: debounced, offerKey, pageIndex: 0 });
  const items = list.data?.Items ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(initialId ?? null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const [showList, setShowList] = useState(initialId == null);

  useEffect(() => {
    if (initialId != null) {
      setSelectedId(initialId);
      setShowList(false);
    }
  }, [initialId]);
  // On a wide screen the newest conversation opens by itself.
  useEffect(() => {
    if (selectedId === null && !narrow && items[0]) setSelectedId(items[0].Id);
  }, [selectedId, narrow, items]);

  const selected = items.find((item) => item.Id === selectedId) ?? null;
  const select = (id: number) => {
    setSelectedId(id);
    setShowList(false);
    onSelect?.(id);
  };
  const listVisible = !narrow || showList || selectedId === null;
  const threadVisible = !narrow || (!showList && selectedId !== null);

  return (
    <Paper withBorder radius="md" h={height} style={{ overflow: 'hidden' }} data-testid="chat-panel">
      <Box h="100%" style={{ display: 'flex' }}>
        {listVisible ? (
          <Box
            h="100%"
            p="xs"
            style={{
              width: narrow ? '100%' : 'clamp(240px, 34%, 340px)',
              flexShrink: 0,
              borderInlineEnd: narrow ? undefined : '1px solid var(--mantine-color-gray-3)',
              overflow: 'hidden',
            }}
          >
            <ConversationList
              items={items}
              loading={list.isFetching}
              search={search}
              onSearch={setSearch}
              selectedId={selectedId}
              onSelect={select}
            />
          </Box>
        ) : null}
        {threadVisible ? (
          <Box h="100%" style={{ flex: 1, minWidth: 0 }}>
            {selectedId !== null ? (
              <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
                <Group
                  gap="xs"
                  px="sm"
                  py={8}
                  wrap="nowrap"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                >
                  {narrow ? (
                    <Button variant="subtle" size="compact-sm" onClick={() => setShowList(true)}>
                      ← {t('messaging.thread.back')}
                    </Button>
                  ) : null}
                  {selected ? (
                    <Box style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate data-testid="chat-counterpart">
                        {selected.CounterpartName}
                      </Text>
                      <Anchor
                        component={Link}
                        to={
                          selected.MySide === 'client'
                            ? `/client/projects/${encodeURIComponent(selected.OfferKey)}/offers`
                            : `/provider/projects/${encodeURIComponent(selected.OfferKey)}/detail`
                        }
                        size="xs"
                      >
                        {selected.OfferTitle}
                      </Anchor>
                    </Box>
                  ) : null}
                  {selected ? (
                    <Box ml="auto">
                      <MeetingsButton matchId={selected.MatchedProviderId} />
                    </Box>
                  ) : null}
                </Group>
                <MessageThread conversationId={selectedId} />
                <MessageComposer conversationId={selectedId} />
              </Box>
            ) : (
              <Text c="dimmed" size="sm" p="lg" ta="center">
                {t('messaging.thread.choose')}
              </Text>
            )}
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
