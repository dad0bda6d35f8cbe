import type { TCategoryAdList, TDirectoryFilter, TDirectoryItem, TDirectoryPage } from '@brifa/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Group,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import type { TDirectoryOptions } from '../api/directory-options.ts';
import { activeFilters } from '../directory-params.ts';
import { useDirectorySearch } from '../use-directory-search.ts';
import { AgencyCard } from './agency-card.tsx';
import { CategoryAds } from './category-ads.tsx';
import { DirectoryFilters } from './directory-filters.tsx';

const FiltersDrawer = lazy(() => import('./filters-drawer.tsx').then((m) => ({ default: m.FiltersDrawer })));

const FILTER_LABELS: Record<TDirectoryFilter, TMessageKey> = {
  Search: 'directory.search.label',
  CategoryId: 'directory.filters.category',
  Service: 'directory.filters.service',
  CityId: 'directory.filters.city',
  TeamSize: 'directory.filters.teamSize',
  MinRating: 'directory.filters.rating',
  MinPrice: 'directory.filters.minPrice',
  MaxPrice: 'directory.filters.maxPrice',
  SectorId: 'directory.filters.sector',
  TechnologyId: 'directory.filters.technology',
};

export type TDirectoryViewProps = {
  page: TDirectoryPage | null;
  /** A category page's live category-top ads (none without a category filter). */
  ads?: TCategoryAdList['Items'];
  options: TDirectoryOptions;
  error: string | null;
};

/** /filter/agency: search, filters (a drawer on phones), sponsored agencies first, results, paging, empty state. */
export function DirectoryView({ page, ads = [], options, error }: TDirectoryViewProps) {
  const t = useT();
  const filterState = useDirectorySearch();
  const { search, change, goTo } = filterState;
  const [drawerOpen, drawer] = useDisclosure(false);
  // The drawer's code loads with its first opening and stays for the closing transition and later openings.
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (drawerOpen) setDrawerWanted(true);
  }, [drawerOpen]);
  const categoryName = new Map(options.categories.map((category) => [category.Id, category.Name]));
  const card = (agency: TDirectoryItem) => (
    <AgencyCard
      key={`${agency.IsSponsored ? 's' : 'o'}-${agency.Id}`}
      agency={agency}
      categoryNames={agency.CategoryIds.map((id) => categoryName.get(id) ?? '').filter(Boolean)}
    />
  );
  const filters = activeFilters(search);
  const totalPages = page ? Math.max(1, Math.ceil(page.TotalCount / page.PageSize)) : 1;

  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('directory.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('directory.subtitle')}
        </Text>
      </Box>
      <Form method="get" role="search">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            name="Search"
            label={t('directory.search.label')}
            placeholder={t('directory.search.placeholder')}
            defaultValue={search.get('Search') ?? ''}
            key={search.get('Search') ?? ''}
            style={{ flex: 1 }}
          />
          {[...search.entries()]
            .filter(([key]) => key !== 'Search' && key !== 'Page')
            .map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
          <Button type="submit">{t('directory.search.submit')}</Button>
        </Group>
      </Form>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <DirectoryFilters options={options} filters={filterState} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text fw={600} aria-live="polite" data-testid="result-count">
                {page ? t('directory.results.count', { count: page.TotalCount }) : ''}
              </Text>
              <Button variant="default" hiddenFrom="md" onClick={drawer.open}>
                {t('directory.filters.open')}
                {filters.length ? ` (${filters.length})` : ''}
              </Button>
            </Group>
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <CategoryAds ads={ads} />
            {page && page.Sponsored.length > 0 ? (
              <Stack gap="sm" data-testid="sponsored">
                {page.Sponsored.map(card)}
                <Text size="xs" c="dimmed">
                  {t('directory.results.sponsoredNote')}
                </Text>
              </Stack>
            ) : null}
            {page && page.Items.length > 0 ? <Stack gap="sm">{page.Items.map(card)}</Stack> : null}
            {page && page.Items.length === 0 ? (
              <Alert color="gray" title={t('directory.empty.title')} data-testid="directory-empty">
                {filters.length > 0 ? (
                  <Stack gap="xs">
                    <Text size="sm">{t('directory.empty.text')}</Text>
                    <Group gap="xs">
                      {filters.map((filter) => (
                        <Chip
                          key={filter}
                          checked
                          onChange={() => change({ [filter]: undefined })}
                          aria-label={t('directory.empty.remove', { filter: t(FILTER_LABELS[filter]) })}
                        >
                          {t(FILTER_LABELS[filter])} ✕
                        </Chip>
                      ))}
                    </Group>
                    <Button variant="subtle" w="fit-content" onClick={() => goTo('')}>
                      {t('directory.empty.clearAll')}
                    </Button>
                  </Stack>
                ) : null}
              </Alert>
            ) : null}
            {page && totalPages > 1 ? (
              <Pagination
                total={totalPages}
                value={page.PageIndex + 1}
                onChange={(value) => change({ Page: value > 1 ? String(value) : undefined })}
                getControlProps={(control) => ({
                  'aria-label': `${t('directory.results.pages')}: ${control}`,
                })}
                aria-label={t('directory.results.pages')}
              />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <FiltersDrawer opened={drawerOpen} onClose={drawer.close} options={options} filters={filterState} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
