import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';

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
