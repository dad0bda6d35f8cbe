import { NPS_COMMENT_MAX, NPS_SCORE, type TNpsAnswer } from '@brifa/contracts';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formFailure, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';

const SCORES = Array.from({ length: NPS_SCORE.max - NPS_SCORE.min + 1 }, (_, i) => NPS_SCORE.min + i);

/**
 * The 0–10 question with an optional comment (Brifa NPS and agreement NPS): eleven radio buttons in one
 * group (arrow keys move between them), a comment, and the save button; server errors beside their fields.
 */
export function NpsForm({
  question,
  initialScore,
  initialComment,
  onSubmit,
  submitLabel,
  extraActions,
}: {
  question: string;
  initialScore: number | null;
  initialComment: string;
  onSubmit: (answer: TNpsAnswer) => Promise<unknown>;
  submitLabel: string;
  extraActions?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const hintId = useId();
  const [score, setScore] = useState<string>(initialScore === null ? '' : String(initialScore));
  const [comment, setComment] = useState(initialComment);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (score === '') {
      setErrors({ Score: t('nps.form.scoreRequired') });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit({ Score: Number(score), Comment: comment });
    } catch (error) {
      const failure = formFailure(error, locale, ['Score', 'Comment']);
      setErrors(failure.fields);
      setAlert(failure.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          value={score}
          onChange={setScore}
          label={question}
          description={<span id={hintId}>{t('nps.form.scaleHint')}</span>}
          error={errors.Score}
          withAsterisk
        >
          <Group gap={6} mt="xs" wrap="wrap" data-testid="nps-scale">
            {SCORES.map((value) => (
              <Radio.Card
                key={value}
                value={String(value)}
                radius="md"
                w={{ base: 44, sm: 46 }}
                h={44}
                aria-label={String(value)}
                styles={{
                  card: {
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  },
                }}
                bg={score === String(value) ? 'indigo.8' : undefined}
              >
                <Text fw={700} c={score === String(value) ? 'white' : undefined} aria-hidden>
                  {value}
                </Text>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('nps.form.comment')}
          description={t('nps.form.commentHint')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={NPS_COMMENT_MAX}
          rows={3}
          error={errors.Comment}
        />
        <FormAlert message={alert} />
        <Group justify="flex-end" gap="sm">
          {extraActions}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
