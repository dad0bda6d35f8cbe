import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TDeadMessages } from '../api/ops-records-api.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useActionStatus } from './record-parts.tsx';

/** /ops/outbox: the messages the outbox gave up on, with retry and discard. */
export function DeadMessages({ data }: { data: TDeadMessages }) {
  const t = useT();
  const locale = useLocale();
  const status = useActionStatus();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('opsRecords.outbox.title')}
        </Title>
        <Text c="dimmed">{t('opsRecords.outbox.subtitle')}</Text>
      </Stack>
      {status.view}
      {data.Items.length === 0 ? (
        <Text>{t('opsRecords.outbox.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('opsRecords.outbox.to')}</Table.Th>
                <Table.Th>{t('opsRecords.outbox.template')}</Table.Th>
                <Table.Th>{t('opsRecords.outbox.attempts')}</Table.Th>
                <Table.Th>{t('opsRecords.outbox.lastError')}</Table.Th>
                <Table.Th>{t('opsRecords.table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.Items.map((message) => {
                const subject = `#${message.Id} ${message.To}`;
                return (
                  <Table.Tr key={message.Id} data-testid="dead-message">
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {message.To}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {message.Channel} · {formatDateTime(message.CreatedAt, locale)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{message.Subject ?? message.Template}</Table.Td>
                    <Table.Td>{message.Attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                        {message.LastError ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ActionDialog
                          action="retry"
                          params={{ id: message.Id }}
                          subject={subject}
                          texts="retry"
                          reasonRequired={false}
                          onDone={status.onDone}
                        />
                        <ActionDialog
                          action="discard"
                          params={{ id: message.Id }}
                          subject={subject}
                          texts="discard"
                          reasonRequired
                          color="red"
                          variant="outline"
                          onDone={status.onDone}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
