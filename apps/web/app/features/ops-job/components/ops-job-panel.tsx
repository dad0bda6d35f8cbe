import type { TJobState, TOpsJob } from '@brifa/contracts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { OpsFact, OpsFactsPanel } from '../../../entities/ops/ops-facts.tsx';
import { ReasonDialog } from '../../../entities/ops/reason-dialog.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
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
  const locale = useLocale();
  const api = useOpsApi();
  const revalidator = useRevalidator();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function approve() {
    setBusy(true);
    setError(null);
    try {
      await opsJobApi.approve(api, job.Id);
      await revalidator.revalidate();
    } catch (failure) {
      setError(failureMessage(failure, locale));
    } finally {
      setBusy(false);
    }
  }

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
        <ReasonDialog
          opened={rejecting}
          title={t('ops.job.reject')}
          label={t('ops.job.rejectLabel')}
          confirmLabel={t('ops.job.reject')}
          confirmColor="red"
          onClose={() => setRejecting(false)}
          onConfirm={async (reason) => {
            await opsJobApi.reject(api, job.Id, reason);
            await revalidator.revalidate();
          }}
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
      <FormAlert message={error} />
      {job.State === 'awaiting_approval' ? (
        <Group gap="xs" wrap="wrap">
          <Button color="teal" loading={busy} onClick={approve} data-testid="ops-job-approve">
            {t('ops.job.approve')}
          </Button>
          <Button color="red" variant="outline" onClick={() => setRejecting(true)}>
            {t('ops.job.reject')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('ops.job.done')}
        </Text>
      )}
    </OpsFactsPanel>
  );
}
