import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { opsAgreementApi } from '../../features/ops-agreement/api/ops-agreement-api.ts';
import { OpsAgreementPanel } from '../../features/ops-agreement/components/ops-agreement-panel.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/agreement';

export async function loader({ request, params }: Route.LoaderArgs) {
  return opsLoad(request, (api) => opsAgreementApi.agreement(api, Number(params.id))).catch(throwRouteError);
}

export function meta({ matches, params }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.agreement.title', { id: params.id });
}

/** /ops/agreements/:id (issue 20): an agreement from the audit log or a closed queue item. */
export default function OpsAgreementPage({ loaderData }: Route.ComponentProps) {
  return <OpsAgreementPanel agreement={loaderData} />;
}
