import type { TOpportunityDetail } from '@brifa/contracts';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../../lib/app-paths.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { usePayForAccess } from '../api/opportunity-detail.ts';
import { ACCESS_SOURCE_LABELS, BLOCK_LABELS } from '../opportunity-labels.ts';
import { AccessErrorAlert } from './access-error-alert.tsx';
import { TopUpLink } from './top-up-link.tsx';

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** "3 of 5 agencies unlocked", as text and as a bar. */
function UnlockCounter({ count, limit }: { count: number; limit: number }) {
  const t = useT();
  const text = t('opportunities.access.counter', { count, limit });
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="unlock-counter">
        {text}
      </Text>
      <Progress value={(count / limit) * 100} size="sm" aria-label={text} />
    </Stack>
  );
}

/** Access to the client's details: already open (and why), or the fee, the balance and the pay button. */
export function AccessPanel({ detail, matchId }: { detail: TOpportunityDetail; matchId: number }) {
  const t = useT();
  const locale = useLocale();
  const access = detail.Access;
  const pay = usePayForAccess(detail.Brief.OfferKey, matchId);
  // One key per visit: a double click or a retry after a timeout never charges twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const limit = access.UnlockLimit;
  const fee = formatKurus(access.FeeKurus, locale);
  const balance = formatKurus(access.BalanceKurus, locale);

  if (access.HasAccess) {
    return (
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        data-testid="access-panel"
      >
        <Alert color="green" title={t('opportunities.access.openTitle')}>
          {access.Source === 'subscription' || access.Subscribed
            ? t('opportunities.access.subscribed')
            : access.Source
              ? t(ACCESS_SOURCE_LABELS[access.Source])
              : t('opportunities.access.unlocked')}
        </Alert>
      </Paper>
    );
  }

  const blockAction =
    access.Block === 'debt'
      ? { to: APP_PATHS.needSubscriptionPayment, label: t('opportunities.access.payNow') }
      : null;

  const confirm = () =>
    modals.openConfirmModal({
      title: t('opportunities.access.confirmTitle'),
      children: (
        <Stack gap="xs" data-testid="pay-dialog">
          <Text size="sm">{t('opportunities.access.confirmText', { fee })}</Text>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('opportunities.access.fee')}
            </Text>
            <Text size="sm" fw={700}>
              {fee}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('opportunities.access.balance')}
            </Text>
            <Text size="sm" fw={700}>
              {balance}
            </Text>
          </Group>
          <Text size="sm">{t('opportunities.access.counter', { count: access.UnlockedCount, limit })}</Text>
        </Stack>
      ),
      labels: { confirm: t('opportunities.access.confirm', { fee }), cancel: t('opportunities.cancel') },
      onConfirm: () => pay.mutate(idempotencyKey),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="access-title"
      data-testid="access-panel"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="access-title">
          {t('opportunities.access.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {access.Subscribed ? t('opportunities.access.subscribed') : t('opportunities.access.explain')}
        </Text>
        <Group justify="space-between">
          <Text size="sm">{t('opportunities.access.fee')}</Text>
          <Text fw={700} data-testid="access-fee">
            {fee}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('opportunities.access.balance')}</Text>
          <Text fw={700}>{balance}</Text>
        </Group>
        <UnlockCounter count={access.UnlockedCount} limit={limit} />
        {access.Block ? (
          <Alert
            color={access.Block === 'insufficient_balance' ? 'yellow' : 'red'}
            data-testid="access-block"
          >
            <Stack gap={6} align="flex-start">
              <Text size="sm">{t(BLOCK_LABELS[access.Block])}</Text>
              {access.Block === 'insufficient_balance' ? (
                <TopUpLink label={t('opportunities.access.topUp')} testId="access-top-up" />
              ) : blockAction ? (
                <Anchor component={Link} to={blockAction.to} size="sm" fw={700}>
                  {blockAction.label}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {pay.error ? <AccessErrorAlert error={pay.error} /> : null}
        <Button
          onClick={confirm}
          loading={pay.isPending}
          disabled={access.Block !== null}
          data-testid="pay-button"
        >
          {t('opportunities.access.pay', { fee })}
        </Button>
        <Anchor component={Link} to={APP_PATHS.walletTransactions} size="xs" c="dimmed">
          {t('opportunities.access.walletLink')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
