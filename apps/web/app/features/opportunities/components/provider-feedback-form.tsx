import {
  PROVIDER_FEEDBACK_NEGATIVE,
  PROVIDER_FEEDBACK_POSITIVE,
  type TOpportunityDetail,
  type TProviderFeedbackSentiment,
  type TTightenField,
  ZProviderFeedbackInput,
} from '@brifa/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useSaveProviderFeedback } from '../api/send-feedback.ts';
import { NEGATIVE_FEEDBACK_LABELS, POSITIVE_FEEDBACK_LABELS, tightenLabel } from '../opportunity-labels.ts';

const NOTE_MAX = 1000;

type TFeedbackForm = {
  Sentiment: TProviderFeedbackSentiment | null;
  Code: string;
  Note: string;
  Tighten: TTightenField[];
};

/** /provider/projects/:offerId/feedback: how it went, and "do not send such requests" with what to tighten. */
export function ProviderFeedbackForm({ detail }: { detail: TOpportunityDetail }) {
  const t = useT();
  const locale = useLocale();
  const saved = detail.Feedback;
  const form = useForm<TFeedbackForm>({
    Sentiment: saved?.Sentiment ?? null,
    Code: saved?.Code ?? '',
    Note: saved?.Note ?? '',
    Tighten: [],
  });
  const [confirmed, setConfirmed] = useState(false);
  const match = detail.Match;
  const save = useSaveProviderFeedback(detail.Brief.OfferKey, match?.Id ?? 0);
  if (!match) return null;

  const { values } = form;
  const tightening = values.Sentiment === 'negative' && values.Code === 'do_not_send_such';
  const options = detail.TightenOptions;

  function choose(sentiment: TProviderFeedbackSentiment, code: string) {
    form.setValues((current) => ({ ...current, Sentiment: sentiment, Code: code }));
    form.setErrors({});
    setConfirmed(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    if (!values.Sentiment || !values.Code) {
      form.setErrors({ Code: t('opportunities.feedback.choose') });
      focusFirstError();
      return;
    }
    const input =
      values.Sentiment === 'negative'
        ? {
            Sentiment: 'negative',
            Code: values.Code,
            Note: values.Note,
            Tighten: tightening ? values.Tighten : [],
          }
        : { Sentiment: 'positive', Code: values.Code, Note: values.Note };
    const checked = checkForm(ZProviderFeedbackInput, input, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    if (tightening && values.Tighten.length > 0 && !confirmed) {
      form.setErrors({ Confirm: t('opportunities.tighten.confirmRequired') });
      focusFirstError();
      return;
    }
    try {
      const answer = await save.mutateAsync(checked.data);
      notifications.show({ color: 'green', message: answer.Message || t('opportunities.feedback.saved') });
    } catch (error) {
      form.fail(error);
      focusFirstError();
    }
  }

  const group = (
    sentiment: TProviderFeedbackSentiment,
    codes: readonly string[],
    labels: Record<string, Parameters<typeof t>[0]>,
  ) => (
    <Radio.Group
      label={
        sentiment === 'positive'
          ? t('opportunities.feedback.positiveTitle')
          : t('opportunities.feedback.negativeTitle')
      }
      value={values.Sentiment === sentiment ? values.Code : null}
      onChange={(code) => choose(sentiment, code)}
      name={`feedback-${sentiment}`}
      data-testid={`feedback-${sentiment}`}
    >
      <Stack gap="xs" mt="xs">
        {codes.map((code) => (
          <Radio key={code} value={code} label={t(labels[code]!)} />
        ))}
      </Stack>
    </Radio.Group>
  );

  const chosen = options.filter((option) => values.Tighten.includes(option.Field));

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      onSubmit={submit}
      maw={860}
      aria-labelledby="feedback-title"
      data-testid="provider-feedback-form"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="feedback-title">
            {t('opportunities.feedback.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('opportunities.feedback.intro')}
          </Text>
        </div>
        {saved ? (
          <Text size="xs" c="dimmed">
            {t('opportunities.feedback.savedAt', {
              date: formatDateTime(saved.UpdatedAt, locale),
            })}
          </Text>
        ) : null}
        <FormAlert message={form.alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {group('positive', PROVIDER_FEEDBACK_POSITIVE, POSITIVE_FEEDBACK_LABELS)}
          {group('negative', PROVIDER_FEEDBACK_NEGATIVE, NEGATIVE_FEEDBACK_LABELS)}
        </SimpleGrid>
        {values.Sentiment === 'positive' &&
        values.Code === 'agreed' &&
        match?.AgencyState === 'open' &&
        match.HasAccess ? (
          <Text size="sm" c="teal.8" data-testid="feedback-agreed-hint">
            {t('opportunities.feedback.agreedHint')}
          </Text>
        ) : null}
        {form.errors.Code ? (
          <Text size="sm" c="red" role="alert" data-testid="feedback-code-error">
            {form.errors.Code}
          </Text>
        ) : null}

        {tightening ? (
          <Alert color="orange" title={t('opportunities.tighten.title')} data-testid="tighten-options">
            {options.length === 0 ? (
              <Text size="sm">{t('opportunities.tighten.none')}</Text>
            ) : (
              <Stack gap="sm">
                <Text size="sm">{t('opportunities.tighten.intro')}</Text>
                <Checkbox.Group
                  value={values.Tighten}
                  onChange={(fields) => {
                    form.setValue('Tighten', fields as TTightenField[]);
                    setConfirmed(false);
                  }}
                  aria-label={t('opportunities.tighten.title')}
                >
                  <Stack gap="xs">
                    {options.map((option) => (
                      <Checkbox
                        key={option.Field}
                        value={option.Field}
                        label={tightenLabel(option, t, detail.Brief)}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
                {chosen.length > 0 ? (
                  <Checkbox
                    checked={confirmed}
                    onChange={(event) => {
                      setConfirmed(event.currentTarget.checked);
                      form.setErrors({});
                    }}
                    label={t('opportunities.tighten.confirm', {
                      items: chosen.map((option) => tightenLabel(option, t, detail.Brief)).join(', '),
                    })}
                    error={form.errors.Confirm}
                    fw={600}
                    data-testid="tighten-confirm"
                  />
                ) : null}
              </Stack>
            )}
          </Alert>
        ) : null}

        <Textarea
          {...form.text('Note')}
          label={t('opportunities.feedback.note')}
          description={values.Code === 'other' ? t('opportunities.feedback.noteRequired') : undefined}
          required={values.Code === 'other'}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={NOTE_MAX}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {saved ? t('opportunities.feedback.update') : t('opportunities.feedback.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
