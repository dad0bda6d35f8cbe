import type { TOpsHome } from '@brifa/contracts';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatAge } from '../../../entities/ops/age.ts';
import { queueKindLabel } from '../../../entities/ops/ops-labels.ts';
import { SlaBadge } from '../../../entities/ops/sla-badge.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatNumber } from '../../../lib/money.ts';

/** The console home: one card per queue (open, overdue, oldest age), then the open items, overdue first. */
export function QueueOverview({ home }: { home: TOpsHome }) {
  const t = useT();
  const locale = useLocale();
  const now = new Date(home.Now).getTime();
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="ops-queues">
        <Title order={2} fz="lg" id="ops-queues">
          {t('ops.home.queues')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {home.Queues.map((queue) => (
            <Card key={queue.Kind} withBorder padding="md" data-testid={`ops-queue-${queue.Kind}`}>
              <Stack gap={6}>
                <Text fw={700}>{queueKindLabel(t, queue.Kind)}</Text>
                <Group gap="xs">
                  <Badge color="blue" variant="light">
                    {t('ops.home.open', { count: formatNumber(queue.Open, locale) })}
                  </Badge>
                  {queue.Overdue > 0 ? (
                    <Badge color="red" variant="filled">
                      {t('ops.home.overdue', { count: formatNumber(queue.Overdue, locale) })}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {queue.OldestCreatedAt
                    ? t('ops.home.oldest', {
                        age: formatAge(now - new Date(queue.OldestCreatedAt).getTime(), locale),
                      })
                    : t('ops.home.noneOpen')}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="ops-items">
        <Title order={2} fz="lg" id="ops-items">
          {t('ops.home.items')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ops.home.itemsIntro')}
        </Text>
        {home.Items.length === 0 ? (
          <Text>{t('ops.home.empty')}</Text>
        ) : (
          <Card withBorder padding={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="ops-queue-items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ops.queue.column.title')}</Table.Th>
                    <Table.Th>{t('ops.queue.column.kind')}</Table.Th>
                    <Table.Th>{t('ops.queue.column.due')}</Table.Th>
                    <Table.Th>{t('ops.queue.column.assignee')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {home.Items.map((item) => (
                    <Table.Tr key={item.Id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/ops/queue/${item.Id}`}>
                          #{item.Id} {item.Title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{queueKindLabel(t, item.Kind)}</Table.Td>
                      <Table.Td>
                        <SlaBadge dueAt={item.DueAt} now={home.Now} />
                      </Table.Td>
                      <Table.Td>{item.Assignee?.Name ?? t('ops.queue.unassigned')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
