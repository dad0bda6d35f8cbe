import { OPS_SEARCH_KINDS, type TOpsSearchKind } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { searchRecords } from '../../features/ops-records/api/ops-records-api.ts';
import { SearchView } from '../../features/ops-records/components/search-view.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/records-search';

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // `q`/`kind` from the form; `Query`/`Kind` from the audit log's subject links (entities/ops/subject-link.tsx).
  const q = (search.get('q') ?? search.get('Query') ?? '').trim();
  const kindParam = search.get('kind') ?? search.get('Kind');
  const kind = OPS_SEARCH_KINDS.find((value) => value === kindParam) ?? null;
  if (q.length < 2) return { q, kind, items: null };
  const found = await opsLoad(request, (api) => searchRecords(api, q, kind ?? undefined)).catch(
    throwRouteError,
  );
  return { q, kind: kind as TOpsSearchKind | null, items: found.Items };
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'opsRecords.search.title');
}

/** /ops/search (issue 17). */
export default function OpsSearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <SearchView q={loaderData.q} kind={loaderData.kind} items={loaderData.items} />
    </Container>
  );
}
