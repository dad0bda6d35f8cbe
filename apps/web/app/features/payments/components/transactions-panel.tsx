import { invoicePdfPath, type TTransactionPage } from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useTransactions } from '../api/payments-api.ts';

const STATE_KEYS = {
  started: 'payments.state.started',
  waiting_3ds: 'payments.state.waiting_3ds',
  succeeded: 'payments.state.succeeded',
  failed: 'payments.state.failed',
  refunded: 'payments.state.refunded',
} as const;
const STATE_COLORS = {
  succeeded: 'teal',
  failed: 'red',
  refunded: 'gray',
  started: 'blue',
  waiting_3ds: 'blue',
};

/** /premium/transactions and /client/premium/transactions: card payments, 20 a page, newest first. */
export function TransactionsPanel({
  pageIndex,
  initial,
  onPageChange,
}: {
  pageIndex: number;
  initial: { pageIndex: number; data: TTransactionPage | null };
  onPageChange: (pageIndex: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const query = useTransactions(pageIndex, initial);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / data.PageSize)) : 1;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('payments.transactions.title')}
        </Title>
        <Text c="dimmed">{t('payments.transactions.subtitle')}</Text>
      </Stack>
      {query.isError && !data ? (
        <Alert color="red">{t('payments.transactions.failed')}</Alert>
      ) : !data ? (
        <Skeleton height={120} />
      ) : data.TotalCount === 0 ? (
        <Text>{t('payments.transactions.empty')}</Text>
      ) : (
        <>
          <Card withBorder radius="md" padding={0}>
            <Table verticalSpacing="sm" horizontalSpacing="sm" striped data-testid="transactions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th visibleFrom="sm">{t('payments.transactions.date')}</Table.Th>
                  <Table.Th>{t('payments.transactions.what')}</Table.Th>
                  <Table.Th ta="right">{t('payments.transactions.amount')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('payments.transactions.card')}</Table.Th>
                  <Table.Th>{t('payments.transactions.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.Items.map((row) => (
                  <Table.Tr key={row.Id}>
                    <Table.Td visibleFrom="sm">{formatDateTime(row.CreatedAt, locale)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.Lines.map((line) => line.Name[locale]).join(', ')}</Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {formatDateTime(row.CreatedAt, locale)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{formatKurus(row.PaidPrice, locale, { cents: true })}</Text>
                      <Text size="xs" c="dimmed">
                        {row.Installment > 1
                          ? t('payments.installments.option', {
                              count: row.Installment,
                              each: formatKurus(Math.round(row.PaidPrice / row.Installment), locale, {
                                cents: true,
                              }),
                            })
                          : t('payments.installments.single')}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      {row.CardLastFour ? `${row.CardAssociation ?? ''} •••• ${row.CardLastFour}` : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLORS[row.State]} variant="light">
                        {t(STATE_KEYS[row.State])}
                      </Badge>
                      {row.InvoiceId ? (
                        <Anchor
                          href={invoicePdfPath(row.InvoiceId)}
                          size="sm"
                          display="block"
                          mt={4}
                          data-testid="invoice-link"
                        >
                          {t('payments.transactions.invoice')}
                        </Anchor>
                      ) : null}
                      {row.CreditNoteId ? (
                        <Anchor
                          href={invoicePdfPath(row.CreditNoteId)}
                          size="sm"
                          display="block"
                          mt={4}
                          data-testid="credit-note-link"
                        >
                          {t('payments.transactions.creditNote')}
                        </Anchor>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={pageIndex + 1}
                onChange={(page) => onPageChange(page - 1)}
                aria-label={t('payments.transactions.pages')}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
