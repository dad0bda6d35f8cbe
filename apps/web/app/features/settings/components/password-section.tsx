import { fieldMessage, ZPasswordChange } from '@brifa/contracts';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { checkForm, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

const EMPTY = { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' };

export function PasswordSection() {
  const t = useT();
  const locale = useLocale();
  const form = useForm(EMPTY);
  const save = useChangePassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const { CurrentPassword, NewPassword, ConfirmPassword } = form.values;
    const checked = checkForm(ZPasswordChange, { CurrentPassword, NewPassword }, locale);
    const errors: TFieldErrors = checked.ok ? {} : { ...checked.errors };
    if (CurrentPassword === '') errors.CurrentPassword = fieldMessage('required', locale);
    if (ConfirmPassword === '') errors.ConfirmPassword = fieldMessage('required', locale);
    else if (ConfirmPassword !== NewPassword) errors.ConfirmPassword = fieldMessage('passwordsMatch', locale);
    if (!checked.ok || Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    save.mutate(
      { CurrentPassword, NewPassword },
      {
        onSuccess: () => form.setValues(EMPTY),
        onError: (error) => form.fail(error),
      },
    );
  }

  return (
    <SettingsSection
      id="password"
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('settings.password.current')}
            autoComplete="current-password"
            required
            {...form.text('CurrentPassword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={t('settings.password.new')}
              autoComplete="new-password"
              required
              {...form.text('NewPassword')}
            />
            <PasswordInput
              label={t('settings.password.confirm')}
              autoComplete="new-password"
              required
              {...form.text('ConfirmPassword')}
            />
          </SimpleGrid>
          <FormMessage message={form.alert} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
