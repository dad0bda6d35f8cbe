import type { TOpsPayment, TPaymentState } from '@brifa/contracts';
import { Alert, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { OpsFact, OpsFactsPanel } from '../../../entities/ops/ops-facts.tsx';
import { ReasonDialog } from '../../../entities/ops/reason-dialog.tsx';
import { useOpsDecision } from '../../../entities/ops/use-ops-decision.ts';
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

/**
 * A card payment's record in the console (/ops/payments/:id, issue 18): payer, agency, lines, amounts, card,
 * provider ids, invoice and credit note, and "refund" (the whole paid price back to the card, the wallet top-up
 * and its bonus taken back, a credit note issued) with the reason the audit log keeps.
 */
export function OpsPaymentPanel({ payment }: { payment: TOpsPayment }) {
  const t = useT();
  const locale = useLocale();
  const api = useOpsApi();
  const decision = useOpsDecision();
  const money = (kurus: number) => formatKurus(kurus, locale, { cents: true });
  const paid = money(payment.PaidPrice);

  return (
    <OpsFactsPanel
      testId="ops-payment"
      title={t('ops.payment.title')}
      state={{ label: t(STATE[payment.State].label), color: STATE[payment.State].color }}
      facts={
        <>
          <OpsFact label={t('ops.payment.id')}>
            <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {payment.Id}
            </Text>
          </OpsFact>
          <OpsFact label={t('ops.payment.payer')}>
            <Text>{payment.Payer.Name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {payment.Payer.Email}
            </Text>
          </OpsFact>
          <OpsFact label={t('ops.payment.agency')}>
            {payment.Agency ? (
              <Anchor component={Link} to={`/ops/agencies/${payment.Agency.Id}`}>
                {payment.Agency.Name} (#{payment.Agency.Id})
              </Anchor>
            ) : (
              '—'
            )}
          </OpsFact>
          <OpsFact label={t('ops.payment.paid')}>
            <Text fw={700} data-testid="ops-payment-amount">
              {paid}
            </Text>
            {payment.PaidPrice !== payment.GrossPrice ? (
              <Text size="sm" c="dimmed">
                {t('ops.payment.gross', { amount: money(payment.GrossPrice) })}
              </Text>
            ) : null}
          </OpsFact>
          <OpsFact label={t('ops.payment.installments')}>
            {payment.Installment > 1
              ? t('payments.installments.option', {
                  count: payment.Installment,
                  each: money(Math.round(payment.PaidPrice / payment.Installment)),
                })
              : t('payments.installments.single')}
          </OpsFact>
          <OpsFact label={t('ops.payment.card')}>
            {payment.CardLastFour ? `${payment.CardAssociation ?? ''} •••• ${payment.CardLastFour}` : '—'}
          </OpsFact>
          <OpsFact label={t('ops.payment.created')}>{formatDateTime(payment.CreatedAt, locale)}</OpsFact>
          {payment.CompletedAt ? (
            <OpsFact label={t('ops.payment.completed')}>
              {formatDateTime(payment.CompletedAt, locale)}
            </OpsFact>
          ) : null}
          <OpsFact label={t('ops.payment.provider')}>
            <Text size="sm">{payment.ProviderName}</Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {payment.ProviderPaymentId ?? '—'}
            </Text>
            {payment.ProviderErrorCode ? (
              <Text size="sm" c="red" ff="monospace">
                {payment.ProviderErrorCode}
              </Text>
            ) : null}
          </OpsFact>
          <OpsFact label={t('ops.payment.invoice')}>
            <Text ff="monospace" size="sm" data-testid="ops-payment-invoice">
              {payment.Invoice?.Number ?? '—'}
            </Text>
          </OpsFact>
          <OpsFact label={t('ops.payment.creditNote')}>
            <Text ff="monospace" size="sm" data-testid="ops-payment-credit-note">
              {payment.CreditNote?.Number ?? '—'}
            </Text>
          </OpsFact>
        </>
      }
      dialogs={
        <>
          {' '}
          <ReasonDialog
            opened={decision.asking}
            title={t('ops.payment.refundTitle')}
            label={t('ops.payment.refundLabel')}
            confirmLabel={t('ops.payment.refund')}
            confirmColor="red"
            onClose={decision.stopAsking}
            onConfirm={(reason) => decision.reloadAfter(() => opsPaymentApi.refund(api, payment.Id, reason))}
          >
            <Text>{t('ops.payment.refundText', { amount: paid })}</Text>
          </ReasonDialog>
        </>
      }
    >
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
          <Button color="red" variant="outline" onClick={decision.ask}>
            {t('ops.payment.refund')}
          </Button>
        </Group>
      ) : null}
    </OpsFactsPanel>
  );
}
