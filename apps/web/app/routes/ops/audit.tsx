import { Stack } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { OpsPageHeader } from '../../entities/ops/ops-page-header.tsx';
import { auditQueryFrom, opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { AuditLog } from '../../features/ops-console/components/audit-log.tsx';
import { useT } from '../../lib/i18n.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/audit';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [page, operators] = await opsLoad(request, (api) =>
    Promise.all([opsConsoleApi.audit(api, auditQueryFrom(url.searchParams)), opsConsoleApi.operators(api)]),
  );
  return { page, operators: operators.Items, search: url.search };
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.audit.title');
}

/** /ops/audit: every operator action, filterable by operator, action, record and dates. */
export default function OpsAuditPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <OpsPageHeader title={t('ops.audit.title')} description={t('ops.audit.intro')} />
      <AuditLog
        page={loaderData.page}
        operators={loaderData.operators}
        search={new URLSearchParams(loaderData.search)}
      />
    </Stack>
  );
}
