import {
  isSafeReturnPath,
  isVerificationCode,
  STATUS_MESSAGES,
  type TAuthorize,
  type TLocale,
  type TVerificationSend,
  type TVerificationStatus,
} from '@brifa/contracts';
import { Alert, Anchor, Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CodeInput } from '../../components/code-input.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { SenderNote } from '../../components/sender-note.tsx';
import { guestOnly } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { useCompleteSignIn } from '../../features/account/use-complete-sign-in.ts';
import { useApiContext } from '../../lib/api-context.ts';
import { RETURN_PATH_PARAM } from '../../lib/app-paths.ts';
import { type TDictionaryPartHandle, useLocale, useT } from '../../lib/i18n.tsx';
import { accountPath } from '../../lib/public-paths.ts';
import { useFormState } from '../../lib/use-form-state.ts';
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

/**
 * The checks, messages and endpoint calls behind the forms (zod and the error table): loaded when a form is
 * first focused or submitted, so the page's first load carries neither; the same messages as before.
 */
const loadChecks = () => import('../../features/account/login-checks.ts');
type TLoginChecks = Awaited<ReturnType<typeof loadChecks>>;

/** The two calls, each given the loaded checks (the submit loads them first). */
function useLoginCalls() {
  const api = useApiContext();
  const authorize = useMutation({
    mutationFn: ({ checks, body }: { checks: TLoginChecks; body: TAuthorize }) => checks.authorize(api, body),
  });
  const send = useMutation({
    mutationFn: ({ checks, body }: { checks: TLoginChecks; body: TVerificationSend }) =>
      checks.sendVerification(api, body),
  });
  return { authorize, send };
}

/**
 * The checks for a submit; when they cannot be loaded (offline), the message a call that cannot reach the
 * server shows, above the button, as before they were split off.
 */
async function checksFor(
  form: { setAlert: (message: string | null) => void },
  locale: TLocale,
): Promise<TLoginChecks | null> {
  try {
    // Undefined when the chunk failed and root's vite:preloadError handler took over (a reload).
    const checks: TLoginChecks | undefined = await loadChecks();
    if (checks) return checks;
  } catch {
    // Shown below.
  }
  form.setAlert(STATUS_MESSAGES.network[locale]);
  return null;
}

/** Starts loading the checks as soon as the visitor enters a form (the first submit then rarely waits). */
function preloadChecks() {
  loadChecks().catch(() => {
    // The submit tries again and says so if it still fails.
  });
}

function useReturnUrl(): string | null {
  const [params] = useSearchParams();
  const value = params.get(RETURN_PATH_PARAM);
  return isSafeReturnPath(value) ? value : null;
}

function EmailLogin({ returnUrl }: { returnUrl: string | null }) {
  const t = useT();
  const locale = useLocale();
  const form = useFormState({ Email: '', Password: '' });
  const { authorize } = useLoginCalls();
  const { signIn } = useCompleteSignIn();
  const [leaving, setLeaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const checks = await checksFor(form, locale);
    if (!checks) return;
    const errors = checks.emailLoginErrors(form.values, locale);
    if (Object.keys(errors).length > 0) {
      // Moves the focus to the first field with a message.
      form.setErrors(errors);
      return;
    }
    try {
      const result = await authorize.mutateAsync({
        checks,
        body: { Email: form.values.Email, Password: form.values.Password },
      });
      setLeaving(true);
      await signIn(result, returnUrl);
    } catch (error) {
      setLeaving(false);
      // Wrong credentials never say which part was wrong: the message goes above the button.
      form.show(checks.loginFailure(error, locale, Object.keys(form.values)));
    }
  }

  return (
    <form onSubmit={submit} onFocus={preloadChecks} noValidate>
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
  const form = useFormState({ CellPhoneNumber: '', Code: '' });
  const { authorize, send } = useLoginCalls();
  const { signIn } = useCompleteSignIn();
  const [sent, setSent] = useState<{ phone: string; status: TVerificationStatus; at: number } | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function sendCode(event?: React.FormEvent) {
    event?.preventDefault();
    form.reset();
    const checks = await checksFor(form, locale);
    if (!checks) return;
    const phone = checks.checkLoginPhone(form.values.CellPhoneNumber, locale);
    if (!phone.ok) return form.setErrors({ CellPhoneNumber: phone.error });
    try {
      const status = await send.mutateAsync({
        checks,
        body: { Purpose: 'login', CellPhoneNumber: phone.phone },
      });
      setSent({ phone: phone.phone, status, at: Date.now() });
      form.setValue('Code', '');
    } catch (error) {
      form.show(checks.loginFailure(error, locale, Object.keys(form.values)));
    }
  }

  async function login(code = form.values.Code) {
    if (!sent || authorize.isPending || leaving) return;
    form.reset();
    const checks = await checksFor(form, locale);
    if (!checks) return;
    if (!isVerificationCode(code)) return form.setErrors({ Code: checks.codeMessage(locale) });
    try {
      const result = await authorize.mutateAsync({
        checks,
        body: { CellPhoneNumber: sent.phone, Code: code },
      });
      setLeaving(true);
      await signIn(result, returnUrl);
    } catch (error) {
      setLeaving(false);
      form.show(
        checks.loginFailure(error, locale, Object.keys(form.values), {
          INVALID_PHONE_CODE: 'Code',
          VERIFICATION_CODE_INVALID: 'Code',
          VERIFICATION_CODE_EXPIRED: 'Code',
        }),
      );
      form.setValues((current) => ({ ...current, Code: '' }));
    }
  }

  if (!sent) {
    return (
      <form onSubmit={sendCode} onFocus={preloadChecks} noValidate>
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
