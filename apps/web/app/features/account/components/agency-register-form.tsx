import { TEAM_SIZE_FILTERS } from '@brifa/contracts';
import {
  Box,
  Button,
  type ComboboxItem,
  Divider,
  Group,
  type OptionsFilter,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountFields } from '../../../components/account-fields.tsx';
import { ClarificationCheckbox } from '../../../components/clarification-checkbox.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCities, useDistricts } from '../../../lib/api/list-places.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { digitsOnly, normaliseWebsite, searchKey } from '../../../lib/input-format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useRegisterProvider } from '../api/register-provider.ts';
import {
  EMPTY_PROVIDER_FORM,
  providerRegisterBody,
  providerStepErrors,
  stepOfField,
  type TLegalSuffixValue,
  type TLegalType,
  type TTeamSize,
} from '../provider-register-form.ts';
import { RegistrationCode } from './registration-code.tsx';

/** Place names match whatever the case and Turkish letters ("sisli" finds "Şişli"). */
const placeFilter: OptionsFilter = ({ options, search }) => {
  const key = searchKey(search);
  return (options as ComboboxItem[]).filter((option) => searchKey(option.label).includes(key));
};

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} fz="lg" mt="xs">
      {children}
    </Title>
  );
}

/** A new agency: (1) the owner's account, (2) the agency and its legal details. */
export function AgencyRegisterForm() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  // An invitation (/business-opportunity) links here with the invited e-mail and company filled in.
  const form = useForm({
    ...EMPTY_PROVIDER_FORM,
    Email: params.get('email')?.trim() ?? '',
    CompanyNickName: params.get('company')?.trim() ?? '',
  });
  const [active, setActive] = useState(0);
  const register = useRegisterProvider();
  /** The phone the sign-up code went to, and when: the code step replaces the form. */
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const cities = useCities(active === 1);
  const districts = useDistricts(form.values.CityId);
  const { values } = form;
  const legalEntity = values.LegalType === 'legal_entity';

  function goTo(step: number) {
    setActive(step);
    topRef.current?.scrollIntoView({ block: 'start' });
  }

  function next(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const errors = providerStepErrors(0, values, locale);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    goTo(1);
  }

  function showErrors(errors: Record<string, string>) {
    form.setErrors(errors);
    const firstStep = Math.min(
      ...Object.keys(errors)
        .map((field) => stepOfField(field))
        .filter((s) => s >= 0),
    );
    if (Number.isFinite(firstStep) && firstStep !== active) goTo(firstStep);
    focusFirstError();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const body = providerRegisterBody(values, locale);
    if (!body.ok) return showErrors(body.errors);
    try {
      await register.mutateAsync(body.data);
      setSent({ phone: body.data.CellPhoneNumber, at: Date.now() });
      topRef.current?.scrollIntoView({ block: 'start' });
    } catch (error) {
      const failure = form.fail(error);
      if (Object.keys(failure.fields).length > 0) showErrors(failure.fields);
    }
  }

  const cityOptions = (cities.data ?? []).map((city) => ({ value: String(city.Id), label: city.Name }));
  const districtOptions = (districts.data ?? []).map((district) => ({
    value: String(district.Id),
    label: district.Name,
  }));

  if (sent) {
    return (
      <div ref={topRef} style={{ scrollMarginTop: 80 }}>
        <RegistrationCode phone={sent.phone} sentAt={sent.at} onBack={() => setSent(null)} />
      </div>
    );
  }

  return (
    <div ref={topRef} style={{ scrollMarginTop: 80 }}>
      <Stepper
        active={active}
        onStepClick={(step) => step < active && goTo(step)}
        allowNextStepsSelect={false}
        size="sm"
        mb="xl"
      >
        <Stepper.Step
          label={t('account.agency.stepAccount')}
          description={
            <Box component="span" visibleFrom="sm">
              {t('account.agency.stepAccountHint')}
            </Box>
          }
        />
        <Stepper.Step
          label={t('account.agency.stepAgency')}
          description={
            <Box component="span" visibleFrom="sm">
              {t('account.agency.stepAgencyHint')}
            </Box>
          }
        />
      </Stepper>

      {active === 0 ? (
        <form onSubmit={next} noValidate aria-label={t('account.agency.stepAccount')}>
          <Stack gap="md">
            <AccountFields form={form} withClarification={false} />
            <FormAlert message={form.alert} />
            <Button type="submit" size="md" fullWidth>
              {t('account.agency.next')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('account.agency.stepAgency')}>
          <Stack gap="md">
            <SectionTitle>{t('account.agency.sectionAgency')}</SectionTitle>
            <TextInput
              label={t('account.agency.nickName')}
              description={t('account.agency.nickNameHint')}
              autoComplete="organization"
              required
              {...form.text('CompanyNickName')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Select
                label={t('account.agency.teamSize')}
                placeholder={t('account.agency.choose')}
                data={TEAM_SIZE_FILTERS.map((size) => ({
                  value: size,
                  label: t('account.agency.teamSizeOption', { size }),
                }))}
                value={values.TeamSize}
                onChange={(value) => form.setValue('TeamSize', value as TTeamSize | null)}
                error={form.errors.TeamSize}
                allowDeselect={false}
                required
              />
              <TextInput
                label={t('account.agency.foundedYear')}
                inputMode="numeric"
                maxLength={4}
                required
                {...form.text('FoundedYear', (raw) => digitsOnly(raw, 4))}
              />
            </SimpleGrid>
            <TextInput
              label={t('account.agency.website')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              required
              {...form.text('Website')}
              onBlur={() => form.setValue('Website', normaliseWebsite(values.Website))}
            />

            <Divider mt="xs" />
            <SectionTitle>{t('account.agency.sectionLegal')}</SectionTitle>
            <Radio.Group
              label={t('account.agency.legalType')}
              value={values.LegalType}
              onChange={(value) => {
                form.setValue('LegalType', value as TLegalType);
                // The tax number's rule and the title's hint change with the legal type.
                form.setErrors(
                  ({ TaxNumber: _tax, LegalSuffix: _suffix, CompanyTitle: _title, ...rest }) => rest,
                );
              }}
              required
            >
              <Group mt={8} gap="lg">
                <Radio value="legal_entity" label={t('account.agency.legalEntity')} />
                <Radio value="real_person" label={t('account.agency.realPerson')} />
              </Group>
            </Radio.Group>
            {legalEntity ? (
              <Select
                label={t('account.agency.legalSuffix')}
                placeholder={t('account.agency.choose')}
                data={[
                  { value: 'AS', label: t('account.agency.suffixAS') },
                  { value: 'LTD', label: t('account.agency.suffixLTD') },
                ]}
                value={values.LegalSuffix}
                onChange={(value) => form.setValue('LegalSuffix', value as TLegalSuffixValue | null)}
                error={form.errors.LegalSuffix}
                allowDeselect={false}
                required
              />
            ) : null}
            <TextInput
              label={legalEntity ? t('account.agency.companyTitle') : t('account.agency.personTitle')}
              description={
                legalEntity ? t('account.agency.companyTitleHint') : t('account.agency.personTitleHint')
              }
              required
              {...form.text('CompanyTitle')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={legalEntity ? t('account.agency.vkn') : t('account.agency.tckn')}
                description={legalEntity ? t('account.agency.vknHint') : t('account.agency.tcknHint')}
                inputMode="numeric"
                maxLength={legalEntity ? 10 : 11}
                required
                {...form.text('TaxNumber', (raw) => digitsOnly(raw, legalEntity ? 10 : 11))}
              />
              <TextInput
                label={t('account.agency.taxOffice')}
                description={t('account.agency.taxOfficeHint')}
                required
                {...form.text('TaxOffice')}
              />
            </SimpleGrid>

            <Divider mt="xs" />
            <SectionTitle>{t('account.agency.sectionContact')}</SectionTitle>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <TextInput
                label={t('account.agency.country')}
                value={t('account.agency.turkey')}
                readOnly
                disabled
              />
              <Select
                label={t('account.agency.city')}
                placeholder={cities.isLoading ? t('account.agency.loading') : t('account.agency.choose')}
                data={cityOptions}
                searchable
                filter={placeFilter}
                nothingFoundMessage={t('account.agency.nothingFound')}
                value={values.CityId}
                onChange={(value) => {
                  form.setValue('CityId', value);
                  form.setValue('DistrictId', null);
                }}
                error={form.errors.CityId ?? (cities.isError ? cities.error.message : undefined)}
                allowDeselect={false}
                required
              />
              <Select
                label={t('account.agency.district')}
                placeholder={values.CityId ? t('account.agency.choose') : t('account.agency.cityFirst')}
                data={districtOptions}
                searchable
                filter={placeFilter}
                nothingFoundMessage={t('account.agency.nothingFound')}
                disabled={!values.CityId}
                value={values.DistrictId}
                onChange={(value) => form.setValue('DistrictId', value)}
                error={form.errors.DistrictId ?? (districts.isError ? districts.error.message : undefined)}
                allowDeselect={false}
                required
              />
            </SimpleGrid>
            <Textarea
              label={t('account.agency.address')}
              autoComplete="street-address"
              autosize
              minRows={2}
              required
              {...form.text('Address')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('account.agency.phone')}
                description={t('account.agency.phoneHint')}
                type="tel"
                autoComplete="tel"
                placeholder="0212 123 45 67"
                required
                {...form.text('Phone')}
              />
              <TextInput
                label={t('account.agency.contactEmail')}
                description={t('account.agency.contactEmailHint')}
                type="email"
                inputMode="email"
                required
                {...form.text('ContactEmail')}
              />
            </SimpleGrid>
            <ClarificationCheckbox
              checked={values.IsClarificationAccepted}
              onChange={(checked) => form.setValue('IsClarificationAccepted', checked)}
              error={form.errors.IsClarificationAccepted}
            />
            <FormAlert message={form.alert} />
            <Group justify="space-between" gap="sm" wrap="wrap-reverse">
              <Button variant="default" size="md" onClick={() => goTo(0)}>
                {t('account.agency.back')}
              </Button>
              <Button type="submit" size="md" loading={register.isPending}>
                {t('account.agency.submit')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('account.register.smsNotice')}
            </Text>
          </Stack>
        </form>
      )}
    </div>
  );
}
