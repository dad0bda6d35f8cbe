import type { TCategoryKey, TExpertiseQuestion } from '@brifa/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
// The date picker's styles and Turkish month and day names (loaded with this step, not with every page).
import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import { calendarLabels } from '../../../lib/calendar-labels.ts';
import { calendarDay } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatNumber } from '../../../lib/money.ts';
import { useCategories } from '../api/list-categories.ts';
import classes from './brief-flow.module.css';
import type { TBriefForm } from './step-props.ts';

export function LoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const t = useT();
  if (!isError) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('briefFlow.loading')} />
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light">
      <Text size="sm">{t('briefFlow.loadError')}</Text>
      <Button mt="xs" size="xs" variant="light" color="red" onClick={onRetry}>
        {t('briefFlow.retry')}
      </Button>
    </Alert>
  );
}

/** The 25 categories: choosing one goes straight on to its questions. */
export function CategoryStep({
  value,
  error,
  onChoose,
}: {
  value: TCategoryKey | null;
  error: string | undefined;
  onChoose: (key: TCategoryKey) => void;
}) {
  const categories = useCategories();
  if (!categories.data) {
    return <LoadState isError={categories.isError} onRetry={() => void categories.refetch()} />;
  }
  return (
    <Stack gap="xs">
      {error ? (
        <Text c="red.7" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <SimpleGrid cols={2} spacing="xs" data-testid="brief-categories">
        {categories.data.map((category) => (
          <UnstyledButton
            key={category.Key}
            type="button"
            className={classes.choice}
            aria-pressed={category.Key === value}
            data-category={category.Key}
            onClick={() => onChoose(category.Key)}
          >
            <Text fw={600} size="sm">
              {category.Name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2} mt={2} visibleFrom="xs">
              {category.Description}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The category's own questions: one choice, several choices or a short text; required ones are marked. */
export function QuestionsStep({
  form,
  questions,
  isError,
  onRetry,
}: {
  form: TBriefForm;
  questions: TExpertiseQuestion[] | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  if (!questions) return <LoadState isError={isError} onRetry={onRetry} />;
  const setAnswer = (key: string, answer: string | string[]) => {
    form.setValues((current) => ({ ...current, Answers: { ...current.Answers, [key]: answer } }));
    form.setErrors((current) => {
      const { [`Answers.${key}`]: _cleared, ...rest } = current;
      return rest;
    });
  };
  return (
    <Stack gap="lg">
      {questions.map((question) => {
        const answer = form.values.Answers[question.Key];
        const error = form.errors[`Answers.${question.Key}`];
        if (question.AnswerType === 'single') {
          return (
            <Radio.Group
              key={question.Key}
              name={`Answers.${question.Key}`}
              label={question.Question}
              required={question.IsRequired}
              value={typeof answer === 'string' ? answer : null}
              onChange={(value) => setAnswer(question.Key, value)}
              error={error}
            >
              <Stack gap={8} mt={8}>
                {question.Options.map((option) => (
                  <Radio key={option.Key} value={option.Key} label={option.Name} />
                ))}
              </Stack>
            </Radio.Group>
          );
        }
        if (question.AnswerType === 'multiple') {
          return (
            <Checkbox.Group
              key={question.Key}
              label={question.Question}
              description={t('briefFlow.questions.several')}
              required={question.IsRequired}
              value={Array.isArray(answer) ? answer : []}
              onChange={(value) => setAnswer(question.Key, value)}
              error={error}
            >
              <Stack gap={8} mt={8}>
                {question.Options.map((option) => (
                  <Checkbox key={option.Key} value={option.Key} label={option.Name} />
                ))}
              </Stack>
            </Checkbox.Group>
          );
        }
        return (
          <Textarea
            key={question.Key}
            name={`Answers.${question.Key}`}
            label={question.Question}
            description={question.IsRequired ? undefined : t('briefFlow.optional')}
            required={question.IsRequired}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => setAnswer(question.Key, event.currentTarget.value)}
            error={error}
          />
        );
      })}
    </Stack>
  );
}

/** Today in Istanbul: the earliest start date, whatever the browser's time zone. */
function todayIso(): string {
  return calendarDay(new Date());
}

/** Budget (digits only, or not defined yet) and the expected start: the first part of the project step. */
export function BudgetFields({ form }: { form: TBriefForm }) {
  const t = useT();
  const locale = useLocale();
  const { values, errors } = form;
  const amount = values.BudgetTry ? Number(values.BudgetTry) : null;
  return (
    <Stack gap="lg">
      <Stack gap={8}>
        <TextInput
          label={t('briefFlow.budget.label')}
          description={
            amount !== null && !values.BudgetUndefined
              ? t('briefFlow.budget.amount', {
                  amount: formatNumber(amount, locale),
                })
              : t('briefFlow.budget.hint')
          }
          name="BudgetTry"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          required={!values.BudgetUndefined}
          disabled={values.BudgetUndefined}
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden="true">
              TL
            </Text>
          }
          value={values.BudgetUndefined ? '' : values.BudgetTry}
          // Digits only (spec rules section 5): anything else typed or pasted is dropped.
          onChange={(event) => form.setValue('BudgetTry', event.currentTarget.value.replace(/\D/g, ''))}
          error={errors.BudgetTry}
        />
        <Checkbox
          label={t('briefFlow.budget.undefined')}
          checked={values.BudgetUndefined}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            form.setValue('BudgetUndefined', checked);
            if (checked) form.setErrors(({ BudgetTry: _cleared, ...rest }) => rest);
          }}
        />
      </Stack>
      <DateInput
        label={t('briefFlow.startDate.label')}
        description={t('briefFlow.optional')}
        placeholder={t('briefFlow.startDate.placeholder')}
        valueFormat="D MMMM YYYY"
        minDate={todayIso()}
        clearable
        value={values.StartDate}
        onChange={(value) => form.setValue('StartDate', value)}
        error={errors.StartDate}
        popoverProps={{ withinPortal: true }}
        ariaLabels={calendarLabels(t)}
      />
    </Stack>
  );
}
