import {
  fieldMessage,
  isSafeReturnPath,
  isVerificationCode,
  type TVerificationStatus,
  ZCellPhone,
  ZEmail,
} from '@brifa/contracts';
import { Alert, Anchor, Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CodeInput } from '../../components/code-input.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { SenderNote } from '../../components/sender-note.tsx';
import { guestOnly } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { useAuthorize } from '../../features/account/api/authorize.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { useCompleteSignIn } from '../../features/account/use-complete-sign-in.ts';
import { useSendVerification } from '../../lib/api/send-verification.ts';
import { RETURN_PATH_PARAM } from '../../lib/app-paths.ts';
import { focusFirstError } from '../../lib/focus-first-error.ts';
import { checkValue, type TFieldErrors } from '../../lib/form-errors.ts';
import { type TDictionaryPartHandle, useLocale, useT } from '../../lib/i18n.tsx';
import { accountPath } from '../../lib/public-paths.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Route } from './+types/login';

/** The page starts with the 'login' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/dictionary-part-login-tr.ts'),
    en: () => import('../../locales/dictionary-part-login-en.ts'),
  },
};

export function loader({ request }: Route.LoaderArgs) {
  return guestOnly(request);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, 'account.login.title');
}

function useReturnUrl(): string | null {
  const [params] = useSearchParams();
  const value = params.get(RETURN_PATH_PARAM);
  return isSafeReturnPath(value) ? value : null;
}

function EmailLogin({ returnUrl }: { returnUrl: string | null }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({ Email: '', Password: '' });
  const authorize = useAuthorize();
  const { signIn } = useCompleteSignIn();
  const [leaving, setLeaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const errors: TFieldErrors = {};
    const email = checkValue(ZEmail, form.values.Email, locale);
    if (email) errors.Email = email;
    if (!form.values.Password) errors.Password = fieldMessage('required', locale);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    try {
      const result = await authorize.mutateAsync({
        Email: form.values.Email,
        Password: form.values.Password,
      });
      setLeaving(true);
      await signIn(result, returnUrl);
    } catch (error) {
      setLeaving(false);
      // Wrong credentials never say which part was wrong: the message goes above the button.
      form.fail(error);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.text('Email')}
        />
        <PasswordField
          label={t('account.field.password')}
          autoComplete="current-password"
          required
          {...form.text('Password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={accountPath('forgotPassword', locale)} size="sm">
            {t('account.login.forgot')}
          </Anchor>
        </Group>
        <FormAlert message={form.alert} />
        <Button type="submit" size="md" fullWidth loading={authorize.isPending || leaving}>
          {t('account.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function PhoneLogin({ returnUrl }: { returnUrl: string | null }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({ CellPhoneNumber: '', Code: '' });
  const send = useSendVerification();
  const authorize = useAuthorize();
  const { signIn } = useCompleteSignIn();
  const [sent, setSent] = useState<{ phone: string; status: TVerificationStatus; at: number } | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function sendCode(event?: React.FormEvent) {
    event?.preventDefault();
    form.reset();
    const parsed = ZCellPhone.safeParse(form.values.CellPhoneNumber);
    const problem = checkValue(ZCellPhone, form.values.CellPhoneNumber, locale);
    if (problem || !parsed.success) return form.setErrors({ CellPhoneNumber: problem ?? '' });
    try {
      const status = await send.mutateAsync({ Purpose: 'login', CellPhoneNumber: parsed.data });
      setSent({ phone: parsed.data, status, at: Date.now() });
      form.setValue('Code', '');
    } catch (error) {
      form.fail(error);
    }
  }

  async function login(code = form.values.Code) {
    if (!sent || authorize.isPending || leaving) return;
    form.reset();
    if (!isVerificationCode(code)) return form.setErrors({ Code: fieldMessage('code', locale) });
    try {
      const result = await authorize.mutateAsync({ CellPhoneNumber: sent.phone, Code: code });
      setLeaving(true);
      await signIn(result, returnUrl);
    } catch (error) {
      setLeaving(false);
      form.fail(error, {
        INVALID_PHONE_CODE: 'Code',
        VERIFICATION_CODE_INVALID: 'Code',
        VERIFICATION_CODE_EXPIRED: 'Code',
      });
      form.setValues((current) => ({ ...current, Code: '' }));
    }
  }

  if (!sent) {
    return (
      <form onSubmit={sendCode} noValidate>
        <Stack gap="md">
          <PhoneInput
            required
            value={form.values.CellPhoneNumber}
            error={form.errors.CellPhoneNumber}
            onChange={(value) => form.setValue('CellPhoneNumber', value)}
          />
          <FormAlert message={form.alert} />
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            {t('account.login.sendCode')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void login();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>{t('account.code.sentTo', { target: sent.status.MaskedTarget })}</Text>
        <SenderNote />
        <CodeInput
          value={form.values.Code}
          onChange={(value) => form.setValue('Code', value)}
          onComplete={(value) => void login(value)}
          error={form.errors.Code}
          resendAt={sent.at + sent.status.ResendAfterSeconds * 1000}
          onResend={() => void sendCode()}
          resending={send.isPending}
        />
        <FormAlert message={form.alert} />
        <Button type="submit" size="md" fullWidth loading={authorize.isPending || leaving}>
          {t('account.login.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => {
            setSent(null);
            form.reset();
          }}
        >
          {t('account.code.changeNumber')}
        </Anchor>
      </Stack>
    </form>
  );
}

export default function LoginPage() {
  const t = useT();
  const locale = useLocale();
  const returnUrl = useReturnUrl();
  const passwordReset = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset === true;
  return (
    <AuthPage
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      below={
        <Stack gap={6}>
          <Text size="sm">
            {t('account.login.noAccount')}{' '}
            <Anchor component={Link} to={accountPath('register', locale)} fw={600} inherit>
              {t('account.login.register')}
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
      {passwordReset ? (
        // Stays on the page (a notice would close in 2 seconds while the user is about to log in).
        <Alert color="green" variant="light" mb="md" role="status">
          {t('account.forgot.done')}
        </Alert>
      ) : null}
      <Tabs defaultValue="email" keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="email">{t('account.login.byEmail')}</Tabs.Tab>
          <Tabs.Tab value="phone">{t('account.login.byPhone')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">
          <EmailLogin returnUrl={returnUrl} />
        </Tabs.Panel>
        <Tabs.Panel value="phone">
          <PhoneLogin returnUrl={returnUrl} />
        </Tabs.Panel>
      </Tabs>
    </AuthPage>
  );
}
