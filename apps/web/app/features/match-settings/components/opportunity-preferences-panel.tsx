import {
  AUDIENCE_TYPES,
  BUSINESS_TYPES,
  COMPANY_SIZES,
  GEO_SCOPES,
  type TOpportunityPreferencesPage,
  TURNOVER_RANGES,
  ZOpportunityPreferences,
} from '@brifa/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useOpportunityPreferences, useSaveOpportunityPreferences } from '../api/opportunity-preferences.ts';
import {
  AUDIENCE_LABELS,
  BUSINESS_TYPE_LABELS,
  COMPANY_SIZE_LABELS,
  GEO_SCOPE_LABELS,
  TURNOVER_LABELS,
} from './labels.ts';
import { useSectionForm } from './use-section-form.ts';

type TPreferences = TOpportunityPreferencesPage['Preferences'];
type TListField = 'AudienceTypes' | 'GeoScopes' | 'BusinessTypes' | 'Turnovers' | 'CompanySizes';
type TSwitchField =
  | 'BudgetDefinedOnly'
  | 'NoPersonalEmail'
  | 'NoNonDecisionMakers'
  | 'TendersAllowed'
  | 'NotifyByEmail'
  | 'NotifyByWhatsapp';

const FIELDS = [
  'BudgetDefinedOnly',
  'NoPersonalEmail',
  'NoNonDecisionMakers',
  'TendersAllowed',
  'AudienceTypes',
  'GeoScopes',
  'BusinessTypes',
  'Industries',
  'Turnovers',
  'CompanySizes',
  'NotifyByEmail',
  'NotifyByWhatsapp',
] as const;

const LISTS: Array<{
  field: TListField;
  label: TMessageKey;
  options: readonly string[];
  labels: Record<string, TMessageKey>;
}> = [
  {
    field: 'AudienceTypes',
    label: 'opportunityPreferences.audienceTypes',
    options: AUDIENCE_TYPES,
    labels: AUDIENCE_LABELS,
  },
  {
    field: 'GeoScopes',
    label: 'opportunityPreferences.geoScopes',
    options: GEO_SCOPES,
    labels: GEO_SCOPE_LABELS,
  },
  {
    field: 'BusinessTypes',
    label: 'opportunityPreferences.businessTypes',
    options: BUSINESS_TYPES,
    labels: BUSINESS_TYPE_LABELS,
  },
  {
    field: 'Turnovers',
    label: 'opportunityPreferences.turnovers',
    options: TURNOVER_RANGES,
    labels: TURNOVER_LABELS,
  },
  {
    field: 'CompanySizes',
    label: 'opportunityPreferences.companySizes',
    options: COMPANY_SIZES,
    labels: COMPANY_SIZE_LABELS,
  },
];

function PreferencesForm({ page }: { page: TOpportunityPreferencesPage }) {
  const t = useT();
  const [values, setValues] = useState<TPreferences>(page.Preferences);
  const form = useSectionForm(FIELDS);
  const save = useSaveOpportunityPreferences();

  function set<K extends keyof TPreferences>(field: K, value: TPreferences[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = form.check(ZOpportunityPreferences, values);
    if (!checked) return;
    save.mutate(checked, {
      onSuccess: (answer) => setValues(answer.Data.Preferences),
      onError: form.fail,
    });
  }

  const toggle = (field: TSwitchField, label: TMessageKey, description?: TMessageKey) => (
    <Switch
      key={field}
      name={field}
      label={t(label)}
      description={description ? t(description) : undefined}
      checked={values[field]}
      onChange={(event) => set(field, event.currentTarget.checked)}
      error={form.errors[field]}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="prefs-filters">
          <Title order={2} fz="lg" id="prefs-filters" mb="md">
            {t('opportunityPreferences.filters.title')}
          </Title>
          <Stack gap="md">
            {toggle('BudgetDefinedOnly', 'opportunityPreferences.budgetDefinedOnly')}
            {toggle(
              'NoPersonalEmail',
              'opportunityPreferences.noPersonalEmail',
              'opportunityPreferences.noPersonalEmailHint',
            )}
            {toggle('NoNonDecisionMakers', 'opportunityPreferences.noNonDecisionMakers')}
            {toggle('TendersAllowed', 'opportunityPreferences.tendersAllowed')}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="prefs-client">
          <Title order={2} fz="lg" id="prefs-client" mb="md">
            {t('opportunityPreferences.client.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {LISTS.map(({ field, label, options, labels }) => (
              <MultiSelect
                key={field}
                name={field}
                label={t(label)}
                placeholder={values[field].length === 0 ? t('opportunityPreferences.any') : undefined}
                clearable
                data={options.map((option) => ({ value: option, label: t(labels[option]!) }))}
                value={values[field] as string[]}
                onChange={(value) => set(field, value as never)}
                error={form.errors[field]}
              />
            ))}
            <MultiSelect
              name="Industries"
              label={t('opportunityPreferences.industries')}
              placeholder={values.Industries.length === 0 ? t('opportunityPreferences.any') : undefined}
              nothingFoundMessage={t('matchSettings.nothingFound')}
              searchable
              clearable
              hidePickedOptions
              data={page.Sectors.map((sector) => ({ value: String(sector.Id), label: sector.Name }))}
              value={values.Industries.map(String)}
              onChange={(value) => set('Industries', value.map(Number))}
              error={form.errors.Industries}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="prefs-notify">
          <Title order={2} fz="lg" id="prefs-notify" mb="md">
            {t('opportunityPreferences.notify.title')}
          </Title>
          <Stack gap="md">
            {toggle('NotifyByEmail', 'opportunityPreferences.notifyByEmail')}
            {toggle('NotifyByWhatsapp', 'opportunityPreferences.notifyByWhatsapp')}
          </Stack>
        </Card>
        {form.alert ? (
          <Text c="red.7" size="sm" role="alert">
            {form.alert}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="prefs-save">
            {t('opportunityPreferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /provider/opportunity-preferences: switches and lists, saved together. */
export function OpportunityPreferencesPanel({ initial }: { initial: TOpportunityPreferencesPage | null }) {
  const t = useT();
  const locale = useLocale();
  const preferences = useOpportunityPreferences(initial);
  const failure = preferences.error ? formFailure(preferences.error, locale, []) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4} maw={640}>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('opportunityPreferences.title')}
        </Title>
        <Text c="dimmed">{t('opportunityPreferences.subtitle')}</Text>
      </Stack>
      {preferences.data ? (
        <PreferencesForm page={preferences.data} key={locale} />
      ) : failure ? (
        <Alert color="red" title={t('opportunityPreferences.loadError')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failure.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void preferences.refetch()}>
              {t('matchSettings.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t('opportunityPreferences.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={160} radius="md" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
