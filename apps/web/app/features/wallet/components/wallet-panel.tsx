import {
  type TWalletTransaction,
  type TWalletTransactionList,
  WALLET_TOP_UP_MINIMUM_KURUS,
} from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useWalletTransactions } from '../api/list-wallet-transactions.ts';
import { entryDescription, entryLabelKey, typeLabelKey } from '../wallet-format.ts';

type TProps = {
  /** The top-up button (the payments feature's), shown under the balance. */
  topUp?: ReactNode;
  pageIndex: number;
  initial: { pageIndex: number; data: TWalletTransactionList | null };
  onPageChange: (pageIndex: number) => void;
  /** The top-up campaign's tiers (entities/billing), shown under the balance. */
  campaign?: ReactNode;
};

/** The agency's leadcoin wallet: balance, how to get credit, and its entries with the balance after each. */
export function WalletPanel({ topUp, pageIndex, initial, onPageChange, campaign }: TProps) {
  const t = useT();
  const locale = useLocale();
  const query = useWalletTransactions(pageIndex, initial);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / data.PageSize)) : 1;

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={720}>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('wallet.title')}
        </Title>
        <Text c="dimmed">{t('wallet.subtitle')}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg" data-testid="wallet-balance">
          <Text size="sm" c="dimmed" fw={600}>
            {t('wallet.balance.label')}
          </Text>
          {data ? (
            <Text fz={36} fw={700} lh={1.2} mt={4}>
              {formatKurus(data.BalanceKurus, locale, { cents: true })}
            </Text>
          ) : (
            <Skeleton height={44} width={180} mt={4} />
          )}
          <Text size="sm" c="dimmed" mt={4}>
            {t('wallet.balance.hint')}
          </Text>
          {topUp}
        </Card>
        <Card withBorder radius="md" padding="lg" bg="gray.0">
          <Text fw={600} mb={6}>
            {t('wallet.credit.title')}
          </Text>
          <List size="sm" spacing={6}>
            <List.Item>{t('wallet.credit.gifts')}</List.Item>
            <List.Item>{t('wallet.credit.refunds')}</List.Item>
            <List.Item>
              {t('wallet.credit.topUp', {
                minimum: formatKurus(WALLET_TOP_UP_MINIMUM_KURUS, locale, { cents: true }),
              })}
            </List.Item>
          </List>
        </Card>
      </SimpleGrid>

      {campaign}

      <Stack gap="sm">
        <Title order={2} fz={20}>
          {t('wallet.list.title')}
        </Title>
        {query.isError && !data ? (
          <Alert color="red" data-testid="wallet-failed">
            {t('wallet.list.failed')}
          </Alert>
        ) : !data ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('wallet.list.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={48} radius="sm" />
            ))}
          </Stack>
        ) : data.TotalCount === 0 ? (
          <Card withBorder radius="md" padding="xl" data-testid="wallet-empty">
            <Stack gap={4} align="center" ta="center">
              <Text fw={600}>{t('wallet.empty.title')}</Text>
              <Text size="sm" c="dimmed" maw={480}>
                {t('wallet.empty.text')}
              </Text>
            </Stack>
          </Card>
        ) : (
          <>
            {/* On a phone the date goes under the description and the balance under the amount, so the
                table fits the card (issue 16: a 640 px table hid the amounts in a 364 px card). */}
            <Card withBorder radius="md" padding={0}>
              <Table verticalSpacing="sm" horizontalSpacing="sm" striped data-testid="wallet-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th visibleFrom="sm">{t('wallet.list.date')}</Table.Th>
                    <Table.Th>{t('wallet.list.description')}</Table.Th>
                    <Table.Th ta="right">{t('wallet.list.amount')}</Table.Th>
                    <Table.Th ta="right" visibleFrom="sm">
                      {t('wallet.list.balanceAfter')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.Items.map((entry) => (
                    <WalletRow key={entry.Id} entry={entry} />
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
                  aria-label={t('wallet.list.pages')}
                />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Stack>
  );
}

function WalletRow({ entry }: { entry: TWalletTransaction }) {
  const t = useT();
  const locale = useLocale();
  const label = entryLabelKey(entry);
  const type = typeLabelKey(entry.Type);
  const credit = entry.AmountKurus > 0;
  const isRefund = entry.Reason.startsWith('refund_');
  // Not the project key again, nor the label in another language (entryDescription).
  const description = entryDescription(entry);
  const date = formatDateTime(entry.CreatedAt, locale, { month: 'short' });
  const balance = formatKurus(entry.BalanceAfterKurus, locale, { cents: true });
  return (
    <Table.Tr data-testid="wallet-row">
      <Table.Td visibleFrom="sm">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="wallet-date">
          {date}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Group gap={6} align="center">
          <Text size="sm" fw={600}>
            {label ? t(label) : entry.Reason}
          </Text>
          {type && !isRefund ? (
            <Badge size="xs" variant="light" color="gray">
              {t(type)}
            </Badge>
          ) : null}
        </Group>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
        {entry.OfferKey ? (
          <Text size="xs">
            <Anchor component={Link} to={`/provider/projects/${encodeURIComponent(entry.OfferKey)}/detail`}>
              {t('wallet.list.project', { name: entry.ProjectName?.[locale] ?? entry.OfferKey })}
            </Anchor>
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" hiddenFrom="sm" data-testid="wallet-date-phone">
          {date}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text
          size="sm"
          fw={600}
          c={credit ? 'green.8' : 'red.7'}
          style={{ whiteSpace: 'nowrap' }}
          data-testid="wallet-amount"
        >
          {formatKurus(entry.AmountKurus, locale, { cents: true, sign: true })}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('wallet.list.balanceShort', { balance })}
        </Text>
      </Table.Td>
      <Table.Td ta="right" visibleFrom="sm">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {balance}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
