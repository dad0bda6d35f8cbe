import { AGREEMENT_END_REASON_MAX, type TAgreement } from '@brifa/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useAgreements, useEndAgreement } from '../api/agreements.ts';
import { useAgreementAmount } from './agreement-amount.tsx';
import { AgreementDocumentsForm } from './agreement-documents-form.tsx';
import { AGREEMENT_STATUS_COLOR, AGREEMENT_STATUS_LABEL } from './agreement-status.ts';
import { TimelineConsentSwitch } from './timeline-consent-switch.tsx';

function EndDialog({ agreement, onClose }: { agreement: TAgreement; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const end = useEndAgreement();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={t('agreements.end.title')} centered>
      <Stack gap="sm">
        <Textarea
          label={t('agreements.end.reason')}
          value={reason}
          maxLength={AGREEMENT_END_REASON_MAX}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
          required
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('agreements.later')}
          </Button>
          <Button
            color="red"
            loading={end.isPending}
            onClick={() =>
              end.mutate(
                { id: agreement.Id, reason },
                {
                  onSuccess: () => {
                    notifications.show({ message: t('agreements.end.done') });
                    onClose();
                  },
                  onError: (failure) => setProblem(failureMessage(failure, locale)),
                },
              )
            }
          >
            {t('agreements.end.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The agency's wallet page: the won refunds still pending (not spendable) and its agreements. */
export function AgreementsWalletSection() {
  const t = useT();
  const locale = useLocale();
  const agreements = useAgreements(true);
  const amountText = useAgreementAmount();
  const [documentsFor, setDocumentsFor] = useState<TAgreement | null>(null);
  const [endFor, setEndFor] = useState<TAgreement | null>(null);
  const data = agreements.data;
  if (!data || data.Items.length === 0) return null;
  const money = (kurus: number) => formatKurus(kurus, locale, { cents: true });
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" maw={480} data-testid="wallet-pending-refund">
        <Text size="sm" c="dimmed" fw={600}>
          {t('agreements.wallet.pending')}
        </Text>
        <Text fz={28} fw={700} lh={1.2} mt={4}>
          {money(data.PendingRefundKurus)}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('agreements.wallet.pendingHint')}
        </Text>
      </Card>
      <Title order={2} fz="lg">
        {t('agreements.wallet.title')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('agreements.wallet.project')}</Table.Th>
              <Table.Th>{t('agreements.wallet.status')}</Table.Th>
              <Table.Th>{t('agreements.wallet.refund')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.Items.map((agreement) => (
              <Table.Tr key={agreement.Id} data-testid="agreement-row" data-offer-key={agreement.OfferKey}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {agreement.ProjectTitle}
                  </Text>
                  {agreement.AmountKurus !== null ? <Text size="xs">{amountText(agreement)}</Text> : null}
                  <Box mt="xs" maw={360}>
                    <TimelineConsentSwitch agreement={agreement} />
                  </Box>
                </Table.Td>
                <Table.Td>
                  <Badge color={AGREEMENT_STATUS_COLOR[agreement.Status]} variant="light">
                    {t(AGREEMENT_STATUS_LABEL[agreement.Status])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {agreement.RefundPendingKurus > 0
                      ? t('agreements.wallet.pendingAmount', { amount: money(agreement.RefundPendingKurus) })
                      : agreement.RefundReleasedKurus > 0
                        ? t('agreements.wallet.released', { amount: money(agreement.RefundReleasedKurus) })
                        : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="wrap">
                    {agreement.CanSendDocuments ? (
                      <Button size="compact-sm" onClick={() => setDocumentsFor(agreement)}>
                        {t('agreements.wallet.sendDocuments')}
                      </Button>
                    ) : null}
                    {agreement.CanEnd ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setEndFor(agreement)}
                      >
                        {t('agreements.end.button')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {documentsFor ? (
        <Modal opened onClose={() => setDocumentsFor(null)} title={t('agreements.docs.title')} centered>
          <AgreementDocumentsForm
            agreement={documentsFor}
            onLater={() => setDocumentsFor(null)}
            onDone={() => {
              notifications.show({ color: 'green', message: t('agreements.docs.sent') });
              setDocumentsFor(null);
            }}
          />
        </Modal>
      ) : null}
      {endFor ? <EndDialog agreement={endFor} onClose={() => setEndFor(null)} /> : null}
    </Stack>
  );
}
