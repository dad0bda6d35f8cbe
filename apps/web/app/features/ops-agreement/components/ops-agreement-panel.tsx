import {
  AGREEMENT_RISK_ACCOUNT_HOURS,
  AGREEMENT_RISK_WON_AFTER_PAYMENT_MINUTES,
  type TAgreementRiskSignal,
  type TAgreementStatus,
  type TOpsAgreement,
} from '@brifa/contracts';
import { Alert, Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { OpsDecisionButtons, OpsRejectDialog } from '../../../entities/ops/ops-decision.tsx';
import { OpsFact, OpsFactsPanel } from '../../../entities/ops/ops-facts.tsx';
import { useOpsDecision } from '../../../entities/ops/use-ops-decision.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { opsAgreementApi } from '../api/ops-agreement-api.ts';

const STATUS: Record<TAgreementStatus, { label: TMessageKey; color: string }> = {
  awaiting_documents: { label: 'agreements.status.awaiting_documents', color: 'gray' },
  awaiting_confirmation: { label: 'agreements.status.awaiting_confirmation', color: 'blue' },
  in_review: { label: 'agreements.status.in_review', color: 'orange' },
  awaiting_cap: { label: 'agreements.status.awaiting_cap', color: 'orange' },
  verified: { label: 'agreements.status.verified', color: 'teal' },
  rejected: { label: 'agreements.status.rejected', color: 'red' },
  ended: { label: 'agreements.status.ended', color: 'gray' },
};

const SIGNAL: Record<TAgreementRiskSignal, TMessageKey> = {
  young_client_account: 'ops.agreement.signal.young_client_account',
  requested_agency: 'ops.agreement.signal.requested_agency',
  won_soon_after_payment: 'ops.agreement.signal.won_soon_after_payment',
  shared_phone: 'ops.agreement.signal.shared_phone',
  shared_email_domain: 'ops.agreement.signal.shared_email_domain',
  shared_device: 'ops.agreement.signal.shared_device',
  shared_ip: 'ops.agreement.signal.shared_ip',
  shared_billing_address: 'ops.agreement.signal.shared_billing_address',
};
/** The limits the signals name, from the rules. */
const SIGNAL_LIMITS = {
  hours: AGREEMENT_RISK_ACCOUNT_HOURS,
  minutes: AGREEMENT_RISK_WON_AFTER_PAYMENT_MINUTES,
};

/**
 * A document's download (GET /api/v1/ops/agreements/{id}/{contract|invoice}, sent with the ops cookie), or a dash
 * while the agency has not sent it.
 */
function AgreementDocumentLink({
  agreementId,
  which,
  file,
}: {
  agreementId: number;
  which: 'contract' | 'invoice';
  file: TOpsAgreement['Contract'];
}) {
  const t = useT();
  const label = t(which === 'contract' ? 'ops.agreement.contract' : 'ops.agreement.invoice');
  if (!file) return <Text size="sm">{`${label}: —`}</Text>;
  return (
    <Anchor
      size="sm"
      display="block"
      href={`/api/v1/ops/agreements/${agreementId}/${which}`}
      download={file.FileName}
      data-testid={`ops-agreement-${which}`}
    >
      {`${label}: ${file.FileName}`}
    </Anchor>
  );
}

/**
 * The agreement behind an "agreement check" queue item (/ops/queue/:id): its amount, documents, pending refund
 * and risk signals; "approve" releases the refund once (audited), "reject" with a reason drops it.
 */
export function OpsAgreementPanel({ agreement }: { agreement: TOpsAgreement }) {
  const t = useT();
  const locale = useLocale();
  const api = useOpsApi();
  const decision = useOpsDecision();
  const money = (kurus: number) => formatKurus(kurus, locale, { cents: true });
  const open = !['verified', 'rejected', 'ended'].includes(agreement.Status);

  return (
    <OpsFactsPanel
      testId="ops-agreement"
      title={t('ops.agreement.title', { id: agreement.Id })}
      state={{ label: t(STATUS[agreement.Status].label), color: STATUS[agreement.Status].color }}
      facts={
        <>
          <OpsFact label={t('ops.agreement.project')}>
            <Text ff="monospace">{agreement.OfferKey}</Text>
          </OpsFact>
          <OpsFact label={t('ops.agreement.agency')}>
            <Anchor component={Link} to={`/ops/agencies/${agreement.ProviderId}`}>
              {agreement.AgencyName} (#{agreement.ProviderId})
            </Anchor>
          </OpsFact>
          <OpsFact label={t('ops.agreement.client')}>
            {agreement.ClientName} (#{agreement.ClientUserId})
          </OpsFact>
          <OpsFact label={t('ops.agreement.amount')}>
            {agreement.AmountKurus !== null
              ? `${money(agreement.AmountKurus)}${agreement.Period === 'monthly' ? ` × ${agreement.Months}` : ''}`
              : '—'}
          </OpsFact>
          <OpsFact label={t('ops.agreement.documents')}>
            <AgreementDocumentLink agreementId={agreement.Id} which="contract" file={agreement.Contract} />
            <AgreementDocumentLink agreementId={agreement.Id} which="invoice" file={agreement.Invoice} />
          </OpsFact>
          <OpsFact label={t('ops.agreement.pending')}>
            <Text fw={700} data-testid="ops-agreement-pending">
              {money(agreement.RefundPendingKurus)}
            </Text>
          </OpsFact>
          {agreement.RefundReleasedKurus > 0 ? (
            <OpsFact label={t('ops.agreement.released')}>
              {money(agreement.RefundReleasedKurus)}
              {agreement.RefundReleasedAt ? ` · ${formatDateTime(agreement.RefundReleasedAt, locale)}` : ''}
            </OpsFact>
          ) : null}
          {agreement.RefundShortfallKurus > 0 ? (
            <OpsFact label={t('ops.agreement.shortfall')}>{money(agreement.RefundShortfallKurus)}</OpsFact>
          ) : null}
          <OpsFact label={t('ops.agreement.signals')}>
            {agreement.RiskSignals.length === 0 ? (
              t('ops.agreement.noSignals')
            ) : (
              <Group gap={4} wrap="wrap">
                {agreement.RiskSignals.map((signal) => (
                  <Badge key={signal} color="orange" variant="light">
                    {t(SIGNAL[signal], SIGNAL_LIMITS)}
                  </Badge>
                ))}
              </Group>
            )}
          </OpsFact>
        </>
      }
      dialogs={
        <OpsRejectDialog
          decision={decision}
          title={t('ops.agreement.reject')}
          label={t('ops.agreement.rejectLabel')}
          onReject={(reason) => opsAgreementApi.reject(api, agreement.Id, reason)}
        />
      }
    >
      {agreement.ReviewNote ? <Alert color="gray">{agreement.ReviewNote}</Alert> : null}
      <OpsDecisionButtons
        decision={decision}
        pending={open}
        approve={{
          label: t('ops.agreement.approve'),
          onApprove: () => opsAgreementApi.approve(api, agreement.Id, ''),
        }}
        rejectLabel={t('ops.agreement.reject')}
        doneText={t('ops.agreement.done')}
      />
    </OpsFactsPanel>
  );
}
