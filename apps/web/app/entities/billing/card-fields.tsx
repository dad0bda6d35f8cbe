import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useT } from '../../lib/i18n.tsx';

export type TCardForm = { holder: string; number: string; month: string; year: string; cvc: string };
export const EMPTY_CARD: TCardForm = { holder: '', number: '', month: '', year: '', cvc: '' };

/** The card as the API takes it ("12", "30" → 12, 2030). */
export function cardBody(card: TCardForm) {
  return {
    HolderName: card.holder,
    Number: card.number.replace(/\D/g, ''),
    ExpireMonth: Number(card.month),
    ExpireYear: Number(card.year),
    Cvc: card.cvc,
  };
}

/** "5528790000000008" → "5528 7900 0000 0008" while typing. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Name, number, expiry and CVC, each with the API's message beside it (errors keyed `Card.<Field>`). */
export function CardFields({
  card,
  onChange,
  errors,
  save,
  onSaveChange,
}: {
  card: TCardForm;
  onChange: (card: TCardForm) => void;
  errors: Record<string, string>;
  save?: boolean;
  onSaveChange?: (save: boolean) => void;
}) {
  const t = useT();
  const set = (field: keyof TCardForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({
      ...card,
      [field]: field === 'holder' ? event.currentTarget.value : event.currentTarget.value,
    });
  return (
    <>
      <TextInput
        label={t('payments.card.holder')}
        autoComplete="cc-name"
        value={card.holder}
        onChange={set('holder')}
        error={errors['Card.HolderName']}
        required
      />
      <TextInput
        label={t('payments.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={(event) => onChange({ ...card, number: groupDigits(event.currentTarget.value) })}
        error={errors['Card.Number']}
        required
      />
      <SimpleGrid cols={3} spacing="sm">
        <TextInput
          label={t('payments.card.month')}
          autoComplete="cc-exp-month"
          inputMode="numeric"
          maxLength={2}
          value={card.month}
          onChange={(event) => onChange({ ...card, month: event.currentTarget.value.replace(/\D/g, '') })}
          error={errors['Card.ExpireMonth']}
          required
        />
        <TextInput
          label={t('payments.card.year')}
          autoComplete="cc-exp-year"
          inputMode="numeric"
          maxLength={4}
          value={card.year}
          onChange={(event) => onChange({ ...card, year: event.currentTarget.value.replace(/\D/g, '') })}
          error={errors['Card.ExpireYear']}
          required
        />
        <TextInput
          label={t('payments.card.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={card.cvc}
          onChange={(event) => onChange({ ...card, cvc: event.currentTarget.value.replace(/\D/g, '') })}
          error={errors['Card.Cvc']}
          required
        />
      </SimpleGrid>
      {onSaveChange ? (
        <Group>
          <Checkbox
            label={t('payments.card.save')}
            checked={save ?? false}
            onChange={(event) => onSaveChange(event.currentTarget.checked)}
          />
        </Group>
      ) : null}
    </>
  );
}
