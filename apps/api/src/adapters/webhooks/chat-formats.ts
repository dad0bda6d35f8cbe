import type { TChannelPlatform } from '@brifa/contracts';

/** What a chat notice says, before it is shaped for a platform. */
export type TChatNotice = {
  title: string;
  text: string;
  url?: string;
  fields?: Array<{ name: string; value: string }>;
};

const BRAND_COLOR = 0x4c6ef5;

function cut(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

function escapeSlack(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Telegram's bot URL carries the chat: .../sendMessage?chat_id=... */
function telegramChatId(url: string): string {
  try {
    return new URL(url).searchParams.get('chat_id') ?? '';
  } catch {
    return '';
  }
}

/** The JSON body each platform's incoming webhook expects for one notice. */
export function formatChatNotice(platform: TChannelPlatform, notice: TChatNotice, url = ''): unknown {
  const fields = notice.fields ?? [];
  switch (platform) {
    case 'discord':
      return {
        content: cut(notice.title, 2000),
        embeds: [
          {
            title: cut(notice.title, 256),
            description: cut(notice.text, 4096),
            ...(notice.url ? { url: notice.url } : {}),
            color: BRAND_COLOR,
            fields: fields
              .slice(0, 25)
              .map((f) => ({ name: cut(f.name, 256), value: cut(f.value, 1024), inline: true })),
          },
        ],
      };
    case 'slack': {
      const link = notice.url ? `\n<${notice.url}|${escapeSlack(notice.url)}>` : '';
      return {
        text: `${notice.title}: ${notice.text}`,
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: cut(notice.title, 150), emoji: true } },
          {
            type: 'section',
            text: { type: 'mrkdwn', text: cut(`${escapeSlack(notice.text)}${link}`, 3000) },
          },
          ...(fields.length > 0
            ? [
                {
                  type: 'section',
                  fields: fields.slice(0, 10).map((f) => ({
                    type: 'mrkdwn',
                    text: cut(`*${escapeSlack(f.name)}*\n${escapeSlack(f.value)}`, 2000),
                  })),
                },
              ]
            : []),
        ],
      };
    }
    case 'teams':
      return {
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            contentUrl: null,
            content: {
              $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
              type: 'AdaptiveCard',
              version: '1.4',
              body: [
                { type: 'TextBlock', text: notice.title, weight: 'Bolder', size: 'Medium', wrap: true },
                { type: 'TextBlock', text: notice.text, wrap: true },
                ...(fields.length > 0
                  ? [{ type: 'FactSet', facts: fields.map((f) => ({ title: f.name, value: f.value })) }]
                  : []),
              ],
              actions: notice.url ? [{ type: 'Action.OpenUrl', title: 'Brifa', url: notice.url }] : [],
            },
          },
        ],
      };
    case 'telegram': {
      const lines = [
        `<b>${escapeHtml(notice.title)}</b>`,
        escapeHtml(notice.text),
        ...fields.map((f) => `<b>${escapeHtml(f.name)}:</b> ${escapeHtml(f.value)}`),
        ...(notice.url ? [`<a href="${escapeHtml(notice.url)}">${escapeHtml(notice.url)}</a>`] : []),
      ];
      return {
        chat_id: telegramChatId(url),
        text: cut(lines.join('\n'), 4096),
        parse_mode: 'HTML',
        disable_web_page_preview: true,
      };
    }
  }
}

/**
 * POSTs a JSON body to a webhook. Anything but a 2xx answer (or Telegram's {ok:false}) is an Error carrying
 * the status and the start of the answer, which the outbox keeps and shows.
 */
export async function postWebhook(
  url: string,
  body: unknown,
  options: {
    idempotencyKey?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    timeoutMs?: number;
  } = {},
): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const answer = (await response.text()).slice(0, 300);
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${answer}`);
  if (answer.startsWith('{') && /"ok"\s*:\s*false/.test(answer))
    throw new Error(`HTTP ${response.status}: ${answer}`);
  return `HTTP ${response.status}${answer ? `: ${answer}` : ''}`;
}
