import { PASSWORD_MIN_LENGTH } from '@brifa/contracts';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '../lib/i18n.tsx';

/** A password with a keyboard-reachable show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('account.field.showPassword') }}
      // Mantine marks the field invalid only visually; screen readers (and the focus helper) need the attribute.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}

/** A new password with its hint, and its confirmation (forgot password, first password). */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordInputProps;
  confirm: PasswordInputProps;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={t('account.field.newPassword')}
        description={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordField
        label={t('account.field.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirm}
      />
    </>
  );
}
