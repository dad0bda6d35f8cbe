import { PASSWORD_MIN_LENGTH } from '@brifa/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useT } from '../lib/i18n.tsx';
import type { useForm } from '../lib/use-form.ts';
import { ClarificationCheckbox } from './clarification-checkbox.tsx';
import { PasswordField } from './password-field.tsx';
import { PhoneInput } from './phone-input.tsx';

/** The account values every registration form has (client, agency owner, invited team member). */
export type TAccountValues = {
  Name: string;
  Surname: string;
  Email: string;
  Password: string;
  CellPhoneNumber: string;
  IsClarificationAccepted: boolean;
};

/** A sign-up that sets its password later (the brief pop-up: /need-password asks for it). */
export type TPasswordlessAccountValues = Omit<TAccountValues, 'Password'>;

/**
 * A new account's own details: name and surname, e-mail, password (unless the values have none), mobile phone
 * and, unless left out, the clarification acceptance. An invitation fixes the e-mail: it is then read-only.
 */
export function AccountFields<TValues extends TPasswordlessAccountValues>({
  form,
  emailReadOnly = false,
  emailDescription,
  withClarification = true,
  withTerms = false,
}: {
  form: ReturnType<typeof useForm<TValues>>;
  emailReadOnly?: boolean;
  emailDescription?: string;
  withClarification?: boolean;
  /** A client's sign-up: the acceptance names the terms of use too. */
  withTerms?: boolean;
}) {
  const t = useT();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('account.field.name')}
          autoComplete="given-name"
          required
          {...form.text('Name')}
        />
        <TextInput
          label={t('account.field.surname')}
          autoComplete="family-name"
          required
          {...form.text('Surname')}
        />
      </SimpleGrid>
      <TextInput
        label={t('account.field.email')}
        description={emailDescription}
        type="email"
        inputMode={emailReadOnly ? undefined : 'email'}
        autoComplete="email"
        required={!emailReadOnly}
        readOnly={emailReadOnly}
        {...form.text('Email')}
      />
      {'Password' in form.values ? (
        <PasswordField
          label={t('account.field.password')}
          description={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.text('Password' as keyof TValues & string)}
        />
      ) : null}
      <PhoneInput
        required
        value={form.values.CellPhoneNumber}
        error={form.errors.CellPhoneNumber}
        onChange={(value) => form.setValue('CellPhoneNumber', value)}
      />
      {withClarification ? (
        <ClarificationCheckbox
          checked={form.values.IsClarificationAccepted}
          onChange={(checked) => form.setValue('IsClarificationAccepted', checked)}
          error={form.errors.IsClarificationAccepted}
          withTerms={withTerms}
        />
      ) : null}
    </>
  );
}
