import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { opsBankTransferApi } from '../../features/ops-bank-transfer/api/ops-bank-transfer-api.ts';
import { OpsBankTransferPanel } from '../../features/ops-bank-transfer/components/ops-bank-transfer-panel.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/bank-transfer';

export async function loader({ request, params }: Route.LoaderArgs) {
  return opsLoad(request, (api) => opsBankTransferApi.transfer(api, params.id)).catch(throwRouteError);
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.bankTransfer.title');
}

/** /ops/bank-transfers/:id (issue 18): a transfer request from the audit log or a closed queue item. */
export default function OpsBankTransferPage({ loaderData }: Route.ComponentProps) {
  return <OpsBankTransferPanel transfer={loaderData} />;
}
