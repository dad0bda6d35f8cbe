import type { TConversation } from '@brifa/contracts';
import { Avatar, Badge, Box, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { formatMessageTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';

/** The conversations beside the thread: search, the other party, the project, the last message, unread. */
export function ConversationList({
  items,
  loading,
  search,
  onSearch,
  selectedId,
  onSelect,
}: {
  items: TConversation[];
  loading: boolean;
  search: string;
  onSearch: (value: string) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="xs" h="100%">
      <TextInput
        type="search"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        placeholder={t('messaging.search.placeholder')}
        aria-label={t('messaging.search.label')}
        rightSection={loading ? <Loader size="xs" /> : null}
      />
      <Box
        component="ul"
        aria-label={t('messaging.list.label')}
        p={0}
        m={0}
        style={{ listStyle: 'none', overflowY: 'auto' }}
      >
        {items.map((item) => {
          const selected = item.Id === selectedId;
          return (
            <li key={item.Id}>
              <UnstyledButton
                onClick={() => onSelect(item.Id)}
                aria-current={selected ? 'true' : undefined}
                data-testid="conversation-item"
                w="100%"
                p="xs"
                style={{
                  borderRadius: 8,
                  background: selected ? 'var(--mantine-color-indigo-0)' : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={item.CounterpartImage} alt="" radius="xl" color="indigo">
                    {item.CounterpartName.charAt(0).toLocaleUpperCase(locale === 'tr' ? 'tr' : 'en')}
                  </Avatar>
                  <Box style={{ minWidth: 0, flex: 1 }}>
                    <Group gap={4} justify="space-between" wrap="nowrap">
                      <Text size="sm" fw={600} truncate>
                        {item.CounterpartName}
                      </Text>
                      {item.LastMessageAt ? (
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {formatMessageTime(item.LastMessageAt, locale)}
                        </Text>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      {item.OfferTitle}
                    </Text>
                    <Group gap={4} justify="space-between" wrap="nowrap">
                      <Text
                        size="sm"
                        truncate
                        c={item.UnreadCount > 0 ? undefined : 'dimmed'}
                        fw={item.UnreadCount > 0 ? 600 : 400}
                      >
                        {item.LastMessage ?? t('messaging.list.noMessages')}
                      </Text>
                      {item.UnreadCount > 0 ? (
                        <Badge
                          size="sm"
                          circle
                          aria-label={t('messaging.list.unread', { count: item.UnreadCount })}
                        >
                          {item.UnreadCount}
                        </Badge>
                      ) : null}
                    </Group>
                  </Box>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Box>
      {!loading && items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="conversations-empty">
          {search ? t('messaging.list.noResults') : t('messaging.list.empty')}
        </Text>
      ) : null}
    </Stack>
  );
}
