import type { TOutboxMessage } from '@brifa/contracts';
import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { listOutbox, OUTBOX_REFRESH_MS, useOutbox } from '../../features/outbox/api/list-outbox.ts';
import { OutboxMessageCard } from '../../features/outbox/components/outbox-message-card.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/outbox';

export async function loader({ request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('To') ?? '';
  try {
    return { to, messages: await listOutbox(requestInfo(request).api, to), unavailable: false };
  } catch (error) {
    // The API has no outbox in production: it answers 404.
    const unavailable = error instanceof ApiRequestError && error.status === 404;
    return { to, messages: null as TOutboxMessage[] | null, unavailable };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('outbox.title'), brand) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /dev/outbox: the mail and SMS the app "sent" while running without real providers (development only). */
export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [to, setTo] = useState(loaderData.to);
  const [refreshing, setRefreshing] = useState(false);
  const [debouncedTo] = useDebouncedValue(to, 300);
  const outbox = useOutbox(
    debouncedTo,
    debouncedTo.trim() === loaderData.to.trim() && !loaderData.unavailable ? loaderData.messages : null,
  );
  const failure = outbox.error ? formFailure(outbox.error, locale, []) : null;
  const unavailable = loaderData.unavailable || failure?.status === 404;
  const messages = outbox.data ?? [];

  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {t('outbox.title')}
          </Title>
          <Text c="dimmed">{t('outbox.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('outbox.howTo')} <Code>/dev/outbox?To=%2B905321234567</Code>
          </Text>
        </Stack>

        {unavailable ? (
          <Alert color="yellow" title={t('outbox.unavailable.title')} data-testid="outbox-unavailable">
            {t('outbox.unavailable.text')}
          </Alert>
        ) : (
          <>
            <Card withBorder radius="md" padding="md">
              <Group align="flex-end" gap="sm">
                <TextInput
                  label={t('outbox.filter')}
                  description={t('outbox.filterHint')}
                  placeholder="+905321234567"
                  value={to}
                  onChange={(event) => setTo(event.currentTarget.value)}
                  style={{ flex: '1 1 240px' }}
                  type="search"
                  autoComplete="off"
                  data-testid="outbox-filter"
                />
                <Button
                  variant="default"
                  loading={refreshing}
                  onClick={async () => {
                    // Only a refresh asked for shows a spinner; the background one every few seconds stays quiet.
                    setRefreshing(true);
                    await outbox.refetch();
                    setRefreshing(false);
                  }}
                >
                  {t('outbox.refresh')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed" mt="xs">
                {t('outbox.autoRefresh', { seconds: OUTBOX_REFRESH_MS / 1000 })}
              </Text>
            </Card>

            {failure ? (
              <Alert color="red" title={t('outbox.loadError')}>
                {failure.message}
              </Alert>
            ) : outbox.isPending ? (
              <Stack gap="sm" aria-busy="true">
                <Group gap="xs">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {t('outbox.loading')}
                  </Text>
                </Group>
                {[0, 1].map((row) => (
                  <Skeleton key={row} height={120} radius="md" />
                ))}
              </Stack>
            ) : messages.length === 0 ? (
              <Card withBorder radius="md" padding="xl" ta="center" data-testid="outbox-empty">
                <Text fw={600}>{debouncedTo.trim() ? t('outbox.emptyFiltered') : t('outbox.empty')}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t('outbox.emptyHint')}
                </Text>
              </Card>
            ) : (
              <Stack
                component="ul"
                gap="sm"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                data-testid="outbox-list"
              >
                {messages.map((message) => (
                  <OutboxMessageCard key={message.Id} message={message} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
