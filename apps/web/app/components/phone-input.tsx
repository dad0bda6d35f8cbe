import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '../lib/i18n.tsx';
import { formatPhoneInput } from '../lib/input-format.ts';

type TPhoneInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A Turkish mobile number: the +90 is fixed, the number is typed without its leading 0. */
export function PhoneInput({ value, onChange, label, description, ...props }: TPhoneInputProps) {
  const t = useT();
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="5XX XXX XX XX"
      maxLength={13}
      label={label ?? t('account.field.phone')}
      description={description ?? t('account.field.phoneHint')}
      leftSection={
        <Text size="sm" fw={600} c="dark.4" aria-hidden="true">
          +90
        </Text>
      }
      leftSectionWidth={46}
      value={value}
      onChange={(event) => onChange(formatPhoneInput(event.currentTarget.value))}
      {...props}
    />
  );
}
