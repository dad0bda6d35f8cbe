import { COMMISSION_MONTHS, COMMISSION_RATE_PERCENT, type TCommissionPieceList } from '@brifa/contracts';
import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { TransferDetails } from '../../features/bank-transfer/components/bank-transfer-section.tsx';
import { listCommissionPieces } from '../../features/commissions/api/commissions-api.ts';
import {
  CommissionPieceRow,
  PayAllOverdue,
} from '../../features/commissions/components/commission-pieces.tsx';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { formatKurus } from '../../lib/money.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/comission-pays';

export async function loader({ request }: Route.LoaderArgs) {
  const pieces: TCommissionPieceList = await listCommissionPieces(requestInfo(request).api).catch(
    throwRouteError,
  );
  return { pieces };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('commissions.title'), brand) }];
}

/**
 * /premium/comission-pays (issue 20, item 5): the earlier model's commission pieces of every plan of the agency,
 * with due dates, amounts and status; each unpaid piece paid by card or bank transfer, the overdue ones at once.
 */
export default function CommissionPaysPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { pieces } = loaderData;
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('commissions.title')}
        </Title>
        <Text>{t('commissions.intro', { rate: COMMISSION_RATE_PERCENT, months: COMMISSION_MONTHS })}</Text>
        {pieces.Items.length === 0 ? (
          <Alert color="gray" data-testid="commissions-none">
            {t('commissions.none')}
          </Alert>
        ) : (
          <>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text fw={600} data-testid="commissions-summary">
                {t('commissions.summary', {
                  unpaid: formatKurus(pieces.UnpaidKurus, locale, { cents: true }),
                  overdue: formatKurus(pieces.OverdueKurus, locale, { cents: true }),
                })}
              </Text>
              <PayAllOverdue pieces={pieces.Items} />
            </Group>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {pieces.Items.map((piece) => (
                <li key={piece.Id}>
                  <CommissionPieceRow
                    piece={piece}
                    renderTransfer={(input) => <TransferDetails {...input} />}
                  />
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
