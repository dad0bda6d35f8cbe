import {
  fieldMessage,
  formatTurkishMobile,
  maskPhone,
  type TSessionUser,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_SECONDS,
  VERIFICATION_SENDER,
  ZCode,
  ZInitializePhone,
} from '@brifa/contracts';
import { Badge, Button, Group, Input, PasswordInput, PinInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useInitializePhone, useSendPhoneCode, useVerifyPhone } from '../api/change-phone.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';
import { formatCountdown, useCountdown } from './use-countdown.ts';

type TStep = 'view' | 'number' | 'code';

export function PhoneSection({ user }: { user: TSessionUser }) {
  const t = useT();
  const locale = useLocale();
  const [step, setStep] = useState<TStep>('view');
  /** The new number in E.164, once the API accepted it and sent a code. */
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm({ CellPhoneNumber: '', Code: '', CurrentPassword: '' });
  // Replacing a verified number is confirmed with the password (when the account has one).
  const asksPassword = user.IsPhoneVerified && user.InitialPasswordHasSet;
  const countdown = useCountdown();
  const initialize = useInitializePhone();
  const resend = useSendPhoneCode();
  const verify = useVerifyPhone();

  function startCountdown(resendAfter: number | undefined) {
    countdown.start(resendAfter && resendAfter > 0 ? resendAfter : VERIFICATION_RESEND_SECONDS);
  }

  function onSendCode(event: FormEvent) {
    event.preventDefault();
    // A message the user cannot see is no message: focus goes to the first field that has one.
    const formElement = event.currentTarget as HTMLElement;
    form.reset();
    const { CellPhoneNumber, CurrentPassword } = form.values;
    const checked = checkForm(
      ZInitializePhone,
      { CellPhoneNumber, ...(asksPassword ? { CurrentPassword } : {}) },
      locale,
    );
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(formElement);
      return;
    }
    if (asksPassword && CurrentPassword === '') {
      form.setErrors({ CurrentPassword: t('settings.phone.passwordNeeded') });
      focusFirstError(formElement);
      return;
    }
    if (checked.data.CellPhoneNumber === user.CellPhoneNumber && user.IsPhoneVerified) {
      form.setErrors({ CellPhoneNumber: t('settings.phone.same') });
      focusFirstError(formElement);
      return;
    }
    initialize.mutate(checked.data, {
      onSuccess: (answer) => {
        setPending(checked.data.CellPhoneNumber);
        form.setValues((current) => ({ ...current, Code: '', CurrentPassword: '' }));
        startCountdown(answer.Data?.ResendAfterSeconds);
        setStep('code');
      },
      onError: (error) => {
        form.fail(error);
        focusFirstError(formElement);
      },
    });
  }

  function submitCode(code: string) {
    form.reset();
    const checked = ZCode.safeParse(code);
    if (!checked.success) {
      form.setErrors({ Code: fieldMessage('code', locale) });
      return;
    }
    verify.mutate(
      { Code: checked.data },
      {
        onSuccess: () => {
          setStep('view');
          setPending(null);
          countdown.stop();
          form.setValues({ CellPhoneNumber: '', Code: '', CurrentPassword: '' });
        },
        onError: (error) => {
          // A wrong code is typed again from the first box.
          form.setValue('Code', '');
          form.fail(error, {
            VERIFICATION_CODE_INVALID: 'Code',
            VERIFICATION_CODE_EXPIRED: 'Code',
            VERIFICATION_TOO_MANY_ATTEMPTS: 'Code',
          });
        },
      },
    );
  }

  function onResend() {
    if (!pending) return;
    form.reset();
    resend.mutate(
      { CellPhoneNumber: pending },
      {
        onSuccess: (answer) => {
          form.setValue('Code', '');
          startCountdown(answer.Data?.ResendAfterSeconds);
        },
        onError: (error) => form.fail(error),
      },
    );
  }

  function cancel() {
    setStep('view');
    setPending(null);
    countdown.stop();
    form.setValues({ CellPhoneNumber: '', Code: '', CurrentPassword: '' });
    form.reset();
  }

  return (
    <SettingsSection
      id="phone"
      title={t('settings.phone.title')}
      description={t('settings.phone.description')}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('settings.phone.current')}
            </Text>
            <Group gap="xs">
              <Text fw={600} data-testid="settings-phone-current">
                {user.CellPhoneNumber ? `+90 ${formatTurkishMobile(user.CellPhoneNumber)}` : '—'}
              </Text>
              {/* Dark text: green or yellow text on the light badge is below 4.5:1 at this size. */}
              <Badge color={user.IsPhoneVerified ? 'green' : 'yellow'} variant="light" size="sm" c="dark.7">
                {user.IsPhoneVerified ? t('settings.phone.verified') : t('settings.phone.unverified')}
              </Badge>
            </Group>
          </Stack>
          {step === 'view' ? (
            <Button variant="default" onClick={() => setStep('number')}>
              {t('settings.phone.change')}
            </Button>
          ) : null}
        </Group>

        {step === 'number' ? (
          <form onSubmit={onSendCode} noValidate>
            <Stack gap="md">
              <PhoneInput
                name="CellPhoneNumber"
                label={t('settings.phone.new')}
                description={t('settings.phone.newHint')}
                required
                data-autofocus
                value={form.values.CellPhoneNumber}
                error={form.errors.CellPhoneNumber}
                onChange={(value) => form.setValue('CellPhoneNumber', value)}
              />
              {asksPassword ? (
                <PasswordInput
                  label={t('settings.phone.password')}
                  description={t('settings.phone.passwordHint')}
                  autoComplete="current-password"
                  required
                  {...form.text('CurrentPassword')}
                />
              ) : null}
              <FormMessage message={form.alert} />
              <Group justify="flex-end" gap="sm">
                <Button variant="subtle" color="gray" onClick={cancel}>
                  {t('settings.cancel')}
                </Button>
                <Button type="submit" loading={initialize.isPending}>
                  {t('settings.phone.sendCode')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}

        {step === 'code' && pending ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submitCode(form.values.Code);
            }}
            noValidate
          >
            <Stack gap="md">
              <Text size="sm" role="status">
                {t('settings.phone.codeSent', { phone: maskPhone(pending), sender: VERIFICATION_SENDER })}
              </Text>
              <Input.Wrapper
                label={t('settings.phone.code')}
                error={form.errors.Code}
                id="settings-phone-code"
                required
              >
                <PinInput
                  length={VERIFICATION_CODE_LENGTH}
                  type="number"
                  inputMode="numeric"
                  oneTimeCode
                  autoFocus
                  id="settings-phone-code"
                  ariaLabel={t('settings.phone.code')}
                  value={form.values.Code}
                  error={!!form.errors.Code}
                  onChange={(value) => form.setValue('Code', value)}
                  onComplete={submitCode}
                  mt={6}
                  data-testid="settings-phone-code"
                />
              </Input.Wrapper>
              <FormMessage message={form.alert} />
              <Group justify="space-between" gap="sm">
                <Group gap="xs">
                  <Button
                    variant="subtle"
                    onClick={onResend}
                    disabled={countdown.seconds > 0}
                    loading={resend.isPending}
                  >
                    {countdown.seconds > 0
                      ? t('settings.phone.resendIn', { time: formatCountdown(countdown.seconds) })
                      : t('settings.phone.resend')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="gray"
                    onClick={() => {
                      form.reset();
                      setStep('number');
                    }}
                  >
                    {t('settings.phone.otherNumber')}
                  </Button>
                </Group>
                <Button type="submit" loading={verify.isPending}>
                  {t('settings.phone.verify')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
