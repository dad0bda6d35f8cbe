import {
  formatDateTime,
  fromIstanbulDateTimeInput,
  istanbulDateTimeInput,
  MEETING_MAX_SLOTS,
  MEETING_NOTE_MAX,
  type TMeeting,
} from '@brifa/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useAcceptMeeting, useCancelMeeting, useMeetings, useProposeMeeting } from '../api/meetings.ts';

/** Still in play: a proposal waiting for an answer, or a meeting ahead. */
function isOpen(meeting: TMeeting): boolean {
  return meeting.Status === 'proposed' || (meeting.Status === 'set' && meeting.CanCancel);
}

function MeetingCard({ meeting, matchId }: { meeting: TMeeting; matchId: number }) {
  const t = useT();
  const locale = useLocale();
  const accept = useAcceptMeeting(matchId);
  const cancel = useCancelMeeting(matchId);
  const error = accept.error ?? cancel.error;
  const status =
    meeting.Status === 'set'
      ? t('meetings.status.set')
      : meeting.Status === 'cancelled'
        ? t('meetings.status.cancelled')
        : meeting.IsMine
          ? t('meetings.status.waitingOther')
          : t('meetings.status.waitingYou');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="meeting-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Badge
            color={meeting.Status === 'set' ? 'green' : meeting.Status === 'cancelled' ? 'gray' : 'blue'}
          >
            {status}
          </Badge>
          <Text size="xs" c="dimmed">
            {meeting.IsMine ? t('meetings.proposedByYou') : t('meetings.proposedByOther')}
          </Text>
        </Group>
        {meeting.Status === 'set' && meeting.StartsAt ? (
          <Text fw={600} data-testid="meeting-when">
            {t('meetings.setFor', { when: formatDateTime(meeting.StartsAt, locale) })}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {meeting.Slots.map((slot) => (
              <Group component="li" key={slot} justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">{formatDateTime(slot, locale)}</Text>
                {meeting.CanAccept ? (
                  <Button
                    size="compact-sm"
                    loading={accept.isPending && accept.variables?.slot === slot}
                    onClick={() => accept.mutate({ id: meeting.Id, slot })}
                    aria-label={t('meetings.acceptAt', { when: formatDateTime(slot, locale) })}
                  >
                    {t('meetings.accept')}
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
        {meeting.Note ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {meeting.Note}
          </Text>
        ) : null}
        {meeting.CanCancel ? (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(meeting.Id)}
            >
              {meeting.Status === 'set' ? t('meetings.cancel') : t('meetings.withdraw')}
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {failureMessage(error, locale)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ProposeForm({ matchId }: { matchId: number }) {
  const t = useT();
  const locale = useLocale();
  const propose = useProposeMeeting(matchId);
  const [slots, setSlots] = useState<string[]>(['', '', '']);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const min = istanbulDateTimeInput(Date.now());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const chosen = slots.filter((value) => value !== '').map((value) => fromIstanbulDateTimeInput(value));
    if (chosen.length === 0 || chosen.some((value) => value === null)) {
      setProblem(t('meetings.form.needOne'));
      return;
    }
    propose.mutate(
      { Slots: chosen.map((value) => value!.toISOString()), Note: note },
      {
        onSuccess: () => {
          setSlots(['', '', '']);
          setNote('');
        },
        onError: (failure) => setProblem(failureMessage(failure, locale)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="meeting-form">
      <Stack gap="sm">
        <Text size="sm">{t('meetings.form.intro', { max: MEETING_MAX_SLOTS })}</Text>
        {slots.map((value, index) => (
          <TextInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the three inputs are fixed positions
            key={index}
            type="datetime-local"
            label={t('meetings.form.slot', { n: index + 1 })}
            description={index === 0 ? t('meetings.form.timeZone') : undefined}
            min={min}
            required={index === 0}
            value={value}
            onChange={(event) => {
              const next = [...slots];
              next[index] = event.currentTarget.value;
              setSlots(next);
            }}
          />
        ))}
        <Textarea
          label={t('meetings.form.note')}
          maxLength={MEETING_NOTE_MAX}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={propose.isPending}>
            {t('meetings.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A match's meetings (issue 20 item 7), beside its conversation: the proposals and the set meeting, accept a
 * proposed time, cancel; propose up to three times when nothing is open. Times are Istanbul's, read and shown.
 */
export function MeetingsPanel({ matchId }: { matchId: number }) {
  const t = useT();
  const meetings = useMeetings(matchId);
  const items = meetings.data?.Items ?? [];
  const open = items.some(isOpen);
  return (
    <Stack gap="md" data-testid="meetings-panel">
      {meetings.isError ? (
        <Alert color="red" role="alert">
          {t('meetings.loadFailed')}
        </Alert>
      ) : null}
      {items.slice(0, 5).map((meeting) => (
        <MeetingCard key={meeting.Id} meeting={meeting} matchId={matchId} />
      ))}
      {meetings.isSuccess && !open ? (
        <>
          <Title order={3} size="h5">
            {t('meetings.form.title')}
          </Title>
          <ProposeForm matchId={matchId} />
        </>
      ) : null}
    </Stack>
  );
}

export default MeetingsPanel;
