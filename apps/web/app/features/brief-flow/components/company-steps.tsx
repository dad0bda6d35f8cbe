import { COMPANY_SIZES } from '@brifa/contracts';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { COMPANY_SIZE_CHOICES } from '../../../entities/brief/brief-labels.ts';
import { useCities } from '../../../lib/api/list-places.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSectors } from '../api/list-sectors.ts';
import type { TBriefForm } from './step-props.ts';

/**
 * Who the client is, as far as matching needs it: the company, its industry and province, its size and whether
 * the client decides. Employees, district, turnover and business model are asked after submission.
 */
export function CompanyStep({ form }: { form: TBriefForm }) {
  const t = useT();
  const { values, errors } = form;
  const sectors = useSectors();
  const cities = useCities();
  const select = {
    allowDeselect: false,
    searchable: true,
    // Typing part of a name and pressing Enter picks the first match (keyboard users need no arrow keys).
    selectFirstOptionOnChange: true,
    comboboxProps: { withinPortal: true },
    placeholder: t('briefFlow.choose'),
    nothingFoundMessage: t('briefFlow.nothingFound'),
  } as const;
  return (
    <Stack gap="md">
      <TextInput
        label={t('briefFlow.company.name')}
        autoComplete="organization"
        required
        maxLength={120}
        {...form.text('CompanyName')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          {...select}
          label={t('briefFlow.company.sector')}
          name="SectorId"
          required
          data={(sectors.data ?? []).map((sector) => ({ value: String(sector.Id), label: sector.Name }))}
          value={values.SectorId}
          onChange={(value) => form.setValue('SectorId', value)}
          error={errors.SectorId}
        />
        <Select
          {...select}
          label={t('briefFlow.company.city')}
          name="CityId"
          required
          data={(cities.data ?? []).map((city) => ({ value: String(city.Id), label: city.Name }))}
          value={values.CityId}
          onChange={(value) => form.setValue('CityId', value)}
          error={errors.CityId}
        />
      </SimpleGrid>
      <Radio.Group
        name="CompanySize"
        label={t('brief.field.size')}
        required
        value={values.CompanySize}
        onChange={(value) => form.setValue('CompanySize', value as (typeof COMPANY_SIZES)[number])}
        error={errors.CompanySize}
      >
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing={8} mt={8}>
          {COMPANY_SIZES.map((size) => (
            <Radio key={size} value={size} label={t(COMPANY_SIZE_CHOICES[size])} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group
        name="IsDecisionMaker"
        label={t('briefFlow.company.decisionMaker')}
        required
        value={values.IsDecisionMaker === null ? null : values.IsDecisionMaker ? 'yes' : 'no'}
        onChange={(value) => form.setValue('IsDecisionMaker', value === 'yes')}
        error={errors.IsDecisionMaker}
      >
        <Group gap="md" mt={8}>
          <Radio value="yes" label={t('briefFlow.company.decisionMakerYes')} />
          <Radio value="no" label={t('briefFlow.company.decisionMakerNo')} />
        </Group>
      </Radio.Group>
    </Stack>
  );
}
