import { Container } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { getBriefRecord } from '../../features/ops-records/api/ops-records-api.ts';
import { BriefRecord } from '../../features/ops-records/components/brief-record.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/records-brief';

export async function loader({ request, params }: Route.LoaderArgs) {
  return opsLoad(request, (api) => getBriefRecord(api, params.key)).catch(throwRouteError);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return opsMeta(matches, 'opsRecords.brief.title', { key: loaderData?.Key ?? '' });
}

/** /ops/briefs/:key (issue 17). */
export default function OpsBriefPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <BriefRecord brief={loaderData} />
    </Container>
  );
}
