import {
  CHANNELS_PER_AGENCY,
  isChannelUrl,
  isLocale,
  type TChannelTestResult,
  type TLocale,
  type TNotificationChannel,
  type TNotificationChannelInput,
} from '@brifa/contracts';
import { formatChatNotice } from '../../../platform/adapters/webhooks/chat-formats.ts';
import { WebhookFailure } from '../../../platform/adapters/webhooks/webhook-sender.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { publicUrl } from '../../../platform/deps.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import type { outboxMessages } from '../../outbox/outbox.table.ts';
import { notificationsErrors } from '../notifications.errors.ts';
import {
  channelsOfProvider,
  countChannels,
  deleteChannel,
  findChannel,
  insertChannel,
  lastDeliveries,
  type TChannelRow,
  updateChannel,
} from './channels.repo.ts';

function lastDelivery(
  row: typeof outboxMessages.$inferSelect | undefined,
): TNotificationChannel['LastDelivery'] {
  if (!row) return { State: 'none', At: null, Error: null };
  if (row.status === 'sent')
    return { State: 'delivered', At: row.sentAt?.toISOString() ?? null, Error: null };
  if (row.status === 'dead')
    return { State: 'failed', At: row.createdAt.toISOString(), Error: row.lastError };
  return {
    State: row.attempts > 0 ? 'retrying' : 'none',
    At: row.createdAt.toISOString(),
    Error: row.lastError,
  };
}

function toChannel(
  row: TChannelRow,
  delivery: typeof outboxMessages.$inferSelect | undefined,
): TNotificationChannel {
  return {
    Id: row.id,
    Title: row.title,
    Platform: row.platform,
    Url: row.url,
    CreatedAt: row.createdAt.toISOString(),
    LastDelivery: lastDelivery(delivery),
  };
}

function checkUrl(deps: TDeps, input: TNotificationChannelInput) {
  if (!isChannelUrl(input.Platform, input.Url, deps.config.WEBHOOK_ALLOW_LOOPBACK)) {
    throw notificationsErrors.channelUrlInvalid();
  }
}

/** GET NotificationChannel: every team user of the agency sees and manages its channels. */
export async function listChannels(deps: TDeps, userId: number): Promise<TNotificationChannel[]> {
  const provider = await memberProvider(deps, userId);
  const rows = await channelsOfProvider(deps.db, provider.id);
  const deliveries = await lastDeliveries(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toChannel(row, deliveries.get(row.id)));
}

export async function addChannel(deps: TDeps, userId: number, input: TNotificationChannelInput) {
  const provider = await memberProvider(deps, userId);
  checkUrl(deps, input);
  if ((await countChannels(deps.db, provider.id)) >= CHANNELS_PER_AGENCY)
    throw notificationsErrors.channelLimitReached();
  const now = deps.clock.now();
  const row = await insertChannel(deps.db, {
    providerId: provider.id,
    title: input.Title,
    platform: input.Platform,
    url: input.Url,
    createdAt: now,
    updatedAt: now,
  });
  return toChannel(row, undefined);
}

export async function editChannel(deps: TDeps, userId: number, id: number, input: TNotificationChannelInput) {
  const provider = await memberProvider(deps, userId);
  checkUrl(deps, input);
  const row = await updateChannel(deps.db, provider.id, id, {
    title: input.Title,
    platform: input.Platform,
    url: input.Url,
    updatedAt: deps.clock.now(),
  });
  if (!row) throw notificationsErrors.channelNotFound();
  return toChannel(row, undefined);
}

export async function removeChannel(deps: TDeps, userId: number, id: number) {
  const provider = await memberProvider(deps, userId);
  if (!(await deleteChannel(deps.db, provider.id, id))) throw notificationsErrors.channelNotFound();
  return { Id: id };
}

const TEST_NOTICE: Record<TLocale, { title: string; text: string }> = {
  tr: {
    title: 'Brifa bildirim kanalı testi',
    text: 'Bu kanal hazır: yeni iş fırsatları ve müşteri mesajları buraya gelecek.',
  },
  en: {
    title: 'Brifa notification channel test',
    text: 'This channel is ready: new opportunities and client messages will arrive here.',
  },
};

/** POST NotificationChannel/{id}/test: posts a test notice now; answers delivered or not and the HTTP status. */
export async function testChannel(
  deps: TDeps,
  userId: number,
  id: number,
  locale: TLocale,
): Promise<TChannelTestResult> {
  const provider = await memberProvider(deps, userId);
  const channel = await findChannel(deps.db, provider.id, id);
  if (!channel) throw notificationsErrors.channelNotFound();
  const words = TEST_NOTICE[isLocale(locale) ? locale : 'tr'];
  const body = formatChatNotice(
    channel.platform,
    { ...words, url: `${publicUrl(deps.config)}/provider/settings/notification-channels` },
    channel.url,
  );
  try {
    const answer = await deps.adapters.webhook.post(channel.url, body, { timeoutMs: 8000 });
    return { Delivered: true, Status: Number(/^HTTP (\d+)/.exec(answer)?.[1] ?? 200), Error: null };
  } catch (error) {
    // Only what the sender says (the status, or why it did not send), never the receiver's answer.
    if (error instanceof WebhookFailure)
      return { Delivered: false, Status: error.status, Error: error.message };
    throw error;
  }
}
