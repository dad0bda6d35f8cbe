import { type TSessionUser, ZUserName } from '@brifa/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateUserName } from '../api/update-user-name.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

export function ProfileSection({ user }: { user: TSessionUser }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({ Name: user.Name, Surname: user.Surname, Email: user.Email });
  const save = useUpdateUserName();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZUserName, form.values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    save.mutate(checked.data, { onError: (error) => form.fail(error) });
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
