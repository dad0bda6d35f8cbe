import {
  CITY_PREFERENCES,
  MOBILE_MINIMUM_PRICE_TRY,
  type TMatchSettingsPage,
  WORK_REGIONS,
  workAreaSchema,
} from '@brifa/contracts';
import { Checkbox, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { digitsOnly } from '../../../lib/input-format.ts';
import { formatNumber } from '../../../lib/money.ts';
import { useSaveMatchSettings } from '../api/save-match-settings.ts';
import { REGION_LABELS } from './labels.ts';
import { SectionCard } from './section-card.tsx';
import { useSectionForm } from './use-section-form.ts';

function valuesOf(page: TMatchSettingsPage) {
  return {
    WorkRegions: page.WorkRegions as string[],
    CityPreference: page.CityPreference as string,
    MobileMinPrice: page.MobileMinPrice === null ? '' : String(page.MobileMinPrice),
  };
}

/** POST Provider/access-work-area: regions (at least one), city preference, mobile minimum price. */
export function WorkAreaSection({ page }: { page: TMatchSettingsPage }) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState(() => valuesOf(page));
  const form = useSectionForm(['WorkRegions', 'CityPreference', 'MobileMinPrice']);
  const save = useSaveMatchSettings('workArea');
  const minimum = formatNumber(MOBILE_MINIMUM_PRICE_TRY, locale);

  function set<K extends keyof typeof values>(field: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  }

  function onSubmit() {
    const checked = form.check(workAreaSchema(page.MobilePriceRequired), values);
    if (!checked) return;
    save.mutate(values, {
      onSuccess: (answer) => setValues(valuesOf(answer.Data)),
      onError: form.fail,
    });
  }

  return (
    <SectionCard
      id="work-area"
      title={t('matchSettings.workArea.title')}
      description={t('matchSettings.workArea.description')}
      alert={form.alert}
      saving={save.isPending}
      saveLabel={t('matchSettings.save')}
      onSubmit={onSubmit}
    >
      <Checkbox.Group
        label={t('matchSettings.workArea.regions')}
        required
        value={values.WorkRegions}
        onChange={(value) => set('WorkRegions', value)}
        error={form.errors.WorkRegions}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {WORK_REGIONS.map((region) => (
            <Checkbox key={region} value={region} label={t(REGION_LABELS[region])} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Radio.Group
        label={t('matchSettings.workArea.cityPreference')}
        value={values.CityPreference}
        onChange={(value) => set('CityPreference', value)}
        error={form.errors.CityPreference}
      >
        <Stack gap="xs" mt="xs">
          {CITY_PREFERENCES.map((preference) => (
            <Radio
              key={preference}
              value={preference}
              label={
                preference === 'all'
                  ? t('matchSettings.workArea.allCities')
                  : page.OwnCity
                    ? t('matchSettings.workArea.ownCity', { city: page.OwnCity.Name })
                    : t('matchSettings.workArea.ownCityUnknown')
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        label={t('matchSettings.workArea.mobilePrice')}
        description={t('matchSettings.workArea.mobilePriceHint', { min: minimum })}
        name="MobileMinPrice"
        inputMode="numeric"
        autoComplete="off"
        maw={320}
        required={page.MobilePriceRequired}
        value={values.MobileMinPrice}
        error={form.errors.MobileMinPrice}
        onChange={(event) => set('MobileMinPrice', digitsOnly(event.currentTarget.value, 9))}
      />
    </SectionCard>
  );
}
