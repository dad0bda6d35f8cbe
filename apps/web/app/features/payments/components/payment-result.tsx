import type { TPaymentView } from '@brifa/contracts';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { paymentReturnOf, type TPaymentReturn } from '../../../lib/top-up-launcher.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { getPayment } from '../api/payments-api.ts';

/** rules.md §8's words for why a payment failed. */
const REASON_KEYS = {
  unexpected: 'payments.result.reason.unexpected',
  three_ds_error: 'payments.result.reason.three_ds_error',
  security_check: 'payments.result.reason.security_check',
  insufficient_funds: 'payments.result.reason.insufficient_funds',
  card_invalid: 'payments.result.reason.card_invalid',
} as const;

/** The result page's way back to where a top-up was opened (lib/top-up-launcher.ts). */
const RETURN_LABELS = {
  opportunity: 'payments.result.backToOpportunity',
  jobs: 'payments.result.backToJobs',
} as const satisfies Record<TPaymentReturn['kind'], string>;

/**
 * /payment-result and /transaction-result: success, failure (the reason as rules.md §8 words it) or pending,
 * with the next step. A pending payment is asked again every few seconds until the bank answers.
 */
export function PaymentResult({ id, initial }: { id: string | null; initial: TPaymentView | null }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const query = useQuery({
    queryKey: ['payments', 'payment', id],
    queryFn: () => getPayment(api, id ?? ''),
    enabled: Boolean(id),
    initialData: initial ?? undefined,
    refetchInterval: (q) =>
      q.state.data && ['started', 'waiting_3ds'].includes(q.state.data.State) ? 3000 : false,
  });
  const payment = query.data;
  const walletPath = '/premium/wallet-transactions';
  // The page the top-up was opened from (this tab's storage, read after hydration): on success the next step.
  const [back, setBack] = useState<TPaymentReturn | null>(null);
  useEffect(() => {
    setBack(id ? paymentReturnOf(id) : null);
  }, [id]);
  const backLabel = back ? t(RETURN_LABELS[back.kind]) : null;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} fz={{ base: 26, md: 32 }}>
        {t('payments.result.title')}
      </Title>
      {!payment ? (
        <Alert color="red">{t('payments.result.missing')}</Alert>
      ) : (
        <Card withBorder radius="md" padding="lg" data-testid="payment-result" data-state={payment.State}>
          <Stack gap="sm">
            {payment.State === 'succeeded' ? (
              <>
                <Title order={2} fz={22} c="teal">
                  {t('payments.result.succeeded')}
                </Title>
                <Text>
                  {t('payments.result.succeededText', {
                    amount: formatKurus(payment.GrossPrice, locale, { cents: true }),
                  })}
                </Text>
              </>
            ) : payment.State === 'failed' ? (
              <>
                <Title order={2} fz={22} c="red">
                  {t('payments.result.failed')}
                </Title>
                <Text data-testid="payment-failure-reason">
                  {t(REASON_KEYS[payment.FailureReason ?? 'unexpected'])}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('payments.result.failedNext')}
                </Text>
              </>
            ) : payment.State === 'refunded' ? (
              <Title order={2} fz={22}>
                {t('payments.result.refunded')}
              </Title>
            ) : (
              <>
                <Title order={2} fz={22}>
                  {t('payments.result.pending')}
                </Title>
                <Text size="sm">{t('payments.result.pendingText')}</Text>
                {payment.ThreeDsUrl ? (
                  <Anchor href={payment.ThreeDsUrl}>{t('payments.result.continue3ds')}</Anchor>
                ) : null}
              </>
            )}
            {payment.TestMode ? (
              <Text size="xs" c="dimmed">
                {t('payments.test.title')}
              </Text>
            ) : null}
            <Group mt="sm">
              {back && backLabel && payment.State === 'succeeded' ? (
                <Button component={Link} to={back.path} data-testid="payment-return">
                  {backLabel}
                </Button>
              ) : null}
              {payment.Type === 'wallet_top_up' ? (
                <Button
                  component={Link}
                  to={walletPath}
                  variant={back && payment.State === 'succeeded' ? 'default' : 'filled'}
                >
                  {payment.State === 'failed' ? t('payments.result.tryAgain') : t('payments.result.toWallet')}
                </Button>
              ) : null}
              {back && backLabel && payment.State !== 'succeeded' ? (
                <Button component={Link} to={back.path} variant="default" data-testid="payment-return">
                  {backLabel}
                </Button>
              ) : null}
              <Button component={Link} to="/premium/transactions" variant="default">
                {t('payments.result.transactions')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
