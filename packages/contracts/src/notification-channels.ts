import { z } from 'zod';
import { CHANNEL_TITLE_MAX, CHANNELS_PER_AGENCY } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { CHANNEL_TITLE_MAX, CHANNELS_PER_AGENCY };

/** Chat platforms an agency can receive its opportunities and messages on (spec section 3). */
export const CHANNEL_PLATFORMS = ['discord', 'telegram', 'slack', 'teams'] as const;
export type TChannelPlatform = (typeof CHANNEL_PLATFORMS)[number];
export const CHANNEL_PLATFORM_LABELS: Record<TChannelPlatform, string> = {
  discord: 'Discord',
  telegram: 'Telegram',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};

/** Query strings of Power Automate trigger URLs: api-version, sp, sv, sig. */
const TRIGGER_QUERY = String.raw`\?[\w&=%.-]+`;

/**
 * What each platform's incoming-webhook address looks like: its exact documented hosts and paths, one label
 * where the platform puts a tenant, region or environment (decisions.md issue 15 "Chat-channel addresses"). The
 * sender also checks, when it connects, that the host is on a public address.
 */
const PLATFORM_URLS: Record<TChannelPlatform, RegExp> = {
  discord: /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/\d+\/[\w-]+\/?$/,
  slack: /^https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[\w/-]+$/,
  // Teams: a Workflows (Power Automate) "When a Teams webhook request is received" trigger, on Logic Apps
  // (prod-NN.<region>.logic.azure.com) or on a Power Platform environment, or a legacy Office 365 connector.
  teams: new RegExp(
    [
      String.raw`^https://prod-\d{1,3}\.[a-z\d]{2,32}\.logic\.azure\.com(?::443)?/workflows/[\da-f]{32}/triggers/manual/paths/invoke${TRIGGER_QUERY}$`,
      String.raw`^https://[a-z\d]{1,64}\.[\da-f]{2}\.environment\.api\.powerplatform\.com(?::443)?/powerautomate/automations/direct/workflows/[\da-f]{32}/triggers/manual/paths/invoke${TRIGGER_QUERY}$`,
      String.raw`^https://[a-z\d-]{1,63}\.webhook\.office\.com/webhookb2/[\da-f-]{36}@[\da-f-]{36}/IncomingWebhook/[\da-f]{32}/[\da-f-]{36}(?:/[\w-]+)?$`,
    ].join('|'),
  ),
  telegram: /^https:\/\/api\.telegram\.org\/bot\d+:[\w-]+\/sendMessage\?chat_id=-?@?\w+$/,
};

/** Example addresses shown beside the URL field. */
export const CHANNEL_URL_EXAMPLES: Record<TChannelPlatform, string> = {
  discord: 'https://discord.com/api/webhooks/123456789/abcDEF',
  slack: 'https://hooks.slack.com/services/T000/B000/XXXX',
  teams:
    'https://prod-12.westeurope.logic.azure.com:443/workflows/…/triggers/manual/paths/invoke?api-version=…&sig=…',
  telegram: 'https://api.telegram.org/bot123456:ABC-DEF/sendMessage?chat_id=-100123456',
};

/** True when the address is the platform's webhook; `allowLoopback` admits http://127.0.0.1 (tests, local dev). */
export function isChannelUrl(platform: TChannelPlatform, url: string, allowLoopback = false): boolean {
  if (PLATFORM_URLS[platform].test(url)) return true;
  return allowLoopback && /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\//.test(url);
}

/** POST / PUT NotificationChannel. The URL is checked per platform by the API and the form. */
export const ZNotificationChannelInput = z.object({
  Title: z.string().trim().min(1, 'required').max(CHANNEL_TITLE_MAX, 'tooLong'),
  Platform: z.enum(CHANNEL_PLATFORMS, 'required'),
  Url: z.string().trim().min(1, 'required').max(500, 'tooLong'),
});
export type TNotificationChannelInput = z.infer<typeof ZNotificationChannelInput>;

export const CHANNEL_DELIVERY_STATES = ['none', 'delivered', 'retrying', 'failed'] as const;

export const ZNotificationChannel = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Platform: z.enum(CHANNEL_PLATFORMS),
  Url: z.string(),
  CreatedAt: z.string(),
  /** The last notice's fate: delivered, being retried, or given up on (with the platform's answer). */
  LastDelivery: z.object({
    State: z.enum(CHANNEL_DELIVERY_STATES),
    At: z.string().nullable(),
    Error: z.string().nullable(),
  }),
});
export type TNotificationChannel = z.infer<typeof ZNotificationChannel>;

/** POST NotificationChannel/{id}/test answers what the platform said. */
export const ZChannelTestResult = z.object({
  Delivered: z.boolean(),
  Status: z.number().int().nullable(),
  Error: z.string().nullable(),
});
export type TChannelTestResult = z.infer<typeof ZChannelTestResult>;
