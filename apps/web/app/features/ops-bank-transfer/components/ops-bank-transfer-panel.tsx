import type { TBankTransferState, TOpsBankTransfer } from '@brifa/contracts';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { OpsDecisionButtons, OpsRejectDialog } from '../../../entities/ops/ops-decision.tsx';
import { OpsFact, OpsFactsPanel } from '../../../entities/ops/ops-facts.tsx';
import { useOpsDecision } from '../../../entities/ops/use-ops-decision.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { opsBankTransferApi } from '../api/ops-bank-transfer-api.ts';

const STATE: Record<TBankTransferState, { label: TMessageKey; color: string }> = {
  awaiting_transfer: { label: 'bankTransfer.state.awaiting_transfer', color: 'gray' },
  marked_sent: { label: 'bankTransfer.state.marked_sent', color: 'blue' },
  confirmed: { label: 'bankTransfer.state.confirmed', color: 'teal' },
  rejected: { label: 'bankTransfer.state.rejected', color: 'red' },
  expired: { label: 'bankTransfer.state.expired', color: 'gray' },
};

/**
 * The transfer behind a "confirm transfer" queue item (/ops/queue/:id): what to look for in the account, and
 * "confirm" (the wallet is credited once, the item closes) or "reject" with a reason the agency reads.
 */
export function OpsBankTransferPanel({ transfer }: { transfer: TOpsBankTransfer }) {
  const t = useT();
  const locale = useLocale();
  const api = useOpsApi();
  const decision = useOpsDecision();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const pending = transfer.State === 'awaiting_transfer' || transfer.State === 'marked_sent';
  const amount = formatKurus(transfer.AmountKurus, locale, { cents: true });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    // Closed as soon as the transfer is confirmed, before the record reloads.
    await decision.decide(async () => {
      await opsBankTransferApi.confirm(api, transfer.Id, note.trim());
      setConfirming(false);
      setNote('');
    });
  }

  return (
    <OpsFactsPanel
      testId="ops-bank-transfer"
      title={t('ops.bankTransfer.title')}
      state={{ label: t(STATE[transfer.State].label), color: STATE[transfer.State].color }}
      facts={
        <>
          <OpsFact label={t('ops.bankTransfer.agency')}>
            <Anchor component={Link} to={`/ops/agencies/${transfer.Agency.Id}`}>
              {transfer.Agency.Name} (#{transfer.Agency.Id})
            </Anchor>
          </OpsFact>
          <OpsFact label={t('ops.bankTransfer.amount')}>
            <Text fw={700} data-testid="ops-bank-transfer-amount">
              {amount}
            </Text>
          </OpsFact>
          <OpsFact label={t('ops.bankTransfer.reference')}>
            <Text fw={700} ff="monospace">
              {transfer.ReferenceCode}
            </Text>
          </OpsFact>
          <OpsFact label={t('ops.bankTransfer.requestedBy')}>{transfer.RequestedBy.Name}</OpsFact>
          <OpsFact label={t('ops.bankTransfer.created')}>
            {formatDateTime(transfer.CreatedAt, locale)}
          </OpsFact>
          {transfer.MarkedSentAt ? (
            <OpsFact label={t('ops.bankTransfer.markedSent')}>
              {formatDateTime(transfer.MarkedSentAt, locale)}
            </OpsFact>
          ) : null}
          {transfer.DecidedAt ? (
            <OpsFact label={t('ops.bankTransfer.decided')}>
              {formatDateTime(transfer.DecidedAt, locale)}
            </OpsFact>
          ) : null}
          {transfer.DecidedBy ? (
            <OpsFact label={t('ops.bankTransfer.decidedBy')}>{transfer.DecidedBy.Name}</OpsFact>
          ) : null}
          <OpsFact label={t('ops.bankTransfer.account')}>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {transfer.Account.Iban}
            </Text>
            <Text size="sm">{transfer.Account.BankName}</Text>
          </OpsFact>
        </>
      }
      dialogs={
        <>
          {' '}
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('ops.bankTransfer.confirmTitle')}
            centered
          >
            <form onSubmit={confirm}>
              <Stack gap="md">
                <Text>{t('ops.bankTransfer.confirmText', { code: transfer.ReferenceCode, amount })}</Text>
                <Textarea
                  label={t('ops.bankTransfer.noteLabel')}
                  value={note}
                  onChange={(event) => setNote(event.currentTarget.value)}
                  autosize
                  minRows={2}
                />
                <FormAlert message={decision.error} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="subtle" color="gray" onClick={() => setConfirming(false)}>
                    {t('ops.bankTransfer.cancel')}
                  </Button>
                  <Button type="submit" color="teal" loading={decision.busy}>
                    {t('ops.bankTransfer.confirm')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Modal>
          <OpsRejectDialog
            decision={decision}
            title={t('ops.bankTransfer.reject')}
            label={t('ops.bankTransfer.rejectLabel')}
            onReject={(reason) => opsBankTransferApi.reject(api, transfer.Id, reason)}
          />
        </>
      }
    >
      {transfer.RejectReason ? <Alert color="red">{transfer.RejectReason}</Alert> : null}
      {pending ? (
        <Alert color="blue" variant="light">
          {t('ops.bankTransfer.check', { code: transfer.ReferenceCode, amount })}
        </Alert>
      ) : null}
      <OpsDecisionButtons
        decision={decision}
        pending={pending}
        approve={{ label: t('ops.bankTransfer.confirm'), onClick: () => setConfirming(true) }}
        rejectLabel={t('ops.bankTransfer.reject')}
        doneText={t('ops.bankTransfer.done')}
      />
    </OpsFactsPanel>
  );
}
