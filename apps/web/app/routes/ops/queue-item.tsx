import { Stack } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { opsAgreementApi } from '../../features/ops-agreement/api/ops-agreement-api.ts';
import { OpsAgreementPanel } from '../../features/ops-agreement/components/ops-agreement-panel.tsx';
import { opsBankTransferApi } from '../../features/ops-bank-transfer/api/ops-bank-transfer-api.ts';
import { OpsBankTransferPanel } from '../../features/ops-bank-transfer/components/ops-bank-transfer-panel.tsx';
import { opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { QueueItemView } from '../../features/ops-console/components/queue-item-view.tsx';
import { opsJobApi } from '../../features/ops-job/api/ops-job-api.ts';
import { OpsJobPanel } from '../../features/ops-job/components/ops-job-panel.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/queue-item';

export async function loader({ request, params }: Route.LoaderArgs) {
  const item = await opsLoad(request, (api) => opsConsoleApi.queueItem(api, params.id));
  // A "confirm transfer" item (issue 18) shows its bank transfer with the confirm and reject actions.
  const transfer =
    item.Kind === 'transfer_confirm' && item.SubjectType === 'bank_transfer'
      ? await opsLoad(request, (api) => opsBankTransferApi.transfer(api, item.SubjectId))
      : null;
  // An "agreement check" item (issue 20) shows its agreement with the approve and reject actions.
  const agreement =
    item.Kind === 'agreement_check' && item.SubjectType === 'agreement'
      ? await opsLoad(request, (api) => opsAgreementApi.agreement(api, Number(item.SubjectId)))
      : null;
  // A "job approval" item (issue 21) shows its job post with the approve and reject actions.
  const job =
    item.Kind === 'job_approval' && item.SubjectType === 'job'
      ? await opsLoad(request, (api) => opsJobApi.job(api, Number(item.SubjectId)))
      : null;
  return { item, transfer, agreement, job, now: new Date().toISOString() };
}

export function meta({ matches, params }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.queueItem.title', { id: params.id });
}

/** /ops/queue/:id (the operator-notice webhook links here). */
export default function OpsQueueItemPage({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <QueueItemView item={loaderData.item} now={loaderData.now} />
      {loaderData.transfer ? <OpsBankTransferPanel transfer={loaderData.transfer} /> : null}
      {loaderData.agreement ? <OpsAgreementPanel agreement={loaderData.agreement} /> : null}
      {loaderData.job ? <OpsJobPanel job={loaderData.job} /> : null}
    </Stack>
  );
}
