import type { TBoostSubscription, TBoostSubscriptionPage } from '@brifa/contracts';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { continueBoost, stopBoost } from '../api/boosts-api.ts';

const STATUS_LABEL: Record<string, TMessageKey> = {
  active: 'boostList.status.active',
  waiting: 'boostList.status.waiting',
  continue: 'boostList.status.continue',
  stopped: 'boostList.status.stopped',
  ended: 'boostList.status.ended',
};
const STATUS_COLOR: Record<string, string> = {
  active: 'green',
  waiting: 'blue',
  continue: 'teal',
  stopped: 'orange',
  ended: 'gray',
};

/** A boost bought while another runs is active but not yet live: shown as queued. */
function statusOf(boost: TBoostSubscription): string {
  return boost.Status === 'active' && !boost.IsLive ? 'waiting' : boost.Status;
}

/** /premium/boost-subscriptions: the agency's boosts with their days left; stop and continue. */
export function BoostList({ initial }: { initial: TBoostSubscriptionPage }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [items, setItems] = useState(initial.Items);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function act(boost: TBoostSubscription, action: 'stop' | 'continue') {
    setBusy(boost.Id);
    setNotice(null);
    try {
      const next = action === 'stop' ? await stopBoost(api, boost.Id) : await continueBoost(api, boost.Id);
      setItems((current) => current.map((item) => (item.Id === next.Id ? next : item)));
      setNotice({
        ok: true,
        text: t(action === 'stop' ? 'boostList.stopped' : 'boostList.continued', {
          days: next.RemainingDays,
        }),
      });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof ApiRequestError ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  }

  const actionOf = (boost: TBoostSubscription) =>
    boost.CanStop ? (
      <Button
        size="xs"
        variant="default"
        loading={busy === boost.Id}
        aria-label={t('boostList.stopLabel', { days: boost.Days })}
        onClick={() => act(boost, 'stop')}
      >
        {t('boostList.stop')}
      </Button>
    ) : boost.CanContinue ? (
      <Button
        size="xs"
        loading={busy === boost.Id}
        aria-label={t('boostList.continueLabel', { days: boost.Days })}
        onClick={() => act(boost, 'continue')}
      >
        {t('boostList.continue')}
      </Button>
    ) : null;
  const badge = (boost: TBoostSubscription) => {
    const status = statusOf(boost);
    return (
      <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light">
        {t(STATUS_LABEL[status] ?? 'boostList.status.ended')}
      </Badge>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('boostList.title')}</Title>
          <Text c="dimmed">{t('boostList.subtitle')}</Text>
        </Stack>
        <Button component={Link} to="/premium/boost">
          {t('boostList.buy')}
        </Button>
      </Group>
      {notice ? (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Text>{t('boostList.empty')}</Text>
      ) : (
        <>
          <Table visibleFrom="sm" striped data-testid="boost-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('boostList.col.days')}</Table.Th>
                <Table.Th>{t('boostList.col.status')}</Table.Th>
                <Table.Th>{t('boostList.col.remaining')}</Table.Th>
                <Table.Th>{t('boostList.col.starts')}</Table.Th>
                <Table.Th>{t('boostList.col.ends')}</Table.Th>
                <Table.Th>{t('boostList.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((boost) => (
                <Table.Tr key={boost.Id}>
                  <Table.Td>{t('boostList.days', { days: boost.Days })}</Table.Td>
                  <Table.Td>{badge(boost)}</Table.Td>
                  <Table.Td>{t('boostList.remaining', { days: boost.RemainingDays })}</Table.Td>
                  <Table.Td>{formatDate(boost.StartsAt, locale)}</Table.Td>
                  <Table.Td>{boost.Status === 'stopped' ? '—' : formatDate(boost.EndsAt, locale)}</Table.Td>
                  <Table.Td>{actionOf(boost)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="sm" gap="sm">
            {items.map((boost) => (
              <Card key={boost.Id} withBorder padding="sm">
                <Group justify="space-between">
                  <Text fw={600}>{t('boostList.days', { days: boost.Days })}</Text>
                  {badge(boost)}
                </Group>
                <Text size="sm">
                  {t('boostList.col.remaining')}: {t('boostList.remaining', { days: boost.RemainingDays })}
                </Text>
                <Text size="sm">
                  {t('boostList.col.starts')}: {formatDate(boost.StartsAt, locale)}
                </Text>
                {boost.Status === 'stopped' ? null : (
                  <Text size="sm">
                    {t('boostList.col.ends')}: {formatDate(boost.EndsAt, locale)}
                  </Text>
                )}
                <Group mt="xs">{actionOf(boost)}</Group>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
