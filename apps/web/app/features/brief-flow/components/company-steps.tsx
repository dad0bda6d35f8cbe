import {
  AVAILABLE_TIMES,
  BUSINESS_TYPES,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  EMPLOYEE_COUNTS,
  TURNOVER_RANGES,
} from '@brifa/contracts';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  AVAILABLE_TIME_CHOICES,
  BUSINESS_TYPE_LABELS,
  COMPANY_SIZE_CHOICES,
  CONTACT_CHOICES,
  EMPLOYEE_COUNT_CHOICES,
  TURNOVER_CHOICES,
} from '../../../entities/brief/brief-labels.ts';
import { useCities, useDistricts } from '../../../lib/api/list-places.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSectors } from '../api/list-sectors.ts';
import type { TBriefForm } from './step-props.ts';

/** Options of a Select from a fixed list and its dictionary keys. */
function useOptions<K extends string>(
  list: readonly K[],
  labels: Record<K, Parameters<ReturnType<typeof useT>>[0]>,
) {
  const t = useT();
  return list.map((value) => ({ value, label: t(labels[value]) }));
}

/** Who the client is: company, industry, size, turnover, location and whether they decide. */
export function CompanyStep({ form }: { form: TBriefForm }) {
  const t = useT();
  const { values, errors } = form;
  const sectors = useSectors();
  const cities = useCities();
  const districts = useDistricts(values.CityId);
  const sizes = useOptions(COMPANY_SIZES, COMPANY_SIZE_CHOICES);
  const employees = useOptions(EMPLOYEE_COUNTS, EMPLOYEE_COUNT_CHOICES);
  const turnovers = useOptions(TURNOVER_RANGES, TURNOVER_CHOICES);
  const businessTypes = useOptions(BUSINESS_TYPES, BUSINESS_TYPE_LABELS);
  const select = {
    allowDeselect: false,
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
      <Select
        {...select}
        label={t('briefFlow.company.sector')}
        name="SectorId"
        required
        searchable
        data={(sectors.data ?? []).map((sector) => ({ value: String(sector.Id), label: sector.Name }))}
        value={values.SectorId}
        onChange={(value) => form.setValue('SectorId', value)}
        error={errors.SectorId}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          {...select}
          label={t('brief.field.size')}
          name="CompanySize"
          required
          data={sizes}
          value={values.CompanySize}
          onChange={(value) => form.setValue('CompanySize', value as (typeof COMPANY_SIZES)[number] | null)}
          error={errors.CompanySize}
        />
        <Select
          {...select}
          label={t('briefFlow.company.employees')}
          name="EmployeeCount"
          required
          data={employees}
          value={values.EmployeeCount}
          onChange={(value) =>
            form.setValue('EmployeeCount', value as (typeof EMPLOYEE_COUNTS)[number] | null)
          }
          error={errors.EmployeeCount}
        />
        <Select
          {...select}
          label={t('brief.field.turnover')}
          name="Turnover"
          required
          data={turnovers}
          value={values.Turnover}
          onChange={(value) => form.setValue('Turnover', value as (typeof TURNOVER_RANGES)[number] | null)}
          error={errors.Turnover}
        />
        <Select
          {...select}
          label={t('briefFlow.company.businessType')}
          name="BusinessType"
          required
          data={businessTypes}
          value={values.BusinessType}
          onChange={(value) => form.setValue('BusinessType', value as (typeof BUSINESS_TYPES)[number] | null)}
          error={errors.BusinessType}
        />
        <Select
          {...select}
          label={t('briefFlow.company.city')}
          name="CityId"
          required
          searchable
          data={(cities.data ?? []).map((city) => ({ value: String(city.Id), label: city.Name }))}
          value={values.CityId}
          onChange={(value) => {
            form.setValue('CityId', value);
            form.setValue('DistrictId', null);
          }}
          error={errors.CityId}
        />
        <Select
          {...select}
          allowDeselect
          clearable
          label={t('briefFlow.company.district')}
          name="DistrictId"
          searchable
          disabled={!values.CityId}
          placeholder={values.CityId ? t('briefFlow.choose') : t('briefFlow.company.cityFirst')}
          data={(districts.data ?? []).map((district) => ({
            value: String(district.Id),
            label: district.Name,
          }))}
          value={values.DistrictId}
          onChange={(value) => form.setValue('DistrictId', value)}
          error={errors.DistrictId}
        />
      </SimpleGrid>
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

/** How and when agencies may reach the client. */
export function ContactStep({ form }: { form: TBriefForm }) {
  const t = useT();
  const { values, errors } = form;
  return (
    <Stack gap="lg">
      <Radio.Group
        name="ContactPreference"
        label={t('briefFlow.contact.label')}
        required
        value={values.ContactPreference}
        onChange={(value) =>
          form.setValue('ContactPreference', value as (typeof CONTACT_PREFERENCES)[number])
        }
        error={errors.ContactPreference}
      >
        <Stack gap={8} mt={8}>
          {CONTACT_PREFERENCES.map((preference) => (
            <Radio key={preference} value={preference} label={t(CONTACT_CHOICES[preference])} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        name="AvailableTime"
        label={t('briefFlow.time.label')}
        required
        value={values.AvailableTime}
        onChange={(value) => form.setValue('AvailableTime', value as (typeof AVAILABLE_TIMES)[number])}
        error={errors.AvailableTime}
      >
        <Stack gap={8} mt={8}>
          {AVAILABLE_TIMES.map((time) => (
            <Radio key={time} value={time} label={t(AVAILABLE_TIME_CHOICES[time])} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
