import {
  BRIEF_BLOCKING_CODES,
  BRIEF_MAX_LENGTH,
  BRIEF_MIN_LENGTH,
  type IBriefQuality,
} from '@brifa/contracts';
import { Alert, Group, List, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';
import { useBriefSuggestions } from '../api/check-brief.ts';
import { LEVEL_LABELS } from '../step-labels.ts';
import type { TBriefForm } from './step-props.ts';

const LEVEL_COLORS = { weak: 'red', fair: 'yellow', good: 'teal' } as const;

/**
 * The project description with a live character counter and the brief-quality warnings as the client types;
 * under 400 characters the "too short, share more details" warning shows, and blocking warnings stop "next".
 */
export function DescriptionStep({ form, quality }: { form: TBriefForm; quality: IBriefQuality }) {
  const t = useT();
  const typed = form.values.Description.trim() !== '';
  const blocking = quality.warnings.filter((warning) => BRIEF_BLOCKING_CODES.includes(warning.code));
  const advice = quality.warnings.filter((warning) => !BRIEF_BLOCKING_CODES.includes(warning.code));
  const enough = quality.missing === 0;
  const { CategoryKey, Description, BudgetTry, BudgetUndefined, StartDate } = form.values;
  const suggestions = useBriefSuggestions(
    CategoryKey
      ? {
          CategoryKey,
          Description,
          BudgetDefined: !BudgetUndefined && BudgetTry !== '',
          HasStartDate: StartDate !== null,
        }
      : null,
  );
  return (
    <Stack gap="md">
      <Textarea
        label={t('brief.field.description')}
        description={t('briefFlow.description.tips')}
        required
        autosize
        minRows={7}
        maxRows={16}
        maxLength={BRIEF_MAX_LENGTH}
        aria-describedby="brief-description-counter"
        {...form.text('Description')}
        // A blocking warning is already listed below; the field keeps only its red border then.
        error={
          blocking.some((warning) => warning.message === form.errors.Description)
            ? true
            : form.errors.Description
        }
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text
          id="brief-description-counter"
          size="sm"
          c={enough ? 'teal.8' : 'dimmed'}
          fw={enough ? 600 : 400}
          data-testid="brief-description-counter"
          aria-live="polite"
        >
          {t('briefFlow.description.counter', { count: quality.length, min: BRIEF_MIN_LENGTH })}
        </Text>
        {typed ? (
          <Text size="sm" c={`${LEVEL_COLORS[quality.level]}.8`} fw={600} data-testid="brief-quality-level">
            {t(LEVEL_LABELS[quality.level])}
          </Text>
        ) : null}
      </Group>
      {typed ? (
        <Progress
          value={quality.score}
          color={LEVEL_COLORS[quality.level]}
          size="sm"
          aria-label={t('briefFlow.description.score', { score: quality.score })}
        />
      ) : null}
      {typed && (blocking.length > 0 || advice.length > 0) ? (
        <Stack gap="xs" data-testid="brief-warnings" aria-live="polite">
          {blocking.length > 0 ? (
            <Alert color="red" variant="light" p="sm">
              <List size="sm" spacing={4}>
                {blocking.map((warning) => (
                  <List.Item key={warning.code} data-code={warning.code}>
                    {warning.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {advice.length > 0 ? (
            <Alert
              color="yellow"
              variant="light"
              p="sm"
              title={quality.summary ?? t('briefFlow.description.suggestions')}
            >
              <List size="sm" spacing={4}>
                {advice.map((warning) => (
                  <List.Item key={warning.code} data-code={warning.code}>
                    {warning.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      {suggestions.length > 0 ? (
        <Alert
          color="blue"
          variant="light"
          p="sm"
          title={t('briefFlow.description.assistant')}
          data-testid="brief-suggestions"
          aria-live="polite"
        >
          <List size="sm" spacing={4}>
            {suggestions.map((suggestion) => (
              <List.Item key={suggestion}>{suggestion}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
