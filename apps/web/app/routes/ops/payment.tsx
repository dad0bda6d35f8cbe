import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { opsPaymentApi } from '../../features/ops-payment/api/ops-payment-api.ts';
import { OpsPaymentPanel } from '../../features/ops-payment/components/ops-payment-panel.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/payment';

export async function loader({ request, params }: Route.LoaderArgs) {
  return opsLoad(request, (api) => opsPaymentApi.payment(api, params.id)).catch(throwRouteError);
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.payment.title');
}

/** /ops/payments/:id (issue 18): a card payment from the search, the audit log or an agency's record. */
export default function OpsPaymentPage({ loaderData }: Route.ComponentProps) {
  return <OpsPaymentPanel payment={loaderData} />;
}
