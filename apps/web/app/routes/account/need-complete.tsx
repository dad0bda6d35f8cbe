import {
  fieldMessage,
  isVerificationCode,
  maskPhone,
  type TVerificationStatus,
  VERIFICATION_RESEND_SECONDS,
  ZCellPhone,
} from '@brifa/contracts';
import { Anchor, Button, Collapse, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { PhoneInput } from '../../components/phone-input.tsx';
import { signedInStep } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { useInitializePhone } from '../../features/account/api/initialize-phone.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { PhoneCodeForm } from '../../features/account/components/phone-code-form.tsx';
import { useVerificationStatus } from '../../lib/api/get-verification-status.ts';
import { useSendVerification } from '../../lib/api/send-verification.ts';
import { useVerifyPhone } from '../../lib/api/verify-phone.ts';
import { hardNavigate } from '../../lib/auth-session.ts';
import { checkValue } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { homePathFor } from '../../lib/session-rules.ts';
import { useForm } from '../../lib/use-form.ts';
import { useLogout } from '../../lib/use-session-user.ts';
import type { Route } from './+types/need-complete';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await signedInStep(request, (candidate) => !candidate.IsPhoneVerified);
  return { phone: user.CellPhoneNumber, home: homePathFor(user) };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, 'account.verify.title');
}

const CODE_ERRORS = {
  VERIFICATION_CODE_INVALID: 'Code',
  VERIFICATION_CODE_EXPIRED: 'Code',
  VERIFICATION_TOO_MANY_ATTEMPTS: 'Code',
} as const;

/** Phone approval of an account whose number is not verified (a changed number, an account from before sign-up codes): the code by SMS, with resend and change of number. */
export default function NeedCompletePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const logout = useLogout();
  const [phone, setPhone] = useState(loaderData.phone);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [changing, setChanging] = useState(false);
  const form = useForm({ Code: '', CellPhoneNumber: '' });
  const status = useVerificationStatus({ Purpose: 'change_phone', CellPhoneNumber: phone });
  const send = useSendVerification();
  const verify = useVerifyPhone();
  const initialize = useInitializePhone();
  const [leaving, setLeaving] = useState(false);

  // The countdown of the code sent at registration (or none: a new code can be asked at once).
  useEffect(() => {
    if (status.data) setResendAt(Date.now() + status.data.ResendAfterSeconds * 1000);
  }, [status.data]);

  function started(answer: TVerificationStatus | null) {
    const seconds = answer?.ResendAfterSeconds ?? VERIFICATION_RESEND_SECONDS;
    setResendAt(Date.now() + seconds * 1000);
  }

  async function resend() {
    form.reset();
    try {
      started(await send.mutateAsync({ Purpose: 'change_phone', CellPhoneNumber: phone }));
      form.setValue('Code', '');
      notifications.show({ color: 'green', message: t('account.code.resent') });
    } catch (error) {
      form.fail(error);
    }
  }

  async function submitCode(code = form.values.Code) {
    if (verify.isPending || leaving) return;
    form.reset();
    if (!isVerificationCode(code)) return form.setErrors({ Code: fieldMessage('code', locale) });
    try {
      await verify.mutateAsync({ Code: code });
      setLeaving(true);
      notifications.show({ color: 'green', message: t('account.verify.done') });
      // A full load: the layouts read the now verified user from the server.
      hardNavigate(loaderData.home);
    } catch (error) {
      form.fail(error, CODE_ERRORS);
      form.setValues((current) => ({ ...current, Code: '' }));
    }
  }

  async function changeNumber(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const problem = checkValue(ZCellPhone, form.values.CellPhoneNumber, locale);
    const parsed = ZCellPhone.safeParse(form.values.CellPhoneNumber);
    if (problem || !parsed.success) return form.setErrors({ CellPhoneNumber: problem ?? '' });
    try {
      const answer = await initialize.mutateAsync({ CellPhoneNumber: parsed.data });
      setPhone(parsed.data);
      started(answer && 'ResendAfterSeconds' in answer ? answer : null);
      setChanging(false);
      form.setValues({ Code: '', CellPhoneNumber: '' });
      notifications.show({ color: 'green', message: t('account.verify.numberChanged') });
    } catch (error) {
      form.fail(error, { PHONE_TAKEN: 'CellPhoneNumber' });
    }
  }

  return (
    <AuthPage
      title={t('account.verify.title')}
      subtitle={t('account.verify.subtitle')}
      below={
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void logout()}>
          {t('account.verify.logout')}
        </Anchor>
      }
    >
      <Stack gap="md">
        <PhoneCodeForm
          phone={phone}
          code={form.values.Code}
          codeError={form.errors.Code}
          alert={form.alert}
          onCodeChange={(value) => form.setValue('Code', value)}
          onSubmitCode={(code) => void submitCode(code)}
          resendAt={resendAt}
          onResend={() => void resend()}
          resending={send.isPending}
          submitting={verify.isPending || leaving}
          submitLabel={t('account.verify.submit')}
          autoFocus={!changing}
        />

        <Group justify="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setChanging((open) => !open)}
            aria-expanded={changing}
            aria-controls="change-number"
          >
            {t('account.code.changeNumber')}
          </Anchor>
        </Group>
        <Collapse expanded={changing} id="change-number">
          <form onSubmit={changeNumber} noValidate>
            <Stack gap="sm">
              <PhoneInput
                label={t('account.verify.newNumber')}
                description={t('account.verify.current', { phone: maskPhone(phone) })}
                value={form.values.CellPhoneNumber}
                error={form.errors.CellPhoneNumber}
                onChange={(value) => form.setValue('CellPhoneNumber', value)}
              />
              <Button type="submit" variant="light" loading={initialize.isPending}>
                {t('account.verify.sendToNew')}
              </Button>
            </Stack>
          </form>
        </Collapse>
      </Stack>
    </AuthPage>
  );
}
