import {
  AUDIENCE_TYPES,
  AVAILABLE_TIMES,
  BUSINESS_TYPES,
  CONTACT_PREFERENCES,
  EMPLOYEE_COUNTS,
  GEO_SCOPES,
  missingFieldsSchema,
  type TAudienceType,
  type TBusinessType,
  type TGeoScope,
  type TOffer,
  type TOfferCompletionField,
  type TOfferMissingFields,
  type TTurnoverRange,
  TURNOVER_RANGES,
} from '@brifa/contracts';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useRef } from 'react';
import {
  AVAILABLE_TIME_CHOICES,
  CONTACT_CHOICES,
  EMPLOYEE_COUNT_CHOICES,
} from '../../../entities/brief/brief-labels.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useCompleteOffer } from '../api/not-completed-offers.ts';

const FIELD_LABELS: Record<TOfferCompletionField, TMessageKey> = {
  AudienceType: 'projectComplete.field.AudienceType',
  GeoScope: 'projectComplete.field.GeoScope',
  BusinessType: 'projectComplete.field.BusinessType',
  Turnover: 'projectComplete.field.Turnover',
  IsTender: 'projectComplete.field.IsTender',
  EmployeeCount: 'projectComplete.field.EmployeeCount',
  ContactPreference: 'projectComplete.field.ContactPreference',
  AvailableTime: 'projectComplete.field.AvailableTime',
};
const AUDIENCE: Record<TAudienceType, TMessageKey> = {
  b2b: 'projectComplete.audience.b2b',
  b2c: 'projectComplete.audience.b2c',
  b2g: 'projectComplete.audience.b2g',
};
const GEO: Record<TGeoScope, TMessageKey> = {
  local: 'projectComplete.geo.local',
  national: 'projectComplete.geo.national',
  international: 'projectComplete.geo.international',
};
const BUSINESS: Record<TBusinessType, TMessageKey> = {
  manufacturing: 'projectComplete.business.manufacturing',
  retail: 'projectComplete.business.retail',
  ecommerce: 'projectComplete.business.ecommerce',
  services: 'projectComplete.business.services',
  technology: 'projectComplete.business.technology',
  other: 'projectComplete.business.other',
};
const TURNOVER: Record<TTurnoverRange, TMessageKey> = {
  under_10m: 'projectComplete.turnover.under_10m',
  '10m_100m': 'projectComplete.turnover.10m_100m',
  '100m_1b': 'projectComplete.turnover.100m_1b',
  over_1b: 'projectComplete.turnover.over_1b',
};
const CHOICES = {
  AudienceType: [AUDIENCE_TYPES, AUDIENCE],
  GeoScope: [GEO_SCOPES, GEO],
  BusinessType: [BUSINESS_TYPES, BUSINESS],
  Turnover: [TURNOVER_RANGES, TURNOVER],
  // Asked after the brief pop-up (issue 16): the labels the pop-up used to show.
  EmployeeCount: [EMPLOYEE_COUNTS, EMPLOYEE_COUNT_CHOICES],
  ContactPreference: [CONTACT_PREFERENCES, CONTACT_CHOICES],
  AvailableTime: [AVAILABLE_TIMES, AVAILABLE_TIME_CHOICES],
} as const satisfies Record<Exclude<TOfferCompletionField, 'IsTender'>, readonly [readonly string[], object]>;

type TValues = Record<TOfferCompletionField, string>;

/** The form values as the API body: an unanswered field is null, the tender answer a boolean. */
function toBody(values: TValues, fields: readonly TOfferCompletionField[]): TOfferMissingFields {
  const body: Record<string, string | boolean | null> = {};
  for (const field of fields) {
    const value = values[field];
    body[field] = value === '' ? null : field === 'IsTender' ? value === 'yes' : value;
  }
  return body as TOfferMissingFields;
}

/** One project's missing brief fields (only those), saved on their own. */
export function MissingFieldsForm({ offer }: { offer: TOffer }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TValues>({
    AudienceType: '',
    GeoScope: '',
    BusinessType: '',
    Turnover: '',
    IsTender: '',
    EmployeeCount: '',
    ContactPreference: '',
    AvailableTime: '',
  });
  const save = useCompleteOffer();
  const fields = offer.MissingFields;

  function focusFirstError() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const body = toBody(form.values, fields);
    const checked = checkForm(missingFieldsSchema(fields), body, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    try {
      const answer = await save.mutateAsync({ offerKey: offer.OfferKey, fields: body });
      if (answer.Message) notifications.show({ color: 'green', message: answer.Message });
    } catch (error) {
      form.fail(error);
      focusFirstError();
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="missing-fields-form"
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
              <Title order={3} fz="lg" id={headingId}>
                {offer.CategoryName} · {offer.CompanyName}
              </Title>
              <Text size="sm" c="dimmed">
                {t('projectComplete.createdAt', {
                  date: formatDate(offer.CreatedAt, locale),
                })}
              </Text>
            </Stack>
            <Badge color="orange" variant="light">
              {t('projectComplete.missingCount', { count: fields.length })}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((field) =>
              field === 'IsTender' ? (
                <Radio.Group
                  key={field}
                  name={`${offer.OfferKey}-IsTender`}
                  label={t(FIELD_LABELS[field])}
                  description={t('projectComplete.hint.IsTender')}
                  required
                  value={form.values.IsTender}
                  onChange={(value) => form.setValue('IsTender', value)}
                  error={form.errors.IsTender}
                >
                  <Group gap="lg" mt={6}>
                    <Radio
                      value="yes"
                      label={t('projectComplete.tender.yes')}
                      aria-invalid={!!form.errors.IsTender}
                    />
                    <Radio value="no" label={t('projectComplete.tender.no')} />
                  </Group>
                </Radio.Group>
              ) : (
                <NativeSelect
                  key={field}
                  label={t(FIELD_LABELS[field])}
                  required
                  data={[
                    { value: '', label: t('projectComplete.choose'), disabled: true },
                    ...CHOICES[field][0].map((value) => ({
                      value,
                      label: t((CHOICES[field][1] as Record<string, TMessageKey>)[value]!),
                    })),
                  ]}
                  {...form.text(field)}
                />
              ),
            )}
          </SimpleGrid>
          {form.alert ? (
            <Text c="red" size="sm" role="alert">
              {form.alert}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('projectComplete.saveProject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
