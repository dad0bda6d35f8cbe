import { ZPassword } from '@brifa/contracts';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { NewPasswordFields } from '../../components/password-field.tsx';
import { signedInStep } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { useSendInitialPasswordEmail } from '../../features/account/api/send-initial-password-email.ts';
import { useSetInitialPassword } from '../../features/account/api/set-initial-password.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { hardNavigate } from '../../lib/auth-session.ts';
import { focusFirstError } from '../../lib/focus-first-error.ts';
import { checkValue, confirmError, type TFieldErrors } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { homePathFor } from '../../lib/session-rules.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Route } from './+types/need-password';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await signedInStep(request, (candidate) => !candidate.InitialPasswordHasSet);
  return { email: user.Email, home: homePathFor(user) };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, 'account.needPassword.title');
}

/** An account created without a password (e.g. from a brief) sets its first one here. */
export default function NeedPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({ NewPassword: '', Confirm: '' });
  const save = useSetInitialPassword();
  const mail = useSendInitialPasswordEmail();
  const [leaving, setLeaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const errors: TFieldErrors = {};
    const password = checkValue(ZPassword, form.values.NewPassword, locale);
    if (password) errors.NewPassword = password;
    const confirm = confirmError(form.values.NewPassword, form.values.Confirm, locale);
    if (confirm) errors.Confirm = confirm;
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    try {
      await save.mutateAsync({ NewPassword: form.values.NewPassword });
      setLeaving(true);
      notifications.show({ color: 'green', message: t('account.needPassword.done') });
      hardNavigate(loaderData.home);
    } catch (error) {
      form.fail(error);
    }
  }

  async function emailLink() {
    form.reset();
    try {
      await mail.mutateAsync();
      notifications.show({
        color: 'green',
        message: t('account.needPassword.mailed', { email: loaderData.email }),
      });
    } catch (error) {
      form.fail(error);
    }
  }

  return (
    <AuthPage title={t('account.needPassword.title')} subtitle={t('account.needPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields password={form.text('NewPassword')} confirm={form.text('Confirm')} />
          <FormAlert message={form.alert} />
          <Button type="submit" size="md" fullWidth loading={save.isPending || leaving}>
            {t('account.needPassword.submit')}
          </Button>
          <Divider label={t('account.needPassword.or')} labelPosition="center" />
          <Text size="sm" c="dimmed" ta="center">
            {t('account.needPassword.mailHint', { email: loaderData.email })}
          </Text>
          <Button variant="default" onClick={() => void emailLink()} loading={mail.isPending}>
            {t('account.needPassword.mail')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
