import type { TCategorySubscription, TCategorySubscriptionList, TExpireWhen } from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  SUBSCRIPTION_STATUS_COLOR,
  SUBSCRIPTION_STATUS_LABEL,
} from '../../../entities/subscription/subscription-status.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import {
  CATEGORY_SUBS_QUERY_KEY,
  expireSubscription,
  SUBS_PAGE_SIZE,
  useCategorySubscriptions,
} from '../api/category-subscriptions-api.ts';
import { BuyExtraCategories } from './buy-extra-categories.tsx';
import { SCOPE_LABEL } from './scope-field.tsx';

/** /premium/category-subscriptions: the agency's category subscriptions with their place, status and end; expiry. */
export function CategorySubscriptionsList({
  pageIndex,
  initial,
  onPageChange,
}: {
  pageIndex: number;
  initial: { pageIndex: number; data: TCategorySubscriptionList | null };
  onPageChange: (pageIndex: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const client = useQueryClient();
  const list = useCategorySubscriptions(pageIndex, initial);
  const [asking, setAsking] = useState<{ row: TCategorySubscription; when: TExpireWhen } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function confirm() {
    if (!asking) return;
    setBusy(true);
    try {
      await expireSubscription(api, asking.row.Id, asking.when);
      setMessage({ ok: true, text: t('categorySubs.expire.done') });
      await client.invalidateQueries({ queryKey: CATEGORY_SUBS_QUERY_KEY });
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof ApiRequestError ? error.message : t('categorySubs.list.failed'),
      });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  const statusOf = (row: TCategorySubscription) =>
    !row.IsLive && row.Status !== 'cancelled' && row.Status !== 'stopped'
      ? t('categorySubs.status.ended')
      : t(SUBSCRIPTION_STATUS_LABEL[row.Status]);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / SUBS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('categorySubs.list.title')}</Title>
          <Text c="dimmed">{t('categorySubs.list.subtitle')}</Text>
        </Stack>
        <Group gap="md">
          <Anchor component={Link} to="/premium/subscription">
            {t('categorySubs.link.choose')}
          </Anchor>
          <BuyExtraCategories />
        </Group>
      </Group>
      {message ? (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      {list.isError && !data ? (
        <Alert color="red" role="alert">
          {t('categorySubs.list.failed')}
        </Alert>
      ) : !data ? (
        <Text aria-busy="true">{t('categorySubs.list.loading')}</Text>
      ) : data.Items.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{t('categorySubs.list.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" data-testid="category-subscriptions">
          {data.Items.map((row) => (
            <Paper key={row.Id} withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="article">
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{row.CategoryNames.join(', ')}</Text>
                  <Badge color={SUBSCRIPTION_STATUS_COLOR[row.Status]} variant="light">
                    {statusOf(row)}
                  </Badge>
                </Group>
                <Table variant="vertical" withTableBorder={false} layout="fixed">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w={120}>{t('categorySubs.list.scope')}</Table.Th>
                      <Table.Td>{row.Scope ? t(SCOPE_LABEL[row.Scope]) : '—'}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('categorySubs.list.ends')}</Table.Th>
                      <Table.Td>{formatDate(row.EndsAt, locale)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('categorySubs.list.source')}</Table.Th>
                      <Table.Td>
                        {row.PackageSubscriptionId
                          ? t('categorySubs.list.viaPackage')
                          : t('categorySubs.list.bought', { months: row.PeriodMonths ?? 0 })}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                {row.IsLive ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setAsking({ row, when: 'now' })}
                    >
                      {t('categorySubs.expire.now')}
                    </Button>
                    {row.Status === 'active' ? (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setAsking({ row, when: 'period_end' })}
                      >
                        {t('categorySubs.expire.periodEnd')}
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          ))}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={pageIndex + 1}
              onChange={(page) => onPageChange(page - 1)}
              getControlProps={() => ({ 'aria-label': t('categorySubs.list.pages') })}
            />
          ) : null}
        </Stack>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('categorySubs.expire.confirmTitle')}
      >
        {asking ? (
          <Stack gap="md">
            <Text>
              {asking.when === 'now'
                ? t('categorySubs.expire.confirmNow', { category: asking.row.CategoryNames.join(', ') })
                : t('categorySubs.expire.confirmPeriodEnd', {
                    category: asking.row.CategoryNames.join(', '),
                    date: formatDate(asking.row.EndsAt, locale),
                  })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('categorySubs.expire.cancel')}
              </Button>
              <Button color="red" loading={busy} onClick={confirm} data-testid="expire-confirm">
                {t('categorySubs.expire.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
