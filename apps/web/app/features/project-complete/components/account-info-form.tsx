import { type TSessionUser, ZUserName } from '@brifa/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useId } from 'react';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useSaveAccountInfo } from '../api/save-account-info.ts';

/** Account information of project completion: name and surname (PUT user/name); the e-mail is shown. */
export function AccountInfoForm({
  user,
  onDirtyChange,
}: {
  user: Pick<TSessionUser, 'Name' | 'Surname' | 'Email'>;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const saved = { Name: user.Name, Surname: user.Surname, Email: user.Email };
  const form = useForm(saved);
  const save = useSaveAccountInfo();
  const dirty = (['Name', 'Surname', 'Email'] as const).some((field) => form.values[field] !== saved[field]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZUserName, form.values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      const answer = await save.mutateAsync({
        Name: checked.data.Name,
        Surname: checked.data.Surname,
        Email: user.Email,
      });
      if (answer.Message) notifications.show({ color: 'green', message: answer.Message });
    } catch (error) {
      form.fail(error);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="xl" id={headingId}>
              {t('projectComplete.account.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('projectComplete.account.description')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('projectComplete.account.name')}
              autoComplete="given-name"
              required
              {...form.text('Name')}
            />
            <TextInput
              label={t('projectComplete.account.surname')}
              autoComplete="family-name"
              required
              {...form.text('Surname')}
            />
          </SimpleGrid>
          {/* The login e-mail changes only in the settings, with the password and a link to the new address. */}
          <TextInput
            label={t('projectComplete.account.email')}
            description={t('projectComplete.account.emailHint')}
            type="email"
            autoComplete="email"
            readOnly
            {...form.text('Email')}
          />
          {form.alert ? (
            <Text c="red" size="sm" role="alert">
              {form.alert}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={save.isPending}>
              {t('projectComplete.account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
