import type { TChannelPlatform } from '@brifa/contracts';

/** What a chat notice says, before it is shaped for a platform. */
export type TChatNotice = {
  title: string;
  text: string;
  url?: string;
  fields?: Array<{ name: string; value: string }>;
};

const BRAND_COLOR = 0x4c6ef5;

/** At most `max` UTF-16 units (what the platforms count, or more), never splitting a surrogate pair. */
export function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = Math.max(0, max - 1);
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${value.slice(0, end)}…`;
}

/** Cuts before escaping, so that an entity (&amp;) or a tag is never cut in half, and the result fits `max`. */
function cutEscaped(value: string, max: number, escapeText: (value: string) => string): string {
  let limit = max;
  let result = escapeText(cut(value, limit));
  while (result.length > max && limit > 1) {
    limit = Math.max(1, Math.min(limit - 1, Math.floor(limit * (max / result.length))));
    result = escapeText(cut(value, limit));
  }
  return result.length > max ? '' : result;
}

/** Discord refuses empty embed fields. */
function nonEmpty(value: string): string {
  return value.trim() ? value : '—';
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
    case 'discord': {
      // An embed may hold 6000 characters in all: title and description first, then as many fields as fit.
      const title = cut(notice.title, 256);
      const description = cut(notice.text, 4096);
      let room = 6000 - title.length - description.length;
      const embedFields: Array<{ name: string; value: string; inline: boolean }> = [];
      for (const f of fields.slice(0, 25)) {
        const field = { name: cut(nonEmpty(f.name), 256), value: cut(nonEmpty(f.value), 1024), inline: true };
        room -= field.name.length + field.value.length;
        if (room < 0) break;
        embedFields.push(field);
      }
      return {
        content: cut(notice.title, 2000),
        embeds: [
          {
            title,
            ...(description ? { description } : {}),
            ...(notice.url ? { url: notice.url } : {}),
            color: BRAND_COLOR,
            fields: embedFields,
          },
        ],
      };
    }
    case 'slack': {
      // mrkdwn: &, < and > are escaped; a link is <url|label>. Sections hold 3000 characters, fields 2000.
      const link = notice.url ? `\n<${escapeSlack(notice.url)}|${escapeSlack(notice.url)}>` : '';
      return {
        text: cutEscaped(`${notice.title}: ${notice.text}`, 3000, escapeSlack),
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: cut(notice.title, 150), emoji: true } },
          {
            type: 'section',
            text: {
              type: 'mrkdwn',
              text: `${cutEscaped(notice.text, 3000 - link.length, escapeSlack)}${link}` || ' ',
            },
          },
          ...(fields.length > 0
            ? [
                {
                  type: 'section',
                  fields: fields.slice(0, 10).map((f) => ({
                    type: 'mrkdwn',
                    text: `*${cutEscaped(f.name, 200, escapeSlack)}*\n${cutEscaped(f.value, 1700, escapeSlack)}`,
                  })),
                },
              ]
            : []),
        ],
      };
    }
    case 'teams':
      // Teams takes messages up to about 28 KB: the parts are cut well within it.
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
                {
                  type: 'TextBlock',
                  text: cut(notice.title, 256),
                  weight: 'Bolder',
                  size: 'Medium',
                  wrap: true,
                },
                { type: 'TextBlock', text: cut(notice.text, 10_000), wrap: true },
                ...(fields.length > 0
                  ? [
                      {
                        type: 'FactSet',
                        facts: fields
                          .slice(0, 20)
                          .map((f) => ({ title: cut(f.name, 100), value: cut(f.value, 1000) })),
                      },
                    ]
                  : []),
              ],
              actions: notice.url ? [{ type: 'Action.OpenUrl', title: 'Brifa', url: notice.url }] : [],
            },
          },
        ],
      };
    case 'telegram': {
      // HTML parse mode; 4096 characters after parsing, so the HTML source is kept within 4096 and the text,
      // which is cut last, is cut before escaping (a tag or an entity is never cut in half).
      const head = `<b>${cutEscaped(notice.title, 256, escapeHtml)}</b>`;
      const tail = [
        ...fields
          .slice(0, 20)
          .map(
            (f) => `<b>${cutEscaped(f.name, 100, escapeHtml)}:</b> ${cutEscaped(f.value, 300, escapeHtml)}`,
          ),
        ...(notice.url
          ? [`<a href="${escapeHtml(notice.url)}">${cutEscaped(notice.url, 300, escapeHtml)}</a>`]
          : []),
      ];
      const room = 4096 - head.length - tail.reduce((sum, line) => sum + line.length + 1, 0) - 1;
      const text = [head, cutEscaped(notice.text, Math.max(0, room), escapeHtml), ...tail].join('\n');
      return {
        chat_id: telegramChatId(url),
        text,
        parse_mode: 'HTML',
        disable_web_page_preview: true,
      };
    }
  }
}
