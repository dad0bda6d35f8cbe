import {
  CHANNEL_PLATFORM_LABELS,
  CHANNEL_PLATFORMS,
  CHANNEL_URL_EXAMPLES,
  fieldMessage,
  isChannelUrl,
  type TChannelPlatform,
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
import { checkForm, failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { messageTime } from '../../../lib/message-time.ts';
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
        {last.At ? ` · ${messageTime(last.At, locale)}` : ''}
      </Badge>
      {last.Error ? (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }} data-testid="channel-error">
          {last.Error}
        </Text>
      ) : null}
    </Stack>
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

  const confirmDelete = (channel: TNotificationChannel) =>
    modals.openConfirmModal({
      title: t('channels.delete.title'),
      children: <Text size="sm">{t('channels.delete.body', { title: channel.Title })}</Text>,
      labels: { confirm: t('channels.delete.confirm'), cancel: t('channels.form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(channel.Id),
    });

  const runTest = (channel: TNotificationChannel) =>
    test.mutate(channel.Id, {
      onSuccess: (result) =>
        notifications.show({
          color: result.Delivered ? 'green' : 'red',
          message: result.Delivered
            ? t('channels.test.delivered', { title: channel.Title })
            : t('channels.test.failed', { error: result.Error ?? '' }),
        }),
      onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, locale) }),
    });

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
