import { maskPhone, VERIFICATION_RESEND_SECONDS } from '@brifa/contracts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AccountFields } from '../../../components/account-fields.tsx';
import { CodeInput } from '../../../components/code-input.tsx';
import { SenderNote } from '../../../components/sender-note.tsx';
import { useVerificationStatus } from '../../../lib/api/get-verification-status.ts';
import { sendVerification } from '../../../lib/api/send-verification.ts';
import { RETURN_PATH_PARAM } from '../../../lib/app-paths.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { accountPath } from '../../../lib/public-paths.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import classes from './brief-flow.module.css';
import type { TBriefForm, TCodeStepProps } from './step-props.ts';

/**
 * A visitor's account, created inline: name, e-mail, phone and the clarification (no password: the account sets
 * it later on /need-password). Once the code is sent it is typed here too, below the details it went with.
 */
export function AccountStep({
  form,
  returnPath,
  code,
  onEdit,
}: {
  form: TBriefForm;
  returnPath: string;
  /** The code part, once the sign-up sent it. */
  code: (TCodeStepProps & { error: string | undefined }) | null;
  /** Back to the details (another number or address): the code sent is dropped. */
  onEdit: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const login = `${accountPath('login', locale)}?${RETURN_PATH_PARAM}=${encodeURIComponent(returnPath)}`;
  return (
    <Stack gap="md">
      <fieldset disabled={!!code} className={classes.fieldset}>
        <Stack gap="md">
          <AccountFields form={form} withTerms />
        </Stack>
      </fieldset>
      {code ? (
        <>
          <Group justify="flex-end" mt={-8}>
            <Button variant="subtle" size="compact-sm" onClick={onEdit} disabled={code.disabled}>
              {t('briefFlow.account.edit')}
            </Button>
          </Group>
          <CodeStep {...code} />
        </>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('account.register.smsNotice')}
          </Text>
          <Text size="sm">
            {t('account.register.haveAccount')}{' '}
            <Anchor component={Link} to={login} fw={600} inherit>
              {t('briefFlow.account.login')}
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}

/** The phone code sent at sign-up (it creates the account) or on request, with the resend countdown. */
export function CodeStep({
  phone,
  sentAt,
  code,
  onCode,
  onComplete,
  error,
  disabled,
}: {
  phone: string;
  /** When this page sent the code (registration just now); otherwise the API tells the countdown. */
  sentAt: number | null;
  code: string;
  onCode: (code: string) => void;
  onComplete: (code: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const status = useVerificationStatus({ Purpose: 'register', CellPhoneNumber: phone });
  const [resendAt, setResendAt] = useState<number | null>(
    sentAt === null ? null : sentAt + VERIFICATION_RESEND_SECONDS * 1000,
  );
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (sentAt === null && status.data) setResendAt(Date.now() + status.data.ResendAfterSeconds * 1000);
  }, [sentAt, status.data]);

  async function resend() {
    setResending(true);
    try {
      const answer = await sendVerification(api, { Purpose: 'register', CellPhoneNumber: phone });
      setResendAt(Date.now() + (answer?.ResendAfterSeconds ?? VERIFICATION_RESEND_SECONDS) * 1000);
      onCode('');
      notifications.show({ color: 'green', message: t('account.code.resent') });
    } catch (failure) {
      notifications.show({ color: 'red', message: failureMessage(failure, locale) });
    } finally {
      setResending(false);
    }
  }

  return (
    <Stack gap="md">
      <Text>
        {t('account.code.sentToPhone')}{' '}
        <Text component="span" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="masked-phone">
          {maskPhone(phone)}
        </Text>
      </Text>
      {sentAt !== null ? (
        // A sign-up in this pop-up: a number that already has an account got a sign-in link instead.
        <Text size="sm" c="dimmed">
          {t('account.register.knownNumberHint')}
        </Text>
      ) : null}
      <SenderNote />
      <CodeInput
        value={code}
        onChange={onCode}
        onComplete={onComplete}
        error={error}
        resendAt={resendAt}
        onResend={() => void resend()}
        resending={resending}
        disabled={disabled}
      />
    </Stack>
  );
}
