import {
  AGENCY_TYPES,
  MATCH_SETTINGS_LIMITS,
  type TAgencyType,
  TECHNOLOGY_GROUP_KEYS,
  type TMatchSettingsPage,
  ZAgencyTypes,
  ZBestSectors,
  ZTechnologies,
} from '@brifa/contracts';
import { Checkbox, MultiSelect, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useSaveMatchSettings } from '../api/save-match-settings.ts';
import { AGENCY_TYPE_LABELS, TECH_GROUP_LABELS } from './labels.ts';
import { SectionCard } from './section-card.tsx';
import { useSectionForm } from './use-section-form.ts';

const ids = (values: readonly number[]) => values.map(String);
const numbers = (values: readonly string[]) => values.map(Number);

/** POST UserProviderType: 1 to 3 agency types. */
export function AgencyTypesSection({ page }: { page: TMatchSettingsPage }) {
  const t = useT();
  const [types, setTypes] = useState<string[]>(page.AgencyTypes);
  const form = useSectionForm(['AgencyTypes']);
  const save = useSaveMatchSettings('agencyTypes');

  function onSubmit() {
    const body = { AgencyTypes: types };
    if (!form.check(ZAgencyTypes, body)) return;
    save.mutate(body, { onSuccess: (answer) => setTypes(answer.Data.AgencyTypes), onError: form.fail });
  }

  return (
    <SectionCard
      id="agency-types"
      title={t('matchSettings.agencyTypes.title')}
      description={t('matchSettings.agencyTypes.description', { count: types.length })}
      alert={form.alert}
      saving={save.isPending}
      saveLabel={t('matchSettings.save')}
      onSubmit={onSubmit}
    >
      <Checkbox.Group
        aria-label={t('matchSettings.agencyTypes.title')}
        value={types}
        onChange={(value) => {
          setTypes(value);
          form.clear('AgencyTypes');
        }}
        error={form.errors.AgencyTypes}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {AGENCY_TYPES.map((type: TAgencyType) => (
            <Checkbox key={type} value={type} label={t(AGENCY_TYPE_LABELS[type])} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </SectionCard>
  );
}

/** POST ProviderBestSector: at least one sector, each once. */
export function SectorsSection({ page }: { page: TMatchSettingsPage }) {
  const t = useT();
  const [selected, setSelected] = useState<string[]>(ids(page.SectorIds));
  const form = useSectionForm(['SectorIds']);
  const save = useSaveMatchSettings('sectors');

  function onSubmit() {
    const body = { SectorIds: numbers(selected) };
    if (!form.check(ZBestSectors, body)) return;
    save.mutate(body, { onSuccess: (answer) => setSelected(ids(answer.Data.SectorIds)), onError: form.fail });
  }

  return (
    <SectionCard
      id="sectors"
      title={t('matchSettings.sectors.title')}
      description={t('matchSettings.sectors.description')}
      alert={form.alert}
      saving={save.isPending}
      saveLabel={t('matchSettings.save')}
      onSubmit={onSubmit}
    >
      <MultiSelect
        label={t('matchSettings.sectors.label')}
        placeholder={t('matchSettings.sectors.placeholder')}
        nothingFoundMessage={t('matchSettings.nothingFound')}
        required
        searchable
        clearable
        hidePickedOptions
        data={page.Options.Sectors.map((sector) => ({ value: String(sector.Id), label: sector.Name }))}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          form.clear('SectorIds');
        }}
        error={form.errors.SectorIds}
        data-testid="match-sectors-input"
      />
    </SectionCard>
  );
}

/** POST Technology: at least 5 technologies, grouped in the picker. */
export function TechnologiesSection({ page }: { page: TMatchSettingsPage }) {
  const t = useT();
  const [selected, setSelected] = useState<string[]>(ids(page.TechnologyIds));
  const form = useSectionForm(['TechnologyIds']);
  const save = useSaveMatchSettings('technologies');
  const groups = TECHNOLOGY_GROUP_KEYS.map((group) => ({
    group: t(TECH_GROUP_LABELS[group]),
    items: page.Options.Technologies.filter((technology) => technology.GroupKey === group).map(
      (technology) => ({ value: String(technology.Id), label: technology.Name }),
    ),
  })).filter((group) => group.items.length > 0);

  function onSubmit() {
    const body = { TechnologyIds: numbers(selected) };
    if (!form.check(ZTechnologies, body)) return;
    save.mutate(body, {
      onSuccess: (answer) => setSelected(ids(answer.Data.TechnologyIds)),
      onError: form.fail,
    });
  }

  return (
    <SectionCard
      id="technologies"
      title={t('matchSettings.technologies.title')}
      description={t('matchSettings.technologies.description', {
        min: MATCH_SETTINGS_LIMITS.technologiesMin,
        count: selected.length,
      })}
      alert={form.alert}
      saving={save.isPending}
      saveLabel={t('matchSettings.save')}
      onSubmit={onSubmit}
    >
      <MultiSelect
        label={t('matchSettings.technologies.label')}
        placeholder={t('matchSettings.technologies.placeholder')}
        nothingFoundMessage={t('matchSettings.nothingFound')}
        required
        searchable
        clearable
        hidePickedOptions
        data={groups}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          form.clear('TechnologyIds');
        }}
        error={form.errors.TechnologyIds}
        data-testid="match-technologies-input"
      />
    </SectionCard>
  );
}
