import { QUOTE_LIMITS } from '@brifa/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';

export type TLineValues = { Title: string; AmountTry: string };

/** The form's messages without those of the lines (an edit of the lines clears them). */
export function withoutLineErrors(errors: TFieldErrors): TFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('Lines')));
}

const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/**
 * What is included: optional lines (a title and its part of the amount), at most QUOTE_LIMITS.lineItemsMax. The
 * running total beside the quote's amount shows whether they add up (the rule the API checks).
 */
export function QuoteLinesEditor({
  lines,
  amountTry,
  errors,
  onChange,
}: {
  lines: TLineValues[];
  amountTry: string;
  errors: TFieldErrors;
  onChange: (lines: TLineValues[]) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const sum = lines.reduce((total, line) => total + (Number(line.AmountTry) || 0), 0);
  const amount = Number(amountTry) || 0;
  const update = (index: number, change: Partial<TLineValues>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const full = lines.length >= QUOTE_LIMITS.lineItemsMax;
  // A message under an input lifts its box; the remove button keeps level with the boxes.
  const errorShown = (index: number) =>
    Boolean(errors[`Lines.${index}.Title`] || errors[`Lines.${index}.AmountTry`]);

  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }} data-testid="quote-lines-editor">
      <Text component="legend" size="sm" fw={500} p={0}>
        {t('opportunities.quote.linesLabel')}
      </Text>
      <Text size="xs" c="dimmed" mt={-4}>
        {t('opportunities.quote.linesHint', { max: QUOTE_LIMITS.lineItemsMax })}
      </Text>
      {lines.map((line, index) => (
        // Lines are edited in place and have no id; removing one re-keys the rest, which holds no state.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" align="flex-end" wrap="wrap" data-testid="quote-line">
          <TextInput
            // Side by side on wide screens; on a phone the title takes the row and the amount goes below.
            style={{ flex: '3 1 240px', minWidth: 0 }}
            label={t('opportunities.quote.lineTitle', { number: index + 1 })}
            value={line.Title}
            maxLength={QUOTE_LIMITS.lineTitleMax}
            error={errors[`Lines.${index}.Title`]}
            onChange={(event) => update(index, { Title: event.currentTarget.value })}
          />
          <TextInput
            style={{ flex: '2 1 160px', minWidth: 0 }}
            label={t('opportunities.quote.lineAmount', { number: index + 1 })}
            value={line.AmountTry}
            inputMode="numeric"
            autoComplete="off"
            leftSection={<span aria-hidden="true">₺</span>}
            // A sum that does not match marks every amount, so the focus can move to the first one.
            error={errors[`Lines.${index}.AmountTry`] ?? (errors.Lines ? true : undefined)}
            onChange={(event) => update(index, { AmountTry: digitsOnly(event.currentTarget.value) })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={errorShown(index) ? 22 : 1}
            aria-label={t('opportunities.quote.lineRemove', { number: index + 1 })}
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between" gap="xs">
        <Button
          variant="light"
          size="compact-sm"
          disabled={full}
          onClick={() => onChange([...lines, { Title: '', AmountTry: '' }])}
          data-testid="quote-line-add"
        >
          + {t('opportunities.quote.lineAdd')}
        </Button>
        {lines.length > 0 ? (
          <Text
            size="sm"
            c={sum === amount ? 'teal.9' : 'dimmed'}
            aria-live="polite"
            data-testid="quote-lines-sum"
          >
            {t('opportunities.quote.linesSum', {
              sum: formatLira(sum, locale),
              amount: formatLira(amount, locale),
            })}
          </Text>
        ) : null}
      </Group>
      {errors.Lines ? (
        <Text size="sm" c="red.8" role="alert" data-testid="quote-lines-error">
          {errors.Lines}
        </Text>
      ) : null}
    </Stack>
  );
}
