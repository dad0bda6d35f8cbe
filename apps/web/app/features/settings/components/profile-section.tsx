import { type TSessionUser, ZUserName } from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { EMAIL_CHANGE_QUERY_KEY, useEmailChange, useWithdrawEmailChange } from '../api/email-change.ts';
import { useUpdateUserName } from '../api/update-user-name.ts';
import { EmailChangeCode } from './email-change-code.tsx';
import { FormMessage, SettingsSection } from './settings-section.tsx';

/**
 * Name, surname and the login e-mail. Changing the e-mail asks for the current password (or, for an account
 * without one, a code sent to the phone) and waits for the link sent to the new address.
 */
export function ProfileSection({ user }: { user: TSessionUser }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({
    Name: user.Name,
    Surname: user.Surname,
    Email: user.Email,
    CurrentPassword: '',
    Code: '',
  });
  const save = useUpdateUserName();
  const status = useEmailChange();
  const withdraw = useWithdrawEmailChange();
  const queryClient = useQueryClient();
  const pending = status.data?.PendingEmail ?? null;
  const hasPassword = status.data?.HasPassword ?? true;
  const emailChanged = form.values.Email.trim().toLowerCase() !== user.Email.toLowerCase();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A message the user cannot see is no message: focus goes to the first field that has one.
    const formElement = event.currentTarget as HTMLElement;
    form.reset();
    const { Name, Surname, Email, CurrentPassword, Code } = form.values;
    const proof = emailChanged ? (hasPassword ? { CurrentPassword } : { Code }) : {};
    const checked = checkForm(ZUserName, { Name, Surname, Email, ...proof }, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(formElement);
      return;
    }
    if (emailChanged && hasPassword && CurrentPassword === '') {
      form.setErrors({ CurrentPassword: t('settings.profile.passwordNeeded') });
      focusFirstError(formElement);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        if (answer.Data) queryClient.setQueryData(EMAIL_CHANGE_QUERY_KEY, answer.Data);
        // The login e-mail stays as it is until the new address opens its link.
        form.setValues((current) => ({ ...current, Email: user.Email, CurrentPassword: '', Code: '' }));
      },
      onError: (error) => {
        form.fail(error);
        focusFirstError(formElement);
      },
    });
  }

  return (
    <SettingsSection
      id="profile"
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('settings.profile.name')}
              autoComplete="given-name"
              required
              {...form.text('Name')}
            />
            <TextInput
              label={t('settings.profile.surname')}
              autoComplete="family-name"
              required
              {...form.text('Surname')}
            />
          </SimpleGrid>
          <TextInput
            label={t('settings.profile.email')}
            description={t('settings.profile.emailHint')}
            type="email"
            autoComplete="email"
            required
            {...form.text('Email')}
          />
          {emailChanged && hasPassword ? (
            <PasswordInput
              label={t('settings.profile.currentPassword')}
              description={t('settings.profile.currentPasswordHint')}
              autoComplete="current-password"
              required
              {...form.text('CurrentPassword')}
            />
          ) : null}
          {emailChanged && !hasPassword ? (
            <EmailChangeCode
              phone={user.CellPhoneNumber}
              value={form.values.Code}
              error={form.errors.Code}
              onChange={(value) => form.setValue('Code', value)}
            />
          ) : null}
          {pending ? (
            <Alert color="blue" variant="light" role="status" data-testid="pending-email">
              <Stack gap={4}>
                <Text size="sm">{t('settings.profile.pending', { email: pending })}</Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="blue.9"
                  onClick={() => withdraw.mutate()}
                  disabled={withdraw.isPending}
                >
                  {t('settings.profile.withdraw')}
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          <FormMessage message={form.alert} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
