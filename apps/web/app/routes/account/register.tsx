import { ZClientRegister } from '@brifa/contracts';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountFields } from '../../components/account-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { guestOnly } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { RegistrationCode } from '../../features/account/components/registration-code.tsx';
import { useRegisterClient } from '../../lib/api/register-client.ts';
import { focusFirstError } from '../../lib/focus-first-error.ts';
import { checkForm } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { accountPath } from '../../lib/public-paths.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Route } from './+types/register';

export function loader({ request }: Route.LoaderArgs) {
  return guestOnly(request);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, 'account.register.title');
}

export default function RegisterPage() {
  const t = useT();
  const locale = useLocale();
  const form = useForm({
    Name: '',
    Surname: '',
    Email: '',
    Password: '',
    CellPhoneNumber: '',
    IsClarificationAccepted: false,
  });
  const register = useRegisterClient();
  /** The phone the sign-up code went to, and when: the code step replaces the form. */
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZClientRegister, form.values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    try {
      await register.mutateAsync(checked.data);
      // The account is created when the code texted to the phone comes back.
      setSent({ phone: checked.data.CellPhoneNumber, at: Date.now() });
      form.setValue('Password', '');
    } catch (error) {
      form.fail(error);
    }
  }

  return (
    <AuthPage
      title={t('account.register.title')}
      subtitle={t('account.register.subtitle')}
      width={560}
      below={
        <Stack gap={6}>
          <Text size="sm">
            {t('account.register.haveAccount')}{' '}
            <Anchor component={Link} to={accountPath('login', locale)} fw={600} inherit>
              {t('account.login.title')}
            </Anchor>
          </Text>
          <Text size="sm">
            {t('account.register.agencyQuestion')}{' '}
            <Anchor component={Link} to={accountPath('providerRegister', locale)} fw={600} inherit>
              {t('account.register.agencyLink')}
            </Anchor>
          </Text>
        </Stack>
      }
    >
      {sent ? (
        <RegistrationCode phone={sent.phone} sentAt={sent.at} onBack={() => setSent(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <AccountFields form={form} withTerms />
            <FormAlert message={form.alert} />
            <Button type="submit" size="md" fullWidth loading={register.isPending}>
              {t('account.register.submit')}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t('account.register.smsNotice')}
            </Text>
          </Stack>
        </form>
      )}
    </AuthPage>
  );
}
