import { Container } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { getAgencyRecord } from '../../features/ops-records/api/ops-records-api.ts';
import { AgencyRecord } from '../../features/ops-records/components/agency-record.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/records-agency';

export async function loader({ request, params }: Route.LoaderArgs) {
  return opsLoad(request, (api) => getAgencyRecord(api, Number(params.id))).catch(throwRouteError);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return opsMeta(matches, 'opsRecords.agency.title', { name: loaderData?.Name ?? '' });
}

/** /ops/agencies/:id (issue 17). */
export default function OpsAgencyPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <AgencyRecord agency={loaderData} />
    </Container>
  );
}
