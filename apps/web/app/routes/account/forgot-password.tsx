import {
  fieldMessage,
  isVerificationCode,
  type TVerificationStatus,
  ZCellPhone,
  ZEmail,
  ZPassword,
} from '@brifa/contracts';
import { Anchor, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CodeInput } from '../../components/code-input.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { NewPasswordFields } from '../../components/password-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { SenderNote } from '../../components/sender-note.tsx';
import { guestOnly } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { useResetPassword } from '../../features/account/api/reset-password.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { useSendVerification } from '../../lib/api/send-verification.ts';
import { focusFirstError } from '../../lib/focus-first-error.ts';
import { checkValue, confirmError, type TFieldErrors } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { accountPath } from '../../lib/public-paths.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Route } from './+types/forgot-password';

export function loader({ request }: Route.LoaderArgs) {
  return guestOnly(request);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, 'account.forgot.title');
}

type TMethod = 'email' | 'phone';
type TTarget = { Email: string } | { CellPhoneNumber: string };

/** Forgot password (spec section 2): e-mail or phone, then the code and a new password. */
export default function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [method, setMethod] = useState<TMethod>('email');
  const [sent, setSent] = useState<{ target: TTarget; status: TVerificationStatus; at: number } | null>(null);
  const form = useForm({ Email: '', CellPhoneNumber: '', Code: '', NewPassword: '', Confirm: '' });
  const send = useSendVerification();
  const reset = useResetPassword();

  async function sendCode(event?: React.FormEvent) {
    event?.preventDefault();
    form.reset();
    let target: TTarget;
    if (method === 'email') {
      const problem = checkValue(ZEmail, form.values.Email, locale);
      if (problem) return form.setErrors({ Email: problem });
      target = { Email: form.values.Email.trim().toLowerCase() };
    } else {
      const problem = checkValue(ZCellPhone, form.values.CellPhoneNumber, locale);
      const parsed = ZCellPhone.safeParse(form.values.CellPhoneNumber);
      if (problem || !parsed.success) return form.setErrors({ CellPhoneNumber: problem ?? '' });
      target = { CellPhoneNumber: parsed.data };
    }
    try {
      const status = await send.mutateAsync({ Purpose: 'reset_password', ...target });
      setSent({ target, status, at: Date.now() });
    } catch (error) {
      form.fail(error);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!sent) return;
    form.reset();
    const errors: TFieldErrors = {};
    if (!isVerificationCode(form.values.Code)) errors.Code = fieldMessage('code', locale);
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
      await reset.mutateAsync({
        ...sent.target,
        Code: form.values.Code,
        NewPassword: form.values.NewPassword,
      });
      void navigate(accountPath('login', locale), { state: { passwordReset: true } });
    } catch (error) {
      const failure = form.fail(error, {
        VERIFICATION_CODE_INVALID: 'Code',
        VERIFICATION_CODE_EXPIRED: 'Code',
        VERIFICATION_TOO_MANY_ATTEMPTS: 'Code',
      });
      if (failure.fields.Code) form.setValues((current) => ({ ...current, Code: '' }));
      else focusFirstError();
    }
  }

  const below = (
    <Anchor component={Link} to={accountPath('login', locale)} size="sm" fw={600}>
      {t('account.forgot.backToLogin')}
    </Anchor>
  );

  if (!sent) {
    return (
      <AuthPage title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')} below={below}>
        <form onSubmit={sendCode} noValidate>
          <Stack gap="md">
            <SegmentedControl
              fullWidth
              aria-label={t('account.forgot.method')}
              value={method}
              onChange={(value) => {
                setMethod(value as TMethod);
                form.reset();
              }}
              data={[
                { value: 'email', label: t('account.forgot.byEmail') },
                { value: 'phone', label: t('account.forgot.byPhone') },
              ]}
            />
            {method === 'email' ? (
              <TextInput
                label={t('account.field.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                {...form.text('Email')}
              />
            ) : (
              <PhoneInput
                required
                value={form.values.CellPhoneNumber}
                error={form.errors.CellPhoneNumber}
                onChange={(value) => form.setValue('CellPhoneNumber', value)}
              />
            )}
            <FormAlert message={form.alert} />
            <Button type="submit" size="md" fullWidth loading={send.isPending}>
              {t('account.forgot.send')}
            </Button>
          </Stack>
        </form>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('account.forgot.resetTitle')} below={below}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text data-testid="reset-sent">
            {t(method === 'email' ? 'account.forgot.sentEmail' : 'account.forgot.sentPhone', {
              target: sent.status.MaskedTarget,
            })}
          </Text>
          {method === 'phone' ? <SenderNote /> : null}
          <CodeInput
            value={form.values.Code}
            onChange={(value) => form.setValue('Code', value)}
            error={form.errors.Code}
            resendAt={sent.at + sent.status.ResendAfterSeconds * 1000}
            onResend={() => void sendCode()}
            resending={send.isPending}
          />
          <NewPasswordFields password={form.text('NewPassword')} confirm={form.text('Confirm')} />
          <FormAlert message={form.alert} />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            {t('account.forgot.submit')}
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
            {t('account.forgot.startOver')}
          </Anchor>
        </Stack>
      </form>
    </AuthPage>
  );
}
