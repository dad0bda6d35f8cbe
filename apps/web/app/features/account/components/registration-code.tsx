import { fieldMessage, isVerificationCode, VERIFICATION_RESEND_SECONDS } from '@brifa/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useConfirmRegistration } from '../../../lib/api/confirm-registration.ts';
import { useSendVerification } from '../../../lib/api/send-verification.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { PhoneCodeForm } from './phone-code-form.tsx';

const CODE_ERRORS = {
  REGISTRATION_CODE_INVALID: 'Code',
  VERIFICATION_CODE_EXPIRED: 'Code',
  VERIFICATION_TOO_MANY_ATTEMPTS: 'Code',
} as const;

/**
 * The second step of every sign-up (client, agency, team member): the code texted to the phone creates the
 * account and signs in. A number that already has an account gets a sign-in link instead, which the page
 * says to everyone alike, so it tells no one whether an account exists.
 */
export function RegistrationCode({
  phone,
  sentAt,
  onBack,
}: {
  /** The number as the form sent it (E.164). */
  phone: string;
  /** When the sign-up sent the code (epoch ms). */
  sentAt: number;
  onBack: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useForm({ Code: '' });
  const [resendAt, setResendAt] = useState<number | null>(sentAt + VERIFICATION_RESEND_SECONDS * 1000);
  const confirm = useConfirmRegistration();
  const send = useSendVerification();
  const { signIn } = useCompleteSignIn();
  const [leaving, setLeaving] = useState(false);

  async function resend() {
    form.reset();
    try {
      const answer = await send.mutateAsync({ Purpose: 'register', CellPhoneNumber: phone });
      setResendAt(Date.now() + answer.ResendAfterSeconds * 1000);
      form.setValue('Code', '');
      notifications.show({ color: 'green', message: t('account.code.resent') });
    } catch (error) {
      form.fail(error);
    }
  }

  async function submitCode(code = form.values.Code) {
    if (confirm.isPending || leaving) return;
    form.reset();
    if (!isVerificationCode(code)) return form.setErrors({ Code: fieldMessage('code', locale) });
    try {
      const result = await confirm.mutateAsync({ CellPhoneNumber: phone, Code: code });
      setLeaving(true);
      notifications.show({ color: 'green', message: t('account.register.created') });
      await signIn(result, null);
    } catch (error) {
      setLeaving(false);
      form.fail(error, CODE_ERRORS);
      // setValues keeps the error (setValue would clear the field's message).
      form.setValues({ Code: '' });
    }
  }

  return (
    <Stack gap="md" data-testid="registration-code">
      <PhoneCodeForm
        phone={phone}
        hint={
          <Text size="sm" c="dimmed">
            {t('account.register.knownNumberHint')}
          </Text>
        }
        code={form.values.Code}
        codeError={form.errors.Code}
        alert={form.alert}
        onCodeChange={(value) => form.setValue('Code', value)}
        onSubmitCode={(code) => void submitCode(code)}
        resendAt={resendAt}
        onResend={() => void resend()}
        resending={send.isPending}
        submitting={confirm.isPending || leaving}
        submitLabel={t('account.register.confirm')}
        autoFocus
      />
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('account.register.editDetails')}
        </Anchor>
      </Group>
    </Stack>
  );
}
