import { VERIFICATION_CODE_LENGTH } from '@brifa/contracts';
import { Button, Group, Input, PinInput, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { formatCountdown, secondsUntil } from '../lib/input-format.ts';

/** Seconds left until `deadline` (epoch ms), ticking once a second while above zero. */
export function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline, now);
}

/** The resend link with its countdown: a new code may be asked only when the countdown is over. */
export function ResendCode({
  resendAt,
  onResend,
  pending,
}: {
  resendAt: number | null;
  onResend: () => void;
  pending: boolean;
}) {
  const t = useT();
  const left = useSecondsLeft(resendAt);
  if (left > 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="resend-countdown">
        {t('account.code.resendIn', { time: formatCountdown(left) })}
      </Text>
    );
  }
  return (
    <Button variant="subtle" size="compact-sm" px={4} onClick={onResend} loading={pending}>
      {t('account.code.resend')}
    </Button>
  );
}

/** Six digits, one box each; the phone offers the code from the SMS (autocomplete one-time-code). */
export function CodeInput({
  value,
  onChange,
  onComplete,
  error,
  resendAt,
  onResend,
  resending,
  autoFocus = true,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string | undefined;
  resendAt: number | null;
  onResend: () => void;
  resending: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const errorId = useId();
  const firstBox = useRef<HTMLInputElement>(null);
  // A wrong code is cleared by the page; typing the next one starts again in the first box.
  useEffect(() => {
    if (error && value === '') firstBox.current?.focus();
  }, [error, value]);
  return (
    <div>
      <Input.Label id={labelId} mb={8}>
        {t('account.code.label')}
      </Input.Label>
      <PinInput
        ref={firstBox}
        length={VERIFICATION_CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus={autoFocus}
        disabled={disabled}
        size="md"
        gap="xs"
        placeholder=""
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={!!error}
        role="group"
        aria-labelledby={labelId}
        data-testid="code-input"
        getInputProps={(index) => ({
          'aria-label': t('account.code.digit', { n: index + 1, total: VERIFICATION_CODE_LENGTH }),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      {error ? (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      ) : null}
      <Group mt="xs" gap={4}>
        <ResendCode resendAt={resendAt} onResend={onResend} pending={resending} />
      </Group>
    </div>
  );
}
