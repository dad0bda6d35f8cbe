import { Stack } from '@mantine/core';
import { data } from 'react-router';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { OpsPageHeader } from '../../entities/ops/ops-page-header.tsx';
import { opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { OperatorsAdmin } from '../../features/ops-console/components/operators-admin.tsx';
import { useT } from '../../lib/i18n.tsx';
import { opsLoad, opsOperator } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/operators';

export async function loader({ request }: Route.LoaderArgs) {
  const operators = await opsLoad(request, (api) => opsConsoleApi.operators(api));
  const me = await opsOperator(request);
  if (me?.Role !== 'admin') throw data(null, { status: 403 });
  return { operators: operators.Items };
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.operators.title');
}

/** /ops/operators: admins manage the team. */
export default function OpsOperatorsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <OpsPageHeader title={t('ops.operators.title')} description={t('ops.operators.intro')} />
      <OperatorsAdmin operators={loaderData.operators} />
    </Stack>
  );
}
