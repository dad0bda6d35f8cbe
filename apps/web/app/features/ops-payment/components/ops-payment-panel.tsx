import type { TOpsPayment, TPaymentState } from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { ReasonDialog } from '../../../entities/ops/reason-dialog.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { opsPaymentApi } from '../api/ops-payment-api.ts';

const STATE: Record<TPaymentState, { label: TMessageKey; color: string }> = {
  started: { label: 'payments.state.started', color: 'blue' },
  waiting_3ds: { label: 'payments.state.waiting_3ds', color: 'blue' },
  succeeded: { label: 'payments.state.succeeded', color: 'teal' },
  failed: { label: 'payments.state.failed', color: 'red' },
  refunded: { label: 'payments.state.refunded', color: 'gray' },
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * A card payment's record in the console (/ops/payments/:id, issue 18): payer, agency, lines, amounts, card,
 * provider ids, invoice and credit note, and "refund" (the whole paid price back to the card, the wallet top-up
 * and its bonus taken back, a credit note issued) with the reason the audit log keeps.
 */
export function OpsPaymentPanel({ payment }: { payment: TOpsPayment }) {
  const t = useT();
  const locale = useLocale();
  const api = useOpsApi();
  const revalidator = useRevalidator();
  const [refunding, setRefunding] = useState(false);
  const money = (kurus: number) => formatKurus(kurus, locale, { cents: true });
  const paid = money(payment.PaidPrice);

  return (
    <Card withBorder padding="lg" data-testid="ops-payment">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={20}>
            {t('ops.payment.title')}
          </Title>
          <Badge color={STATE[payment.State].color} variant="light" data-testid="ops-payment-state">
            {t(STATE[payment.State].label)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Fact label={t('ops.payment.id')}>
            <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {payment.Id}
            </Text>
          </Fact>
          <Fact label={t('ops.payment.payer')}>
            <Text>{payment.Payer.Name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {payment.Payer.Email}
            </Text>
          </Fact>
          <Fact label={t('ops.payment.agency')}>
            {payment.Agency ? (
              <Anchor component={Link} to={`/ops/agencies/${payment.Agency.Id}`}>
                {payment.Agency.Name} (#{payment.Agency.Id})
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('ops.payment.paid')}>
            <Text fw={700} data-testid="ops-payment-amount">
              {paid}
            </Text>
            {payment.PaidPrice !== payment.GrossPrice ? (
              <Text size="sm" c="dimmed">
                {t('ops.payment.gross', { amount: money(payment.GrossPrice) })}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t('ops.payment.installments')}>
            {payment.Installment > 1
              ? t('payments.installments.option', {
                  count: payment.Installment,
                  each: money(Math.round(payment.PaidPrice / payment.Installment)),
                })
              : t('payments.installments.single')}
          </Fact>
          <Fact label={t('ops.payment.card')}>
            {payment.CardLastFour ? `${payment.CardAssociation ?? ''} •••• ${payment.CardLastFour}` : '—'}
          </Fact>
          <Fact label={t('ops.payment.created')}>{formatDateTime(payment.CreatedAt, locale)}</Fact>
          {payment.CompletedAt ? (
            <Fact label={t('ops.payment.completed')}>{formatDateTime(payment.CompletedAt, locale)}</Fact>
          ) : null}
          <Fact label={t('ops.payment.provider')}>
            <Text size="sm">{payment.ProviderName}</Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {payment.ProviderPaymentId ?? '—'}
            </Text>
            {payment.ProviderErrorCode ? (
              <Text size="sm" c="red" ff="monospace">
                {payment.ProviderErrorCode}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t('ops.payment.invoice')}>
            <Text ff="monospace" size="sm" data-testid="ops-payment-invoice">
              {payment.Invoice?.Number ?? '—'}
            </Text>
          </Fact>
          <Fact label={t('ops.payment.creditNote')}>
            <Text ff="monospace" size="sm" data-testid="ops-payment-credit-note">
              {payment.CreditNote?.Number ?? '—'}
            </Text>
          </Fact>
        </SimpleGrid>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ops.payment.line')}</Table.Th>
              <Table.Th ta="right">{t('ops.payment.quantity')}</Table.Th>
              <Table.Th ta="right">{t('ops.payment.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payment.Lines.map((line) => (
              <Table.Tr key={`${line.Id}-${line.TotalKurus}`}>
                <Table.Td>{line.Name[locale]}</Table.Td>
                <Table.Td ta="right">{line.Quantity}</Table.Td>
                <Table.Td ta="right">{money(line.TotalKurus)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {payment.Refund ? (
          <Alert color="gray" title={t('ops.payment.refunded')} data-testid="ops-payment-refund">
            {t(payment.Refund.Method === 'cancel' ? 'ops.payment.refundCancel' : 'ops.payment.refundRefund', {
              amount: money(payment.Refund.AmountKurus),
              wallet: money(payment.Refund.WalletTakenBackKurus),
              date: formatDateTime(payment.Refund.CreatedAt, locale),
            })}
            <Text size="sm" mt={4}>
              {t('ops.payment.refundReason', { reason: payment.Refund.Reason })}
            </Text>
          </Alert>
        ) : null}
        {payment.Refundable ? (
          <Group gap="xs">
            <Button color="red" variant="outline" onClick={() => setRefunding(true)}>
              {t('ops.payment.refund')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDialog
        opened={refunding}
        title={t('ops.payment.refundTitle')}
        label={t('ops.payment.refundLabel')}
        confirmLabel={t('ops.payment.refund')}
        confirmColor="red"
        onClose={() => setRefunding(false)}
        onConfirm={async (reason) => {
          await opsPaymentApi.refund(api, payment.Id, reason);
          await revalidator.revalidate();
        }}
      >
        <Text>{t('ops.payment.refundText', { amount: paid })}</Text>
      </ReasonDialog>
    </Card>
  );
}
