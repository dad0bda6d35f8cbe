import {
  agenciesEndpoints,
  type TAboutSettingPage,
  TEAM_SIZE_FILTERS,
  type TEndpointBody,
} from '@brifa/contracts';
import { Alert, Button, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCities, useDistricts } from '../../../lib/api/list-places.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useSaveAbout } from '../api/about-settings.ts';
import { SectionCard } from './section-card.tsx';

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** Name, legal details and contact (the registration's rules); only the owner may save them. */
export function BasicSection({ page }: { page: TAboutSettingPage }) {
  const t = useT();
  const info = page.BasicInformation;
  const form = useForm({
    CompanyNickName: info.CompanyNickName,
    LegalType: info.LegalType,
    LegalSuffix: text(info.LegalSuffix),
    CompanyTitle: info.CompanyTitle,
    TaxNumber: text(info.TaxNumber),
    TaxOffice: text(info.TaxOffice),
    CityId: text(info.CityId),
    DistrictId: text(info.DistrictId),
    Address: text(info.Address),
    ZipCode: text(info.ZipCode),
    Website: text(info.Website),
    Phone: text(info.Phone),
    ContactEmail: text(info.ContactEmail),
    TeamSize: text(info.TeamSize),
    FoundedYear: text(info.FoundedYear),
    ExperienceYears: text(info.ExperienceYears),
  });
  const cities = useCities();
  const districts = useDistricts(form.values.CityId || null);
  const save = useSaveAbout();
  const disabled = !page.IsOwner;
  const legal = form.values.LegalType === 'legal_entity';
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    // The form holds every field as text (selects included); the API checks each one and answers field errors.
    const body = {
      ...form.values,
      CountryId: info.CountryId,
      LegalSuffix: legal ? form.values.LegalSuffix || null : null,
    } as TEndpointBody<typeof agenciesEndpoints.putProviderBasicInformation>;
    save.mutate((api) => callEndpoint(api, agenciesEndpoints.putProviderBasicInformation, { body }), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('profileSettings.saved') }),
      onError: (error) => form.fail(error),
    });
  }

  return (
    <SectionCard title={t('profileSettings.basic.title')}>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            {disabled ? <Alert color="gray">{t('profileSettings.basic.ownerOnly')}</Alert> : null}
            <FormAlert message={form.alert} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput {...form.text('CompanyNickName')} label={t('account.agency.nickName')} required />
              <TextInput {...form.text('Website')} label={t('account.agency.website')} type="url" required />
              <Select
                label={t('account.agency.teamSize')}
                data={TEAM_SIZE_FILTERS.map((size) => ({
                  value: size,
                  label: t('account.agency.teamSizeOption', { size }),
                }))}
                value={form.values.TeamSize || null}
                onChange={(value) => form.setValue('TeamSize', value ?? '')}
                error={form.errors.TeamSize}
                required
              />
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  {...form.text('FoundedYear')}
                  label={t('account.agency.foundedYear')}
                  inputMode="numeric"
                  required
                />
                <TextInput
                  {...form.text('ExperienceYears')}
                  label={t('profileSettings.basic.experienceYears')}
                  inputMode="numeric"
                  required
                />
              </SimpleGrid>
            </SimpleGrid>
            <SegmentedControl
              fullWidth
              orientation={isPhone ? 'vertical' : 'horizontal'}
              value={form.values.LegalType}
              onChange={(value) => form.setValue('LegalType', value)}
              data={[
                { value: 'legal_entity', label: t('account.agency.legalEntity') },
                { value: 'real_person', label: t('account.agency.realPerson') },
              ]}
              aria-label={t('account.agency.legalType')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {legal ? (
                <Select
                  label={t('account.agency.legalSuffix')}
                  data={[
                    { value: 'AS', label: t('account.agency.suffixAS') },
                    { value: 'LTD', label: t('account.agency.suffixLTD') },
                  ]}
                  value={form.values.LegalSuffix || null}
                  onChange={(value) => form.setValue('LegalSuffix', value ?? '')}
                  error={form.errors.LegalSuffix}
                  required
                />
              ) : null}
              <TextInput
                {...form.text('CompanyTitle')}
                label={t(legal ? 'account.agency.companyTitle' : 'account.agency.personTitle')}
                required
              />
              <TextInput
                {...form.text('TaxNumber', (raw) => raw.replace(/\D/g, ''))}
                label={t(legal ? 'account.agency.vkn' : 'account.agency.tckn')}
                inputMode="numeric"
                required
              />
              <TextInput {...form.text('TaxOffice')} label={t('account.agency.taxOffice')} required />
              <Select
                label={t('account.agency.city')}
                data={(cities.data ?? []).map((city) => ({ value: String(city.Id), label: city.Name }))}
                value={form.values.CityId || null}
                onChange={(value) => {
                  form.setValue('CityId', value ?? '');
                  form.setValue('DistrictId', '');
                }}
                error={form.errors.CityId}
                searchable
                required
              />
              <Select
                label={t('account.agency.district')}
                placeholder={form.values.CityId ? t('account.agency.choose') : t('account.agency.cityFirst')}
                data={(districts.data ?? []).map((district) => ({
                  value: String(district.Id),
                  label: district.Name,
                }))}
                value={form.values.DistrictId || null}
                onChange={(value) => form.setValue('DistrictId', value ?? '')}
                error={form.errors.DistrictId}
                searchable
                required
              />
              <TextInput {...form.text('Address')} label={t('account.agency.address')} required />
              <TextInput
                {...form.text('ZipCode')}
                label={t('profileSettings.basic.zipCode')}
                inputMode="numeric"
              />
              <TextInput {...form.text('Phone')} label={t('account.agency.phone')} type="tel" required />
              <TextInput
                {...form.text('ContactEmail')}
                label={t('account.agency.contactEmail')}
                type="email"
                required
              />
            </SimpleGrid>
            {disabled ? null : (
              <Button type="submit" w="fit-content" loading={save.isPending}>
                {t('profileSettings.save')}
              </Button>
            )}
          </Stack>
        </fieldset>
      </form>
    </SectionCard>
  );
}
