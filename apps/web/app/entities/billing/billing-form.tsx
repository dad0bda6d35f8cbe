import {
  BILLING_LIMITS,
  type TBillingType,
  type TInvoiceCustomer,
  type TInvoiceCustomerInput,
  ZInvoiceCustomerInput,
} from '@brifa/contracts';
import { Button, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { focusFirstError } from '../../lib/focus-first-error.ts';
import { checkForm } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useSaveBillingDetails } from './billing-api.ts';

type TValues = {
  Type: TBillingType;
  FullName: string;
  IdentityNumber: string;
  Title: string;
  TaxNumber: string;
  TaxOffice: string;
  Address: string;
  City: string;
  District: string;
  Email: string;
};

function initialValues(saved: TInvoiceCustomer | null | undefined, email: string): TValues {
  return {
    Type: saved?.Type ?? 'corporate',
    FullName: saved?.FullName ?? '',
    IdentityNumber: saved?.IdentityNumber ?? '',
    Title: saved?.Title ?? '',
    TaxNumber: saved?.TaxNumber ?? '',
    TaxOffice: saved?.TaxOffice ?? '',
    Address: saved?.Address ?? '',
    City: saved?.City ?? '',
    District: saved?.District ?? '',
    Email: saved?.Email ?? email,
  };
}

/** Digits only, at most `max` (TCKN 11, VKN 10): what the keyboard may type into a number field. */
function digits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * The billing details form (individual: name and TCKN; corporate: title, VKN, tax office; both: address,
 * city, district, e-mail). Checked with the API's own schema before sending, so the messages beside the fields
 * are the API's; the API's refusal is placed beside its fields too.
 */
export function BillingForm(props: {
  saved: TInvoiceCustomer | null | undefined;
  /** The session user's e-mail, the default for invoices. */
  defaultEmail: string;
  submitLabel?: string;
  onSaved?: (saved: TInvoiceCustomer) => void;
  /** A cancel button beside submit (the pop-up). */
  onCancel?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<TValues>(initialValues(props.saved, props.defaultEmail));
  const save = useSaveBillingDetails();
  const corporate = form.values.Type === 'corporate';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLElement;
    form.reset();
    const checked = checkForm<TInvoiceCustomerInput>(ZInvoiceCustomerInput, form.values, locale);
    if (!checked.ok) {
      // Only the chosen type's fields are asked; the other type's are not shown.
      form.setErrors(checked.errors);
      focusFirstError(formElement);
      return;
    }
    save.mutate(form.values, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: t('billing.saved') });
        props.onSaved?.(answer.Data);
      },
      onError: (error) => {
        form.fail(error);
        focusFirstError(formElement);
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="billing-form">
      <Stack gap="md">
        <Radio.Group
          label={t('billing.type.label')}
          value={form.values.Type}
          onChange={(value) => form.setValue('Type', value === 'individual' ? 'individual' : 'corporate')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="corporate" label={t('billing.type.corporate')} />
            <Radio value="individual" label={t('billing.type.individual')} />
          </Group>
        </Radio.Group>
        {corporate ? (
          <>
            <TextInput
              label={t('billing.title.label')}
              autoComplete="organization"
              maxLength={BILLING_LIMITS.titleMax}
              required
              {...form.text('Title')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('billing.taxNumber')}
                description={t('billing.taxNumberHint')}
                inputMode="numeric"
                required
                {...form.text('TaxNumber')}
                onChange={(event) => form.setValue('TaxNumber', digits(event.currentTarget.value, 10))}
              />
              <TextInput
                label={t('billing.taxOffice')}
                maxLength={BILLING_LIMITS.taxOfficeMax}
                required
                {...form.text('TaxOffice')}
              />
            </SimpleGrid>
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('billing.fullName')}
              autoComplete="name"
              maxLength={BILLING_LIMITS.nameMax}
              required
              {...form.text('FullName')}
            />
            <TextInput
              label={t('billing.identityNumber')}
              description={t('billing.identityNumberHint')}
              inputMode="numeric"
              required
              {...form.text('IdentityNumber')}
              onChange={(event) => form.setValue('IdentityNumber', digits(event.currentTarget.value, 11))}
            />
          </SimpleGrid>
        )}
        <Textarea
          label={t('billing.address')}
          autoComplete="street-address"
          rows={2}
          maxLength={BILLING_LIMITS.addressMax}
          required
          {...form.text('Address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('billing.city')}
            autoComplete="address-level1"
            maxLength={BILLING_LIMITS.placeMax}
            required
            {...form.text('City')}
          />
          <TextInput
            label={t('billing.district')}
            autoComplete="address-level2"
            maxLength={BILLING_LIMITS.placeMax}
            required
            {...form.text('District')}
          />
        </SimpleGrid>
        <TextInput
          label={t('billing.email')}
          type="email"
          autoComplete="email"
          required
          {...form.text('Email')}
        />
        <FormAlert message={form.alert} />
        <Group justify="flex-end">
          {props.onCancel ? (
            <Button variant="default" onClick={props.onCancel}>
              {t('billing.dialog.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {props.submitLabel ?? t('billing.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The line under the form's title for an agency member: the details are the agency's. */
export function BillingAgencyNote() {
  const t = useT();
  return (
    <Text size="sm" c="dimmed">
      {t('billing.agencyNote')}
    </Text>
  );
}
