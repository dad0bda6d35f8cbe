import { maskPhone, VERIFICATION_CODE_LENGTH } from '@brifa/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useSendEmailChangeCode } from '../api/email-change.ts';
import { formatCountdown, useCountdown } from './use-countdown.ts';

/** For an account without a password: a code to its own phone proves the e-mail change. */
export function EmailChangeCode({
  phone,
  value,
  error,
  onChange,
}: {
  phone: string;
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const send = useSendEmailChangeCode();
  const countdown = useCountdown();
  const [sendError, setSendError] = useState<string | null>(null);

  function sendCode() {
    setSendError(null);
    send.mutate(phone, {
      onSuccess: (answer) => countdown.start(answer.Data?.ResendAfterSeconds ?? 120),
      onError: (failure) => setSendError(failureMessage(failure, locale)),
    });
  }

  return (
    <Stack gap="xs">
      <Text size="sm">{t('settings.profile.codeNeeded', { phone: maskPhone(phone) })}</Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('settings.profile.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={value}
          error={error ?? sendError}
          onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button variant="light" onClick={sendCode} loading={send.isPending} disabled={countdown.seconds > 0}>
          {countdown.seconds > 0
            ? t('settings.profile.resendIn', { time: formatCountdown(countdown.seconds) })
            : t('settings.profile.sendCode')}
        </Button>
      </Group>
    </Stack>
  );
}
