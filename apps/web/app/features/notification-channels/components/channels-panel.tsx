import {
  CHANNEL_PLATFORM_LABELS,
  CHANNEL_PLATFORMS,
  CHANNEL_URL_EXAMPLES,
  fieldMessage,
  isChannelUrl,
  type TChannelPlatform,
  type TChannelTestResult,
  type TNotificationChannel,
  ZNotificationChannelInput,
} from '@brifa/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatMessageTime } from '../../../lib/date-time.ts';
import { checkForm, failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useChannels, useDeleteChannel, useSaveChannel, useTestChannel } from '../api/channels.ts';

type TValues = { Title: string; Platform: TChannelPlatform | ''; Url: string };
const EMPTY: TValues = { Title: '', Platform: '', Url: '' };

function ChannelForm({ editing, onDone }: { editing: TNotificationChannel | null; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<TValues>(
    editing ? { Title: editing.Title, Platform: editing.Platform, Url: editing.Url } : EMPTY,
  );
  const save = useSaveChannel();
  const platform = form.values.Platform;

  const submit = () => {
    form.reset();
    const checked = checkForm(ZNotificationChannelInput, form.values, locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    // The API also accepts local test receivers; the form only warns about addresses of another platform.
    if (!isChannelUrl(checked.data.Platform, checked.data.Url, true)) {
      form.setErrors({ Url: fieldMessage('CHANNEL_URL_INVALID', locale) });
      return;
    }
    save.mutate(
      { id: editing?.Id ?? null, values: checked.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('channels.saved') });
          onDone();
        },
        onError: (error) => form.fail(error),
      },
    );
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {editing ? t('channels.form.editTitle') : t('channels.form.addTitle')}
        </Title>
        <FormAlert message={form.alert} />
        <TextInput label={t('channels.form.title')} required maxLength={60} {...form.text('Title')} />
        <Select
          label={t('channels.form.platform')}
          required
          data={CHANNEL_PLATFORMS.map((value) => ({ value, label: CHANNEL_PLATFORM_LABELS[value] }))}
          value={platform || null}
          onChange={(value) => form.setValue('Platform', (value ?? '') as TValues['Platform'])}
          error={form.errors.Platform}
          allowDeselect={false}
        />
        <TextInput
          label={t('channels.form.url')}
          required
          description={
            platform
              ? t('channels.form.urlExample', { example: CHANNEL_URL_EXAMPLES[platform] })
              : t('channels.form.urlHint')
          }
          inputMode="url"
          {...form.text('Url', (raw) => raw.trim())}
        />
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {t('channels.form.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('channels.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DeliveryBadge({ channel }: { channel: TNotificationChannel }) {
  const t = useT();
  const locale = useLocale();
  const last = channel.LastDelivery;
  if (last.State === 'none') return null;
  const color = last.State === 'delivered' ? 'green' : last.State === 'retrying' ? 'yellow' : 'red';
  const label =
    last.State === 'delivered'
      ? t('channels.delivery.delivered')
      : last.State === 'retrying'
        ? t('channels.delivery.retrying')
        : t('channels.delivery.failed');
  return (
    <Stack gap={2}>
      <Badge color={color} variant="light" data-testid="channel-delivery">
        {label}
        {last.At ? ` · ${formatMessageTime(last.At, locale)}` : ''}
      </Badge>
      {last.Error ? (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }} data-testid="channel-error">
          {last.Error}
        </Text>
      ) : null}
    </Stack>
  );
}

type TTestOutcome = { result: TChannelTestResult } | { failure: string };

/**
 * What "Send a test" got, under the channel it was sent to, until the next test: delivered or not, with the
 * platform's HTTP status and error (issue 16: the button gave no visible feedback). role="status" reads it out.
 */
function TestOutcome({ channel, outcome }: { channel: TNotificationChannel; outcome: TTestOutcome }) {
  const t = useT();
  if ('failure' in outcome) {
    return (
      <Alert color="red" role="status" data-testid="channel-test-result" p="xs">
        {outcome.failure}
      </Alert>
    );
  }
  const { Delivered, Status, Error: platformError } = outcome.result;
  return (
    <Alert
      color={Delivered ? 'green' : 'red'}
      role="status"
      data-testid="channel-test-result"
      data-delivered={Delivered}
      p="xs"
      title={t(Delivered ? 'channels.test.delivered' : 'channels.test.failed', { title: channel.Title })}
    >
      <Text size="sm">
        {Status === null ? t('channels.test.noStatus') : t('channels.test.status', { status: Status })}
      </Text>
      {platformError ? (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {platformError}
        </Text>
      ) : null}
    </Alert>
  );
}

/** /provider/settings/notification-channels: where new opportunities and client messages are posted. */
export function ChannelsPanel() {
  const t = useT();
  const locale = useLocale();
  const channels = useChannels();
  const remove = useDeleteChannel();
  const test = useTestChannel();
  const [editing, setEditing] = useState<TNotificationChannel | 'new' | null>(null);
  const [outcomes, setOutcomes] = useState<Record<number, TTestOutcome>>({});

  const confirmDelete = (channel: TNotificationChannel) =>
    modals.openConfirmModal({
      title: t('channels.delete.title'),
      children: <Text size="sm">{t('channels.delete.body', { title: channel.Title })}</Text>,
      labels: { confirm: t('channels.delete.confirm'), cancel: t('channels.form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(channel.Id),
    });

  const runTest = (channel: TNotificationChannel) => {
    const settle = (outcome: TTestOutcome) =>
      setOutcomes((current) => ({ ...current, [channel.Id]: outcome }));
    setOutcomes(({ [channel.Id]: _previous, ...rest }) => rest);
    // mutateAsync: each channel's answer lands even when another test started meanwhile
    test.mutateAsync(channel.Id).then(
      (result) => settle({ result }),
      (error: unknown) => settle({ failure: failureMessage(error, locale) }),
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, md: 30 }}>
          {t('channels.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('channels.subtitle')}
        </Text>
      </div>
      {channels.isPending ? <Loader size="sm" /> : null}
      {channels.isError ? <Alert color="red">{failureMessage(channels.error, locale)}</Alert> : null}
      {channels.data?.length === 0 && editing === null ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">{t('channels.empty')}</Text>
        </Paper>
      ) : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {channels.data?.map((channel) => (
          <Paper component="li" key={channel.Id} withBorder p="md" radius="md" data-testid="channel-item">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  <Text fw={600}>{channel.Title}</Text>
                  <Badge variant="outline">{CHANNEL_PLATFORM_LABELS[channel.Platform]}</Badge>
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {channel.Url}
                </Text>
                <DeliveryBadge channel={channel} />
                {outcomes[channel.Id] ? (
                  <TestOutcome channel={channel} outcome={outcomes[channel.Id]!} />
                ) : null}
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  loading={test.isPending && test.variables === channel.Id}
                  onClick={() => runTest(channel)}
                >
                  {t('channels.test.button')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(channel)}>
                  {t('channels.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(channel)}>
                  {t('channels.delete.button')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {editing !== null ? (
        <ChannelForm
          key={editing === 'new' ? 'new' : editing.Id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button w="fit-content" onClick={() => setEditing('new')}>
          {t('channels.add')}
        </Button>
      )}
    </Stack>
  );
}
