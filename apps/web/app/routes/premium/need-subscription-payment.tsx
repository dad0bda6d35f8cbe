import type { TBankTransfer, TBankTransferAccount, TDebt } from '@brifa/contracts';
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { TransferDetails } from '../../features/bank-transfer/components/bank-transfer-section.tsx';
import { listDebts, requestDebtTransfer } from '../../features/debts/api/debts-api.ts';
import { DebtCardModal } from '../../features/payments/components/debt-card-modal.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { formatDate } from '../../lib/date-time.ts';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { formatKurus } from '../../lib/money.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import { useApiContext } from '../../lib/use-session-user.ts';
import type { Route } from './+types/need-subscription-payment';

export async function loader({ request }: Route.LoaderArgs) {
  const debts: TDebt[] = await listDebts(requestInfo(request).api).catch(throwRouteError);
  return { debts };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('debts.title'), brand) }];
}

/**
 * /need-subscription-payment (issue 19): the agency's unpaid renewal debts, each paid by card (the top-up's card
 * form) or by bank transfer (its exact amount and reference code). The layout's debt notice links here.
 */
export default function NeedSubscriptionPaymentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { debts } = loaderData;
  const total = debts.reduce((sum, debt) => sum + debt.AmountKurus, 0);
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('debts.title')}
        </Title>
        {debts.length === 0 ? (
          <Alert color="teal" data-testid="debts-none">
            {t('debts.none')}{' '}
            <Anchor component={Link} to={APP_PATHS.providerHome} fw={600}>
              {t('debts.toOpportunities')}
            </Anchor>
          </Alert>
        ) : (
          <>
            <Text>{t('debts.intro', { total: formatKurus(total, locale, { cents: true }) })}</Text>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {debts.map((debt) => (
                <li key={debt.Id}>
                  <DebtRow debt={debt} />
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}

export function DebtRow({ debt }: { debt: TDebt }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const revalidator = useRevalidator();
  const [paying, setPaying] = useState(false);
  const [transfer, setTransfer] = useState<{ Transfer: TBankTransfer; Account: TBankTransferAccount } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  async function byTransfer() {
    setError(null);
    setAsking(true);
    try {
      setTransfer(await requestDebtTransfer(api, debt.Id));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('debts.failed'));
    } finally {
      setAsking(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid="debt-row">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{debt.Description ?? t('debts.subscription')}</Text>
          <Text fw={700} size="lg">
            {formatKurus(debt.AmountKurus, locale, { cents: true })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('debts.due', { date: formatDate(debt.DueAt, locale) })} · {t('debts.vat')}
        </Text>
        {debt.SubscriptionStatus === 'stopped' ? (
          <Badge color="red" variant="light">
            {t('debts.stopped')}
          </Badge>
        ) : debt.NextAttemptAt ? (
          <Text size="sm">{t('debts.nextAttempt', { date: formatDate(debt.NextAttemptAt, locale) })}</Text>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {transfer ? (
          <TransferDetails
            transfer={transfer.Transfer}
            account={transfer.Account}
            onDone={() => {
              setTransfer(null);
              revalidator.revalidate();
            }}
          />
        ) : (
          <Group gap="sm" wrap="wrap">
            <Button onClick={() => setPaying(true)} data-testid="debt-pay-card">
              {t('debts.payByCard')}
            </Button>
            <Button variant="default" onClick={byTransfer} loading={asking} data-testid="debt-pay-transfer">
              {t('debts.payByTransfer')}
            </Button>
          </Group>
        )}
      </Stack>
      {paying ? <DebtCardModal debt={debt} onClose={() => setPaying(false)} /> : null}
    </Card>
  );
}
