import type { TCommissionPiece, TDebt } from '@brifa/contracts';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TransferDetails } from '../../features/bank-transfer/components/bank-transfer-section.tsx';
import { listCommissionPieces } from '../../features/commissions/api/commissions-api.ts';
import {
  CommissionPieceRow,
  PayAllOverdue,
} from '../../features/commissions/components/commission-pieces.tsx';
import { listDebts } from '../../features/debts/api/debts-api.ts';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { formatKurus } from '../../lib/money.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/need-to-pay';
import { DebtRow } from './need-subscription-payment.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const { api } = requestInfo(request);
  const [pieces, debts] = await Promise.all([
    listCommissionPieces(api, { UnixMaxChargeDate: Math.floor(Date.now() / 1000) }),
    listDebts(api),
  ]).catch(throwRouteError);
  const overdue: TCommissionPiece[] = pieces.Items.filter((piece) => piece.Status === 'overdue');
  const subscriptionDebts: TDebt[] = debts;
  return { overdue, subscriptionDebts };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('needToPay.title'), brand) }];
}

/**
 * /need-to-pay (issue 20): every overdue debt that blocks opportunities, the earlier model's overdue commission
 * pieces first, then subscription debts; each paid by card or bank transfer. The debt notice links here when
 * the debt includes commission.
 */
export default function NeedToPayPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { overdue, subscriptionDebts } = loaderData;
  const total =
    overdue.reduce((sum, piece) => sum + piece.AmountKurus, 0) +
    subscriptionDebts.reduce((sum, debt) => sum + debt.AmountKurus, 0);
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('needToPay.title')}
        </Title>
        {total === 0 ? (
          <Alert color="teal" data-testid="need-to-pay-none">
            {t('needToPay.none')}{' '}
            <Anchor component={Link} to={APP_PATHS.providerHome} fw={600}>
              {t('debts.toOpportunities')}
            </Anchor>
          </Alert>
        ) : (
          <Text>{t('needToPay.intro', { total: formatKurus(total, locale, { cents: true }) })}</Text>
        )}
        {overdue.length > 0 ? (
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Title order={2} size="h4">
                {t('needToPay.commissions')}
              </Title>
              <PayAllOverdue pieces={overdue} />
            </Group>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {overdue.map((piece) => (
                <li key={piece.Id}>
                  <CommissionPieceRow
                    piece={piece}
                    renderTransfer={(input) => <TransferDetails {...input} />}
                  />
                </li>
              ))}
            </Stack>
            <Anchor component={Link} to={APP_PATHS.commissionPays}>
              {t('needToPay.allPieces')}
            </Anchor>
          </Stack>
        ) : null}
        {subscriptionDebts.length > 0 ? (
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('needToPay.subscriptions')}
            </Title>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {subscriptionDebts.map((debt) => (
                <li key={debt.Id}>
                  <DebtRow debt={debt} />
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
