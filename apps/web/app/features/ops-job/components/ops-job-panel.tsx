import type { TJobState, TOpsJob } from '@brifa/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { OpsDecisionButtons, OpsRejectDialog } from '../../../entities/ops/ops-decision.tsx';
import { OpsFact, OpsFactsPanel } from '../../../entities/ops/ops-facts.tsx';
import { useOpsDecision } from '../../../entities/ops/use-ops-decision.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { opsJobApi } from '../api/ops-job-api.ts';

const STATE: Record<TJobState, { label: TMessageKey; color: string }> = {
  awaiting_payment: { label: 'jobs.state.awaiting_payment', color: 'yellow' },
  awaiting_approval: { label: 'jobs.state.awaiting_approval', color: 'blue' },
  live: { label: 'jobs.state.live', color: 'teal' },
  rejected: { label: 'jobs.state.rejected', color: 'red' },
  expired: { label: 'jobs.state.expired', color: 'gray' },
};

/** The post behind a "job approval" item (/ops/queue/:id): approve (live, audited) or reject with a reason. */
export function OpsJobPanel({ job }: { job: TOpsJob }) {
  const t = useT();
  const api = useOpsApi();
  const decision = useOpsDecision();

  return (
    <OpsFactsPanel
      testId="ops-job"
      title={t('ops.job.title', { id: job.Id })}
      state={{ label: t(STATE[job.State].label), color: STATE[job.State].color }}
      facts={
        <>
          <OpsFact label={t('jobs.field.Position')}>{job.Position}</OpsFact>
          <OpsFact label={t('ops.job.company')}>{job.Company}</OpsFact>
          <OpsFact label={t('ops.job.place')}>{[job.City, job.District].filter(Boolean).join(' / ')}</OpsFact>
          <OpsFact label={t('ops.job.poster')}>
            {job.Poster.ProviderId ? (
              <Anchor component={Link} to={`/ops/agencies/${job.Poster.ProviderId}`}>
                {job.Poster.Name}
              </Anchor>
            ) : (
              <Anchor component={Link} to={`/ops/clients/${job.Poster.UserId}`}>
                {job.Poster.Name}
              </Anchor>
            )}
          </OpsFact>
          <OpsFact label={t('ops.job.plan')}>{t('jobs.mine.plan', { days: job.PlanDays })}</OpsFact>
          <OpsFact label={t('ops.job.partner')}>
            {job.PartnerAddOn ? t('ops.job.yes') : t('ops.job.no')}
          </OpsFact>
          <OpsFact label={t('jobs.field.Email')}>
            {job.Email} · {job.Phone}
          </OpsFact>
        </>
      }
      dialogs={
        <OpsRejectDialog
          decision={decision}
          title={t('ops.job.reject')}
          label={t('ops.job.rejectLabel')}
          onReject={(reason) => opsJobApi.reject(api, job.Id, reason)}
        />
      }
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {job.Description}
      </Text>
      {job.Conditions ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {job.Conditions}
        </Text>
      ) : null}
      <OpsDecisionButtons
        decision={decision}
        pending={job.State === 'awaiting_approval'}
        approve={{
          label: t('ops.job.approve'),
          onApprove: () => opsJobApi.approve(api, job.Id),
          testId: 'ops-job-approve',
        }}
        rejectLabel={t('ops.job.reject')}
        doneText={t('ops.job.done')}
      />
    </OpsFactsPanel>
  );
}
