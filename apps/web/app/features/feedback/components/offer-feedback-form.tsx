import {
  CLIENT_FEEDBACK_STATUSES,
  FEEDBACK_NOTE_MAX_LENGTH,
  feedbackNeedsReason,
  isNegativeOutcome,
  NEGATIVE_REASON_CODES,
  type TClientFeedbackStatus,
  type TMatchOutcome,
  type TNegativeReasonCode,
  type TOfferFeedbackForm,
  ZFeedbackUpdate,
  ZUserOfferFeedbackUpdate,
  ZUserOfferOutcome,
} from '@brifa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/date-time.ts';
import { checkForm, formFailure, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import {
  FEEDBACK_FORM_QUERY_KEY,
  saveOutcome,
  saveOverall,
  type TFeedbackMode,
} from '../api/offer-feedback.ts';
import { OUTCOME_LABELS, REASON_LABELS, STATUS_LABELS } from './feedback-labels.ts';

type TAgencyAnswer = { Outcome: string; ReasonCode: string };
/** A saved answer: its id (changed with PUT) and what it says. */
type TSavedAnswer = TAgencyAnswer & { FeedbackId: number | null };

/** Field names of one agency's answer in the error map, e.g. "12.ReasonCode". */
const agencyField = (matchId: number, field: keyof TAgencyAnswer) => `${matchId}.${field}`;

function initialAnswers(form: TOfferFeedbackForm): Record<number, TSavedAnswer> {
  return Object.fromEntries(
    form.Providers.map((provider) => [
      provider.MatchedProviderId,
      {
        Outcome: provider.Outcome ?? '',
        ReasonCode: provider.ReasonCode ?? '',
        FeedbackId: provider.FeedbackId,
      },
    ]),
  );
}

/**
 * The client's feedback on a project: where it stands overall (a reason for a "no"), and per matched agency
 * the outcome, with a reason for a negative one. Agencies' answers are saved first so that "wants new match"
 * already knows which agencies the client turned down. Answered before, the same form changes the answers:
 * it says when they were given, shows each agency's saved answer and sends only what changed (PUT).
 */
export function OfferFeedbackForm({ mode, form }: { mode: TFeedbackMode; form: TOfferFeedbackForm }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string>(form.Feedback?.Status ?? '');
  const [reason, setReason] = useState<string>(form.Feedback?.ReasonCode ?? '');
  const [note, setNote] = useState(form.Feedback?.Note ?? '');
  const [answers, setAnswers] = useState<Record<number, TAgencyAnswer>>(() => initialAnswers(form));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<{ added: number; changed: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [answeredAt, setAnsweredAt] = useState(form.Feedback?.AnsweredAt ?? null);
  const [savedAnswers, setSavedAnswers] = useState(() => initialAnswers(form));
  const saved = useRef(savedAnswers);

  const reasonOptions = [
    { value: '', label: t('feedback.reason.placeholder'), disabled: true },
    ...NEGATIVE_REASON_CODES.map((code) => ({ value: code, label: t(REASON_LABELS[code]) })),
  ];

  function clearError(...fields: string[]) {
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }

  function setAnswer(matchId: number, field: keyof TAgencyAnswer, value: string) {
    setAnswers((current) => ({
      ...current,
      [matchId]: { Outcome: '', ReasonCode: '', ...current[matchId], [field]: value },
    }));
    clearError(
      agencyField(matchId, field),
      ...(field === 'Outcome' ? [agencyField(matchId, 'ReasonCode')] : []),
    );
  }

  function showErrors(next: TFieldErrors, message: string | null = null) {
    setErrors(next);
    setAlert(message);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  /** Checks everything with the API's own schemas before anything is sent. */
  function check(): TFieldErrors {
    const found: TFieldErrors = {};
    const overall = checkForm(
      ZFeedbackUpdate,
      { Status: status || undefined, ReasonCode: reason || null, Note: note },
      locale,
    );
    if (!overall.ok) Object.assign(found, overall.errors);
    for (const [matchId, answer] of Object.entries(answers)) {
      if (!answer.Outcome) continue;
      const checked = checkForm(
        ZUserOfferFeedbackUpdate,
        { Outcome: answer.Outcome, ReasonCode: answer.ReasonCode || null },
        locale,
      );
      if (!checked.ok) {
        for (const [field, message] of Object.entries(checked.errors)) found[`${matchId}.${field}`] = message;
      }
    }
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setDone(null);
    const problems = check();
    if (Object.keys(problems).length > 0) return showErrors(problems);
    setErrors({});
    setAlert(null);
    setPending(true);
    const changing = answeredAt !== null;
    try {
      for (const [id, answer] of Object.entries(answers)) {
        const matchId = Number(id);
        const before = saved.current[matchId];
        if (!answer.Outcome) continue;
        const outcome = answer.Outcome as TMatchOutcome;
        const reasonCode = isNegativeOutcome(outcome) ? (answer.ReasonCode as TNegativeReasonCode) : null;
        if (before?.Outcome === outcome && (before.ReasonCode || null) === reasonCode) continue;
        try {
          const result = await saveOutcome(
            api,
            mode,
            { MatchedProviderId: matchId, Outcome: outcome, ReasonCode: reasonCode },
            before?.FeedbackId ?? null,
          );
          saved.current = {
            ...saved.current,
            [matchId]: { Outcome: outcome, ReasonCode: reasonCode ?? '', FeedbackId: result.Data.Id },
          };
          setSavedAnswers(saved.current);
        } catch (error) {
          const failure = formFailure(error, locale, ['Outcome', 'ReasonCode']);
          const fields = Object.fromEntries(
            Object.entries(failure.fields).map(([field, message]) => [`${matchId}.${field}`, message]),
          );
          return showErrors(fields, failure.message);
        }
      }
      const statusValue = status as TClientFeedbackStatus;
      try {
        const answer = await saveOverall(api, mode, {
          Status: statusValue,
          ReasonCode: feedbackNeedsReason(statusValue) ? (reason as TNegativeReasonCode) : null,
          Note: note,
        });
        setDone({ added: answer.Data.AddedMatches, changed: changing });
        setAnsweredAt(answer.Data.AnsweredAt);
        notifications.show({ color: 'green', message: t(changing ? 'feedback.updated' : 'feedback.saved') });
        await queryClient.invalidateQueries({ queryKey: FEEDBACK_FORM_QUERY_KEY });
      } catch (error) {
        const failure = formFailure(error, locale, ['Status', 'ReasonCode', 'Note']);
        return showErrors(failure.fields, failure.message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {done ? (
          <Alert color="green" role="status" title={t(done.changed ? 'feedback.updated' : 'feedback.saved')}>
            {done.added > 0 ? t('feedback.savedNewMatch', { count: done.added }) : null}
          </Alert>
        ) : answeredAt ? (
          <Alert color="blue" data-testid="feedback-answered">
            {t('feedback.change.intro', { date: formatDateTime(answeredAt, locale) })}
          </Alert>
        ) : null}

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Radio.Group
              name="Status"
              label={t('feedback.status.legend')}
              required
              value={status}
              onChange={(value) => {
                setStatus(value);
                clearError('Status', 'ReasonCode');
              }}
              error={errors.Status}
              labelProps={{ fz: 'md', fw: 600 }}
            >
              <Stack gap="sm" mt="sm">
                {CLIENT_FEEDBACK_STATUSES.map((value, index) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(STATUS_LABELS[value])}
                    aria-invalid={index === 0 && !!errors.Status}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {status === 'wants_new_match' ? (
              <Text size="sm" c="dimmed">
                {t('feedback.status.newMatchHint')}
              </Text>
            ) : null}
            {feedbackNeedsReason(status as TClientFeedbackStatus) ? (
              <NativeSelect
                name="ReasonCode"
                label={t('feedback.reason.label')}
                required
                data={reasonOptions}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  clearError('ReasonCode');
                }}
                error={errors.ReasonCode}
              />
            ) : null}
            <Textarea
              name="Note"
              label={t('feedback.note.label')}
              description={t('feedback.note.description')}
              rows={3}
              maxLength={FEEDBACK_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                clearError('Note');
              }}
              error={errors.Note}
            />
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="feedback-agencies">
          <div>
            <Title order={2} fz="lg" id="feedback-agencies">
              {t('feedback.agencies.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              {form.Providers.length > 0 ? t('feedback.agencies.description') : t('feedback.agencies.empty')}
            </Text>
          </div>
          {form.Providers.map((provider) => {
            const id = provider.MatchedProviderId;
            const answer = answers[id] ?? { Outcome: '', ReasonCode: '' };
            const negative = isNegativeOutcome(answer.Outcome as TMatchOutcome);
            const savedOutcome = savedAnswers[id]?.Outcome as TMatchOutcome | '' | undefined;
            return (
              <Paper
                key={id}
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'lg' }}
                role="group"
                aria-labelledby={`agency-${id}`}
                data-testid="agency-feedback"
              >
                <Stack gap="sm">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={600} id={`agency-${id}`}>
                      {provider.Agency.Name}
                    </Text>
                    <Anchor
                      href={`${AGENCY_PROFILE_PREFIX[locale]}${encodeURIComponent(provider.Agency.Slug)}`}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                    >
                      {t('feedback.agencies.profile')}
                    </Anchor>
                  </Group>
                  {savedOutcome ? (
                    <Text size="sm" c="dimmed" data-testid="saved-outcome">
                      {t('feedback.change.savedOutcome', { outcome: t(OUTCOME_LABELS[savedOutcome]) })}
                    </Text>
                  ) : null}
                  <NativeSelect
                    name={agencyField(id, 'Outcome')}
                    label={t('feedback.outcome.label')}
                    data={[
                      { value: '', label: t('feedback.outcome.placeholder'), disabled: true },
                      ...ZUserOfferOutcome.options.map((value) => ({
                        value,
                        label: t(OUTCOME_LABELS[value]),
                      })),
                    ]}
                    value={answer.Outcome}
                    onChange={(event) => setAnswer(id, 'Outcome', event.currentTarget.value)}
                    error={errors[agencyField(id, 'Outcome')]}
                  />
                  {negative ? (
                    <NativeSelect
                      name={agencyField(id, 'ReasonCode')}
                      label={t('feedback.outcome.reason')}
                      required
                      data={reasonOptions}
                      value={answer.ReasonCode}
                      onChange={(event) => setAnswer(id, 'ReasonCode', event.currentTarget.value)}
                      error={errors[agencyField(id, 'ReasonCode')]}
                    />
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
        </Stack>

        {alert ? (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={pending}
            fullWidth={false}
            w={{ base: '100%', sm: 'auto' }}
          >
            {t(answeredAt ? 'feedback.update' : 'feedback.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
