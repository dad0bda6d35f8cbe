import type { TRoiMonth } from '@brifa/contracts';
import { Box, Card, Table, Text, Title } from '@mantine/core';
import { formatMonthYear } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus, formatNumber } from '../../../lib/money.ts';

const COUNTS = ['Opportunities', 'Accessed', 'Replied', 'Meetings', 'Won'] as const;
const COUNT_LABELS = {
  Opportunities: 'suggestions.roi.opportunities',
  Accessed: 'suggestions.roi.accessed',
  Replied: 'suggestions.roi.replied',
  Meetings: 'suggestions.roi.meetings',
  Won: 'suggestions.roi.won',
} as const;

function total(months: TRoiMonth[], field: keyof Omit<TRoiMonth, 'Month'>): number {
  return months.reduce((sum, month) => sum + month[field], 0);
}

/** The agency's return on spend per Istanbul month: spend → opportunities → … → won, and refunds back. */
export function RoiTable({ months }: { months: TRoiMonth[] }) {
  const t = useT();
  const locale = useLocale();
  const money = (kurus: number) => formatKurus(kurus, locale);
  const won = total(months, 'Won');
  const spend = total(months, 'SpendKurus');
  const net = spend - total(months, 'RefundsKurus');
  return (
    <Card withBorder radius="md" data-testid="roi">
      <Title order={2} size="h4" mb={4}>
        {t('suggestions.roi.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('suggestions.roi.intro')}
      </Text>
      {/* A focusable region: on a phone the table scrolls sideways, by keyboard too. */}
      <Box
        component="section"
        tabIndex={0}
        aria-label={t('suggestions.roi.title')}
        style={{ overflowX: 'auto' }}
        data-testid="roi-scroll"
      >
        <Table striped highlightOnHover withTableBorder miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('suggestions.roi.month')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('suggestions.roi.spend')}
              </Table.Th>
              {COUNTS.map((field) => (
                <Table.Th key={field} scope="col" ta="right">
                  {t(COUNT_LABELS[field])}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {t('suggestions.roi.refunds')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((month) => (
              <Table.Tr key={month.Month} data-month={month.Month}>
                <Table.Th scope="row" fw={500}>
                  {formatMonthYear(`${month.Month}-15T12:00:00Z`, locale)}
                </Table.Th>
                <Table.Td ta="right">
                  <Text
                    span
                    size="sm"
                    title={t('suggestions.roi.spendHint', {
                      fees: money(month.AccessFeesKurus),
                      subscriptions: money(month.SubscriptionsKurus),
                    })}
                  >
                    {money(month.SpendKurus)}
                  </Text>
                </Table.Td>
                {COUNTS.map((field) => (
                  <Table.Td key={field} ta="right">
                    {formatNumber(month[field], locale)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{money(month.RefundsKurus)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('suggestions.roi.total')}</Table.Th>
              <Table.Th ta="right">{money(total(months, 'SpendKurus'))}</Table.Th>
              {COUNTS.map((field) => (
                <Table.Th key={field} ta="right">
                  {formatNumber(total(months, field), locale)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{money(total(months, 'RefundsKurus'))}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Box>
      {won > 0 && spend > 0 ? (
        <Text size="sm" mt="sm" data-testid="cost-per-win">
          {t('suggestions.roi.costPerWin', { amount: money(Math.round(net / won)) })}
        </Text>
      ) : null}
    </Card>
  );
}
