import { Button, Group, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { useFilterCatalogues } from '../api/list-filters.ts';

/** The list's search, category and sector, read from the URL query (so a filtered list can be shared). */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const page = number('page') ?? 1;
  /** Sets some query values (null removes one); any filter change goes back to the first page. */
  const update = (changes: Record<string, string | number | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return {
    params,
    search: params.get('q') ?? '',
    categoryId: number('category'),
    sectorId: number('sector'),
    page,
    update,
  };
}

/** Search box (applied on Enter or the button) and the category and sector selects. */
export function ListFilters() {
  const t = useT();
  const query = useListQuery();
  const { categories, sectors } = useFilterCatalogues();
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);

  return (
    <Group
      component="form"
      role="search"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        query.update({ q: search.trim() || null });
      }}
      data-testid="list-filters"
    >
      <TextInput
        type="search"
        label={t('opportunities.filters.search')}
        placeholder={t('opportunities.filters.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label={t('opportunities.filters.category')}
        placeholder={t('opportunities.filters.any')}
        data={categories.map((category) => ({ value: String(category.Id), label: category.Name }))}
        value={query.categoryId ? String(query.categoryId) : null}
        onChange={(value) => query.update({ category: value })}
        searchable
        clearable
        style={{ flex: '1 1 200px' }}
      />
      <Select
        label={t('opportunities.filters.sector')}
        placeholder={t('opportunities.filters.any')}
        data={sectors.map((sector) => ({ value: String(sector.Id), label: sector.Name }))}
        value={query.sectorId ? String(query.sectorId) : null}
        onChange={(value) => query.update({ sector: value })}
        searchable
        clearable
        style={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="light">
        {t('opportunities.filters.apply')}
      </Button>
    </Group>
  );
}
