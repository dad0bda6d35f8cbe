import { Container } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { getDeadMessages } from '../../features/ops-records/api/ops-records-api.ts';
import { DeadMessages } from '../../features/ops-records/components/dead-messages.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/records-outbox';

export async function loader({ request }: Route.LoaderArgs) {
  const page = Math.max(
    0,
    Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) - 1 || 0,
  );
  return opsLoad(request, (api) => getDeadMessages(api, page)).catch(throwRouteError);
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'opsRecords.outbox.title');
}

/** /ops/outbox: dead messages (issue 17). */
export default function OpsOutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <DeadMessages data={loaderData} />
    </Container>
  );
}
