import { DIRECTORY_SORTS, type TDirectorySort, TEAM_SIZE_FILTERS } from '@brifa/contracts';
import { Button, NativeSelect, type NativeSelectProps, Stack, TextInput } from '@mantine/core';
import { useDidUpdate } from '@mantine/hooks';
import { useRef } from 'react';
import { Form } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';

const SORT_LABELS: Record<TDirectorySort, TMessageKey> = {
  recommended: 'directory.sort.recommended',
  rating: 'directory.sort.rating',
  reviews: 'directory.sort.reviews',
};

import type { TDirectoryOptions } from '../api/directory-options.ts';
import { searchOfForm } from '../directory-params.ts';
import type { TDirectorySearch } from '../use-directory-search.ts';

/**
 * A native select that follows the URL without being controlled: a choice made before the page has hydrated is
 * kept (and sent by "Show results"), where a controlled select would be reset by hydration; later URL changes
 * set it without remounting it, so the keyboard's focus stays.
 */
function FilterSelect({
  value,
  onChoose,
  ...props
}: Omit<NativeSelectProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onChoose: (value: string) => void;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  useDidUpdate(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return (
    <NativeSelect
      ref={ref}
      defaultValue={value}
      onChange={(event) => onChoose(event.currentTarget.value)}
      {...props}
    />
  );
}

/**
 * The directory's filters. Choices apply at once (the URL changes, the server answers); typed ones (service,
 * prices) apply on Enter or "Show results". A GET form, so the page works before JavaScript loads too.
 */
export function DirectoryFilters({
  options,
  filters,
  onApplied,
}: {
  options: TDirectoryOptions;
  filters: TDirectorySearch;
  onApplied?: () => void;
}) {
  const t = useT();
  const { search, change, goTo } = filters;
  const choose = (name: string) => (value: string) => {
    change({ [name]: value || undefined });
    onApplied?.();
  };
  // Native selects: the phone's own picker, typing to jump in long lists, and no pop-up code on the page (Mantine's
  // Select brought floating-ui, the combobox and a scroll area: about 30 kB compressed).
  const select = (name: string, label: string, data: Array<{ value: string; label: string }>) => (
    <FilterSelect
      name={name}
      label={label}
      data={[{ value: '', label: t('directory.filters.any') }, ...data]}
      value={search.get(name) ?? ''}
      onChoose={choose(name)}
    />
  );
  return (
    <Form
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        goTo(searchOfForm(event.currentTarget));
        onApplied?.();
      }}
      aria-label={t('directory.filters.title')}
    >
      <Stack gap="sm">
        {search.get('Search') ? (
          <input type="hidden" name="Search" value={search.get('Search') ?? ''} />
        ) : null}
        {select(
          'Sort',
          t('directory.sort.label'),
          DIRECTORY_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) })),
        )}
        {select(
          'CategoryId',
          t('directory.filters.category'),
          options.categories.map((category) => ({ value: String(category.Id), label: category.Name })),
        )}
        <TextInput
          name="Service"
          label={t('directory.filters.service')}
          placeholder={t('directory.filters.servicePlaceholder')}
          defaultValue={search.get('Service') ?? ''}
          key={`service-${search.get('Service') ?? ''}`}
        />
        {select(
          'CityId',
          t('directory.filters.city'),
          options.cities.map((city) => ({ value: String(city.Id), label: city.Name })),
        )}
        {select(
          'TeamSize',
          t('directory.filters.teamSize'),
          TEAM_SIZE_FILTERS.map((size) => ({
            value: size,
            label: t('directory.filters.teamSizeOption', { size }),
          })),
        )}
        {select(
          'MinRating',
          t('directory.filters.rating'),
          ['4', '3', '2', '1'].map((stars) => ({
            value: stars,
            label: t('directory.filters.ratingOption', { stars }),
          })),
        )}
        <TextInput
          name="MinPrice"
          label={t('directory.filters.minPrice')}
          inputMode="numeric"
          defaultValue={search.get('MinPrice') ?? ''}
          key={`min-${search.get('MinPrice') ?? ''}`}
        />
        <TextInput
          name="MaxPrice"
          label={t('directory.filters.maxPrice')}
          inputMode="numeric"
          defaultValue={search.get('MaxPrice') ?? ''}
          key={`max-${search.get('MaxPrice') ?? ''}`}
        />
        {select(
          'SectorId',
          t('directory.filters.sector'),
          options.sectors.map((sector) => ({ value: String(sector.Id), label: sector.Name })),
        )}
        {select(
          'TechnologyId',
          t('directory.filters.technology'),
          options.technologies.map((technology) => ({
            value: String(technology.Id),
            label: technology.Name,
          })),
        )}
        <Button type="submit">{t('directory.filters.apply')}</Button>
        <Button variant="subtle" onClick={() => goTo('')}>
          {t('directory.filters.clear')}
        </Button>
      </Stack>
    </Form>
  );
}
