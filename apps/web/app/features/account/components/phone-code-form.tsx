import { maskPhone } from '@brifa/contracts';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CodeInput } from '../../../components/code-input.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SenderNote } from '../../../components/sender-note.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * "We texted a code to +90 5xx *** ** xx": the masked number, who sends it, and the code form with its resend
 * countdown. The sign-up's code step and the phone approval page share it; each decides what the code does.
 */
export function PhoneCodeForm(props: {
  phone: string;
  /** A line under the number (e.g. that a known number gets a sign-in link instead). */
  hint?: ReactNode;
  code: string;
  codeError: string | undefined;
  alert: string | null;
  onCodeChange: (code: string) => void;
  /** The typed code, or the one the input just completed. */
  onSubmitCode: (code?: string) => void;
  resendAt: number | null;
  onResend: () => void;
  resending: boolean;
  submitting: boolean;
  submitLabel: string;
  autoFocus: boolean;
}) {
  const t = useT();
  return (
    <>
      <Text>
        {t('account.code.sentToPhone')}{' '}
        <Text component="span" fw={700} data-testid="masked-phone" style={{ whiteSpace: 'nowrap' }}>
          {maskPhone(props.phone)}
        </Text>
      </Text>
      {props.hint}
      <SenderNote />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmitCode();
        }}
        noValidate
      >
        <Stack gap="md">
          <CodeInput
            value={props.code}
            onChange={props.onCodeChange}
            onComplete={(value) => props.onSubmitCode(value)}
            error={props.codeError}
            resendAt={props.resendAt}
            onResend={props.onResend}
            resending={props.resending}
            autoFocus={props.autoFocus}
          />
          <FormAlert message={props.alert} />
          <Button type="submit" size="md" fullWidth loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
    </>
  );
}
