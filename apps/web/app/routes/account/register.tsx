import { ZClientRegister } from '@brifa/contracts';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountFields } from '../../components/account-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { guestOnly } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { useCompleteSignIn } from '../../features/account/use-complete-sign-in.ts';
import { useRegisterClient } from '../../lib/api/register-client.ts';
import { APP_PATHS } from '../../lib/app-paths.ts';
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
  const { registered } = useCompleteSignIn();
  const [leaving, setLeaving] = useState(false);

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
      const result = await register.mutateAsync(checked.data);
      setLeaving(true);
      // The API has already sent the code by SMS: the phone approval comes next.
      registered(result, APP_PATHS.needComplete);
    } catch (error) {
      setLeaving(false);
      form.fail(error, { EMAIL_TAKEN: 'Email', PHONE_TAKEN: 'CellPhoneNumber' });
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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AccountFields form={form} />
          <FormAlert message={form.alert} />
          <Button type="submit" size="md" fullWidth loading={register.isPending || leaving}>
            {t('account.register.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('account.register.smsNotice')}
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
