import {
  PAGE_SIZE,
  PROVIDER_FOLDERS,
  PROVIDER_OPPORTUNITY_TYPES,
  type TProviderOpportunityType,
} from '@brifa/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { useOpportunities } from '../api/list-opportunities.ts';
import { FOLDER_LABELS } from '../opportunity-labels.ts';
import { ListFilters, useListQuery } from './list-filters.tsx';
import { ListPaging, ListState } from './list-state.tsx';
import { OpportunitiesEmpty } from './opportunities-empty.tsx';
import { OpportunityCard } from './opportunity-card.tsx';

/** The folders in the spec's order, then every opportunity. */
const FOLDER_CHIPS: readonly TProviderOpportunityType[] = [...PROVIDER_FOLDERS, 'all'];

export type TOpportunityListMode = 'opportunities' | 'quotes' | 'matchedPool';

function folderOf(value: string | null): TProviderOpportunityType {
  return (PROVIDER_OPPORTUNITY_TYPES as readonly string[]).includes(value ?? '') && value !== 'quoted'
    ? (value as TProviderOpportunityType)
    : 'all';
}

/** Folder links with their counts; the folder lives in the URL (?folder=new). */
function FolderChips({
  counts,
  active,
}: {
  counts: Record<TProviderOpportunityType, number>;
  active: string;
}) {
  const t = useT();
  const query = useListQuery();
  const href = (folder: TProviderOpportunityType) => {
    const next = new URLSearchParams(query.params);
    next.delete('page');
    if (folder === 'all') next.delete('folder');
    else next.set('folder', folder);
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <Group gap={6} component="nav" aria-label={t('opportunities.folders.label')} data-testid="folder-chips">
      {FOLDER_CHIPS.map((folder) => (
        <Button
          key={folder}
          component={Link}
          to={href(folder)}
          preventScrollReset
          size="compact-sm"
          radius="xl"
          variant={folder === active ? 'filled' : 'default'}
          aria-current={folder === active ? 'page' : undefined}
          rightSection={
            <Badge size="sm" circle={counts[folder] < 10} variant={folder === active ? 'white' : 'light'}>
              {counts[folder]}
            </Badge>
          }
        >
          {t(FOLDER_LABELS[folder])}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The agency's opportunities (with folders), its quotes (Type=quoted) or the pool briefs it took
 * (HasPool=true): filters and page in the URL, 10 a page.
 */
export function OpportunityListView({ mode }: { mode: TOpportunityListMode }) {
  const t = useT();
  const query = useListQuery();
  const withFolders = mode !== 'quotes';
  const folder = withFolders ? folderOf(query.params.get('folder')) : 'quoted';
  const filtered = query.search !== '' || query.categoryId !== null || query.sectorId !== null;
  const list = useOpportunities({
    pageIndex: query.page - 1,
    type: folder,
    search: query.search,
    categoryId: query.categoryId,
    sectorId: query.sectorId,
    hasPool: mode === 'matchedPool' ? true : undefined,
  });
  const data = list.data;

  // Nothing at all yet: the opportunities home explains how agencies get matched.
  if (mode === 'opportunities' && data && data.Counts.all === 0 && !filtered) {
    return <OpportunitiesEmpty />;
  }

  return (
    <Stack gap="md">
      <ListFilters />
      {withFolders && data ? <FolderChips counts={data.Counts} active={folder} /> : null}
      <ListState isPending={list.isPending} error={data ? null : list.error} />
      {data ? (
        data.Items.length === 0 ? (
          <Paper withBorder radius="md" p="xl" data-testid="opportunities-none">
            <Text c="dimmed" ta="center">
              {mode === 'quotes'
                ? t('opportunities.list.noQuotes')
                : mode === 'matchedPool' && !filtered && folder === 'all'
                  ? t('opportunities.list.noPoolOffers')
                  : t('opportunities.list.none', { folder: t(FOLDER_LABELS[folder]) })}
            </Text>
          </Paper>
        ) : (
          <Stack
            component="ul"
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={list.isFetching}
            data-testid="opportunity-list"
          >
            {data.Items.map((item) => (
              <OpportunityCard key={item.Id} match={item} />
            ))}
          </Stack>
        )
      ) : null}
      {data ? <ListPaging total={data.TotalCount} pageSize={PAGE_SIZE.matchedProviderOffers} /> : null}
    </Stack>
  );
}
