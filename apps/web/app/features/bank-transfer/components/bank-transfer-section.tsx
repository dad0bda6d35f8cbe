import {
  BANK_TRANSFER_CONFIRM_MINUTES,
  BANK_TRANSFER_MIN_KURUS,
  type TBankTransfer,
  type TBankTransferAccount,
  type TBankTransferState,
  ZBankTransferCreate,
} from '@brifa/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { checkForm, failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useForm } from '../../../lib/use-form.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import {
  useBankTransfers,
  useCreateBankTransfer,
  useMarkBankTransferSent,
} from '../api/bank-transfer-api.ts';

const STATE: Record<TBankTransferState, { label: TMessageKey; color: string }> = {
  awaiting_transfer: { label: 'bankTransfer.state.awaiting_transfer', color: 'gray' },
  marked_sent: { label: 'bankTransfer.state.marked_sent', color: 'blue' },
  confirmed: { label: 'bankTransfer.state.confirmed', color: 'teal' },
  rejected: { label: 'bankTransfer.state.rejected', color: 'red' },
  expired: { label: 'bankTransfer.state.expired', color: 'gray' },
};

/** TR33 0006 1005 1978 6457 8413 26: the IBAN in groups of four, as banks print it. */
export function groupedIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Wallet top-up by bank transfer (Havale/EFT) on /premium/wallet-transactions: an amount, then the account,
 * the exact amount and the reference code to write in the description, "I have sent it", and the agency's
 * requests with their state (pending → confirmed or rejected).
 */
export function BankTransferSection() {
  const t = useT();
  const locale = useLocale();
  const query = useBankTransfers();
  const create = useCreateBankTransfer();
  const form = useForm({ AmountTl: '' });
  const [openId, setOpenId] = useState<string | null>(null);
  // The request just made shows at once, before the list has been fetched again.
  const [created, setCreated] = useState<TBankTransfer | null>(null);
  const data = query.data;
  const listed = data?.Items.find((item) => item.Id === openId);
  const candidate = listed ?? (created?.Id === openId ? created : null);
  const open = candidate?.State === 'awaiting_transfer' ? candidate : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZBankTransferCreate, form.values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    create.mutate(
      { AmountTl: checked.data.AmountTl },
      {
        onSuccess: (answer) => {
          form.setValues({ AmountTl: '' });
          setCreated(answer.Transfer);
          setOpenId(answer.Transfer.Id);
        },
        onError: (error) => form.fail(error),
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="bank-transfer">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={20}>
            {t('bankTransfer.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bankTransfer.subtitle', {
              minimum: formatKurus(BANK_TRANSFER_MIN_KURUS, locale),
              minutes: BANK_TRANSFER_CONFIRM_MINUTES,
            })}
          </Text>
        </Stack>

        {open && data ? (
          <TransferDetails transfer={open} account={data.Account} onDone={() => setOpenId(null)} />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('bankTransfer.amount.label')}
                description={t('bankTransfer.amount.hint', {
                  minimum: formatKurus(BANK_TRANSFER_MIN_KURUS, locale),
                })}
                inputMode="numeric"
                autoComplete="off"
                rightSection={<Text size="sm">TL</Text>}
                required
                w={{ base: '100%', xs: 260 }}
                {...form.text('AmountTl')}
              />
              <Button type="submit" mt={{ base: 0, xs: 46 }} loading={create.isPending}>
                {t('bankTransfer.amount.submit')}
              </Button>
            </Group>
            <FormAlert message={form.alert} />
          </form>
        )}

        <Stack gap="xs">
          <Title order={3} fz={16}>
            {t('bankTransfer.list.title')}
          </Title>
          {query.isError && !data ? (
            <Alert color="red">{t('bankTransfer.list.failed')}</Alert>
          ) : !data ? (
            <Skeleton height={48} radius="sm" aria-label={t('bankTransfer.list.loading')} />
          ) : data.Items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="bank-transfer-empty">
              {t('bankTransfer.list.empty')}
            </Text>
          ) : (
            <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="bank-transfer-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bankTransfer.list.reference')}</Table.Th>
                  <Table.Th ta="right">{t('bankTransfer.list.amount')}</Table.Th>
                  <Table.Th>{t('bankTransfer.list.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.Items.map((item) => (
                  <Table.Tr key={item.Id} data-testid="bank-transfer-row">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" fw={600} ff="monospace">
                        {item.ReferenceCode}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.CreatedAt, locale, { month: 'short' })}
                      </Text>
                      {item.State === 'rejected' && item.RejectReason ? (
                        <Text size="xs" c="red.7">
                          {t('bankTransfer.list.rejectReason', { reason: item.RejectReason })}
                        </Text>
                      ) : null}
                      {item.State === 'awaiting_transfer' && item.Id !== openId ? (
                        <Button size="compact-xs" variant="subtle" px={0} onClick={() => setOpenId(item.Id)}>
                          {t('bankTransfer.list.showDetails')}
                        </Button>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatKurus(item.AmountKurus, locale, { cents: true })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={STATE[item.State].color}
                        tt="none"
                        data-testid="bank-transfer-state"
                        styles={{
                          root: { height: 'auto', paddingBlock: 2 },
                          label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
                        }}
                      >
                        {t(STATE[item.State].label)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function CopyRow({
  label,
  value,
  shown,
  testId,
}: {
  label: string;
  value: string;
  shown?: string;
  testId: string;
}) {
  const t = useT();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {shown ?? value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            color={copied ? 'teal' : 'blue'}
            style={{ flexShrink: 0 }}
            onClick={copy}
            aria-label={`${copied ? t('bankTransfer.copied') : t('bankTransfer.copy')}: ${label}`}
          >
            {copied ? t('bankTransfer.copied') : t('bankTransfer.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The account, exact amount and reference code of a request, with "I have sent it" (also for a debt, issue 19). */
export function TransferDetails({
  transfer,
  account,
  onDone,
}: {
  transfer: TBankTransfer;
  account: TBankTransferAccount;
  onDone: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const markSent = useMarkBankTransferSent();
  const [error, setError] = useState<string | null>(null);
  const amount = formatKurus(transfer.AmountKurus, locale, { cents: true });

  function sent() {
    setError(null);
    markSent.mutate(transfer.Id, {
      onSuccess: onDone,
      onError: (failure) => setError(failureMessage(failure, locale)),
    });
  }

  return (
    <Card withBorder radius="md" padding="md" bg="gray.0" data-testid="bank-transfer-details">
      <Stack gap="sm">
        <Text fw={600}>{t('bankTransfer.details.title')}</Text>
        {account.Demo ? (
          <Alert color="orange" variant="light" data-testid="bank-transfer-demo">
            {t('bankTransfer.details.demo')}
          </Alert>
        ) : null}
        <CopyRow
          label={t('bankTransfer.details.iban')}
          value={account.Iban}
          shown={groupedIban(account.Iban)}
          testId="bank-transfer-iban"
        />
        <Group gap="xl" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('bankTransfer.details.bank')}
            </Text>
            <Text fw={600}>{account.BankName}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('bankTransfer.details.holder')}
            </Text>
            <Text fw={600}>{account.AccountHolder}</Text>
          </Stack>
        </Group>
        <CopyRow
          label={t('bankTransfer.details.amount')}
          value={(transfer.AmountKurus / 100).toString()}
          shown={amount}
          testId="bank-transfer-amount"
        />
        <CopyRow
          label={t('bankTransfer.details.reference')}
          value={transfer.ReferenceCode}
          testId="bank-transfer-reference"
        />
        <Alert color="blue" variant="light">
          {t('bankTransfer.details.description', { code: transfer.ReferenceCode, amount })}
        </Alert>
        <FormAlert message={error} />
        <Group gap="sm" wrap="wrap">
          <Button color="teal" onClick={sent} loading={markSent.isPending}>
            {t('bankTransfer.details.sent')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onDone}>
            {t('bankTransfer.details.later')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
