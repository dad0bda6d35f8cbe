import { Stack } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { opsBankTransferApi } from '../../features/ops-bank-transfer/api/ops-bank-transfer-api.ts';
import { OpsBankTransferPanel } from '../../features/ops-bank-transfer/components/ops-bank-transfer-panel.tsx';
import { opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { QueueItemView } from '../../features/ops-console/components/queue-item-view.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/queue-item';

export async function loader({ request, params }: Route.LoaderArgs) {
  const item = await opsLoad(request, (api) => opsConsoleApi.queueItem(api, params.id));
  // A "confirm transfer" item (issue 18) shows its bank transfer with the confirm and reject actions.
  const transfer =
    item.Kind === 'transfer_confirm' && item.SubjectType === 'bank_transfer'
      ? await opsLoad(request, (api) => opsBankTransferApi.transfer(api, item.SubjectId))
      : null;
  return { item, transfer, now: new Date().toISOString() };
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
    </Stack>
  );
}
