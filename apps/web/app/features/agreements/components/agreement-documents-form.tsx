import { AGREEMENT_MONTHS_MAX, type TAgreement, type TAgreementPeriod } from '@brifa/contracts';
import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useSendDocuments } from '../api/agreements.ts';

const ACCEPT = 'application/pdf,image/png,image/jpeg';

/** The agency's agreement documents: amount, period, months, contract and invoice (PUT AgreementDocument/{id}). */
export function AgreementDocumentsForm({
  agreement,
  onDone,
  onLater,
}: {
  agreement: TAgreement;
  onDone: () => void;
  onLater?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const send = useSendDocuments(agreement.Id);
  const [amount, setAmount] = useState(
    agreement.AmountKurus !== null ? (agreement.AmountKurus / 100).toFixed(2) : '',
  );
  const [period, setPeriod] = useState<TAgreementPeriod>(agreement.Period ?? 'one_off');
  const [months, setMonths] = useState<number | string>(agreement.Months ?? 12);
  const [contract, setContract] = useState<File | null>(null);
  const [invoice, setInvoice] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    send.mutate(
      {
        amount,
        period,
        months: typeof months === 'number' ? months : Number(months) || null,
        contract,
        invoice,
      },
      { onSuccess: onDone, onError: (failure) => setProblem(failureMessage(failure, locale)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {t('agreements.docs.intro', {
            amount: formatKurus(agreement.RefundPendingKurus, locale, { cents: true }),
          })}
        </Text>
        <TextInput
          label={t('agreements.docs.amount')}
          description={t('agreements.docs.amountHint')}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          data-testid="agreement-amount"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`agreement-period-${agreement.Id}`}>
            {t('agreements.docs.period')}
          </Text>
          <SegmentedControl
            aria-labelledby={`agreement-period-${agreement.Id}`}
            value={period}
            onChange={(value) => setPeriod(value as TAgreementPeriod)}
            data={[
              { value: 'one_off', label: t('agreements.period.one_off') },
              { value: 'monthly', label: t('agreements.period.monthly') },
            ]}
          />
        </Stack>
        {period === 'monthly' ? (
          <NumberInput
            label={t('agreements.docs.months')}
            min={1}
            max={AGREEMENT_MONTHS_MAX}
            value={months}
            onChange={setMonths}
            required
          />
        ) : null}
        <FileInput
          label={t('agreements.docs.contract')}
          placeholder={agreement.Contract?.FileName ?? t('agreements.docs.filePlaceholder')}
          accept={ACCEPT}
          value={contract}
          onChange={setContract}
          required={!agreement.Contract}
          clearable
          data-testid="agreement-contract"
        />
        <FileInput
          label={t('agreements.docs.invoice')}
          placeholder={agreement.Invoice?.FileName ?? t('agreements.docs.filePlaceholder')}
          accept={ACCEPT}
          value={invoice}
          onChange={setInvoice}
          required={!agreement.Invoice}
          clearable
          data-testid="agreement-invoice"
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onLater ? (
            <Button variant="subtle" color="gray" onClick={onLater}>
              {t('agreements.later')}
            </Button>
          ) : null}
          <Button type="submit" loading={send.isPending}>
            {t('agreements.docs.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
