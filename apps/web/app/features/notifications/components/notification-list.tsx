import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMessageTime } from '../../../lib/date-time.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useLiveEvent } from '../../../lib/live-events.ts';
import {
  NOTIFICATIONS_QUERY_KEY,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.ts';
import { notificationText } from '../notification-text.ts';

/** /client/notification and /provider/notification: newest first, 15 a page (?page=N), read and unread. */
export function NotificationList() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  useLiveEvent((event) => {
    if (event === 'notification' || event === 'ready') {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    }
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / data.PageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {t('notifications.title')}
          </Title>
          {data ? (
            <Text c="dimmed" size="sm" data-testid="notifications-unread">
              {t('notifications.unreadCount', { count: data.UnreadCount })}
            </Text>
          ) : null}
        </div>
        <Button
          variant="default"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={!data || data.UnreadCount === 0}
        >
          {t('notifications.markAll')}
        </Button>
      </Group>
      {list.isPending ? <Loader size="sm" /> : null}
      {list.isError ? <Alert color="red">{failureMessage(list.error, locale)}</Alert> : null}
      {data && data.TotalCount === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">{t('notifications.empty')}</Text>
        </Paper>
      ) : null}
      {data && data.Items.length > 0 ? (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('notifications.title')}
        >
          {data.Items.map((item) => (
            <li key={item.Id}>
              <UnstyledButton
                w="100%"
                p="sm"
                data-testid="notification-item"
                data-read={item.IsRead ? 'true' : 'false'}
                onClick={() => {
                  if (!item.IsRead) markRead.mutate(item.Id);
                  navigate(item.Link);
                }}
                style={{
                  borderBottom: '1px solid var(--mantine-color-gray-2)',
                  background: item.IsRead ? undefined : 'var(--mantine-color-indigo-0)',
                }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Box style={{ minWidth: 0 }}>
                    <Text
                      size="sm"
                      fw={item.IsRead ? 400 : 600}
                      lineClamp={3}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {notificationText(item, t, locale)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatMessageTime(item.CreatedAt, locale)}
                    </Text>
                  </Box>
                  {!item.IsRead ? (
                    <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
                      {t('notifications.new')}
                    </Badge>
                  ) : null}
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => setParams({ page: String(next) })}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('notifications.previous') : t('notifications.next'),
          })}
        />
      ) : null}
    </Stack>
  );
}
