import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { QueueItemView } from '../../features/ops-console/components/queue-item-view.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/queue-item';

export async function loader({ request, params }: Route.LoaderArgs) {
  const item = await opsLoad(request, (api) => opsConsoleApi.queueItem(api, params.id));
  return { item, now: new Date().toISOString() };
}

export function meta({ matches, params }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.queueItem.title', { id: params.id });
}

/** /ops/queue/:id (the operator-notice webhook links here). */
export default function OpsQueueItemPage({ loaderData }: Route.ComponentProps) {
  return <QueueItemView item={loaderData.item} now={loaderData.now} />;
}
