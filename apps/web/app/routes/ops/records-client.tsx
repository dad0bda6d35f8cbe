import { Container } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { getClientRecord } from '../../features/ops-records/api/ops-records-api.ts';
import { ClientRecord } from '../../features/ops-records/components/client-record.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/records-client';

export async function loader({ request, params }: Route.LoaderArgs) {
  return opsLoad(request, (api) => getClientRecord(api, Number(params.id))).catch(throwRouteError);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return opsMeta(matches, 'opsRecords.client.title', { name: loaderData?.Name ?? '' });
}

/** /ops/clients/:id (issue 17). */
export default function OpsClientPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <ClientRecord client={loaderData} />
    </Container>
  );
}
