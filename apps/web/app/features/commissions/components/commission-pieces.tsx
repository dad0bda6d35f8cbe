import type { TBankTransfer, TBankTransferAccount, TCommissionPiece } from '@brifa/contracts';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { CardCheckoutModal } from '../../../entities/billing/card-checkout.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { requestPieceTransfer } from '../api/commissions-api.ts';

const STATUS_COLORS = { paid: 'teal', due: 'blue', overdue: 'red' } as const;
const STATUS_LABELS = {
  paid: 'commissions.status.paid',
  due: 'commissions.status.due',
  overdue: 'commissions.status.overdue',
} as const;

/** What the page shows for a bank transfer request (the bank-transfer feature's details, passed in by the route). */
export type TRenderTransfer = (input: {
  transfer: TBankTransfer;
  account: TBankTransferAccount;
  onDone: () => void;
}) => ReactNode;

/** Pays commission pieces by card: one `debt` line per piece (a piece is a debt), 3-D Secure, then /payment-result. */
export function CommissionCardModal({
  pieces,
  onClose,
}: {
  pieces: TCommissionPiece[];
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const total = pieces.reduce((sum, piece) => sum + piece.AmountKurus, 0);
  return (
    <CardCheckoutModal
      title={t('commissions.card.title')}
      onClose={onClose}
      type="debt"
      basket={pieces.map((piece) => ({ Id: 'debt', Options: { DebtId: piece.Id } }))}
      payTestId="commission-card-pay"
      fallbackAmountKurus={total}
      singleInstallment
      quoteWithoutCard
    >
      <Text>{t('commissions.card.amount', { amount: formatKurus(total, locale, { cents: true }) })}</Text>
    </CardCheckoutModal>
  );
}

/** One month's commission: project, month n of N, due date, amount, status, and paying it (card or transfer). */
export function CommissionPieceRow({
  piece,
  renderTransfer,
}: {
  piece: TCommissionPiece;
  renderTransfer: TRenderTransfer;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const revalidator = useRevalidator();
  const [paying, setPaying] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<{ Transfer: TBankTransfer; Account: TBankTransferAccount } | null>(
    null,
  );

  async function byTransfer() {
    setError(null);
    setAsking(true);
    try {
      setTransfer(await requestPieceTransfer(api, piece.Id));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('commissions.failed'));
    } finally {
      setAsking(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid="commission-piece" data-status={piece.Status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {t('commissions.piece', {
              n: piece.PieceNumber,
              count: piece.PieceCount,
              project: piece.OfferKey,
            })}
          </Text>
          <Text fw={700} size="lg">
            {formatKurus(piece.AmountKurus, locale, { cents: true })}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge color={STATUS_COLORS[piece.Status]} variant="light">
            {t(STATUS_LABELS[piece.Status])}
          </Badge>
          <Text size="sm" c="dimmed">
            {piece.PaidAt
              ? t('commissions.paidOn', { date: formatDate(piece.PaidAt, locale) })
              : t('commissions.dueOn', { date: formatDate(piece.DueAt, locale) })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('commissions.of', { amount: formatKurus(piece.MonthlyAmountKurus, locale) })}
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {piece.Status === 'paid' ? null : transfer ? (
          renderTransfer({
            transfer: transfer.Transfer,
            account: transfer.Account,
            onDone: () => {
              setTransfer(null);
              revalidator.revalidate();
            },
          })
        ) : (
          <Group gap="sm" wrap="wrap">
            <Button onClick={() => setPaying(true)} data-testid="commission-pay-card">
              {t('commissions.payByCard')}
            </Button>
            <Button
              variant="default"
              onClick={byTransfer}
              loading={asking}
              data-testid="commission-pay-transfer"
            >
              {t('commissions.payByTransfer')}
            </Button>
          </Group>
        )}
      </Stack>
      {paying ? <CommissionCardModal pieces={[piece]} onClose={() => setPaying(false)} /> : null}
    </Card>
  );
}

/** The pay-all-overdue button and its card checkout. */
export function PayAllOverdue({ pieces }: { pieces: TCommissionPiece[] }) {
  const t = useT();
  const locale = useLocale();
  const [paying, setPaying] = useState(false);
  const overdue = pieces.filter((piece) => piece.Status === 'overdue');
  if (overdue.length < 2) return null;
  const total = overdue.reduce((sum, piece) => sum + piece.AmountKurus, 0);
  return (
    <>
      <Button onClick={() => setPaying(true)} color="red" data-testid="commission-pay-all">
        {t('commissions.payAllOverdue', { amount: formatKurus(total, locale, { cents: true }) })}
      </Button>
      {paying ? <CommissionCardModal pieces={overdue} onClose={() => setPaying(false)} /> : null}
    </>
  );
}
