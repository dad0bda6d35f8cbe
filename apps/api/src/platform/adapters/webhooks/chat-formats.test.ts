import { describe, expect, it } from 'vitest';
import { cut, formatChatNotice } from './chat-formats.ts';

const notice = {
  title: 'Yeni iş fırsatı',
  text: 'Moda Kahve <Kadıköy> & çevresi için logo tasarımı',
  url: 'https://brifa.test/provider/opportunities?id=7&tab=brief',
  fields: [
    { name: 'Bütçe', value: '120.000 ₺' },
    { name: 'Kategori', value: 'Logo & kurumsal kimlik' },
  ],
};

/** No lone surrogate (half an emoji) anywhere in the string. */
const wellFormed = (value: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

describe('cut', () => {
  it('keeps short text, cuts long text to the limit with an ellipsis, never in the middle of an emoji', () => {
    expect(cut('kısa', 10)).toBe('kısa');
    expect(cut('abcdefghij', 5)).toBe('abcd…');
    const emojis = '😀'.repeat(10);
    for (let max = 1; max < 20; max++) {
      const result = cut(emojis, max);
      expect(result.length).toBeLessThanOrEqual(max);
      expect(wellFormed(result)).toBe(true);
    }
  });
});

describe('Discord', () => {
  it('content and one embed with title, description, link, colour and inline fields', () => {
    expect(formatChatNotice('discord', notice)).toEqual({
      content: 'Yeni iş fırsatı',
      embeds: [
        {
          title: 'Yeni iş fırsatı',
          description: notice.text,
          url: notice.url,
          color: expect.any(Number),
          fields: [
            { name: 'Bütçe', value: '120.000 ₺', inline: true },
            { name: 'Kategori', value: 'Logo & kurumsal kimlik', inline: true },
          ],
        },
      ],
    });
  });

  it('keeps within the limits: content 2000, title 256, description 4096, field value 1024, embed 6000', () => {
    const body = formatChatNotice('discord', {
      title: '😀'.repeat(3000),
      text: 'x'.repeat(10_000),
      fields: Array.from({ length: 30 }, (_, i) => ({ name: `Alan ${i}`, value: 'y'.repeat(2000) })),
    }) as {
      content: string;
      embeds: Array<{ title: string; description: string; fields: Array<{ name: string; value: string }> }>;
    };
    const embed = body.embeds[0]!;
    expect(body.content.length).toBeLessThanOrEqual(2000);
    expect(wellFormed(body.content)).toBe(true);
    expect(embed.title.length).toBeLessThanOrEqual(256);
    expect(wellFormed(embed.title)).toBe(true);
    expect(embed.description.length).toBe(4096);
    expect(embed.fields.length).toBeGreaterThan(0);
    expect(embed.fields.length).toBeLessThanOrEqual(25);
    for (const field of embed.fields) expect(field.value.length).toBeLessThanOrEqual(1024);
    const total =
      embed.title.length +
      embed.description.length +
      embed.fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(6000);
  });

  it('never sends an empty field value (Discord refuses it), nor a link when there is none', () => {
    const body = formatChatNotice('discord', {
      title: 'Başlık',
      text: 'Metin',
      fields: [{ name: 'Boş', value: '' }],
    }) as { embeds: Array<{ url?: string; fields: Array<{ value: string }> }> };
    expect(body.embeds[0]!.url).toBeUndefined();
    expect(body.embeds[0]!.fields[0]!.value).toBe('—');
  });
});

describe('Slack', () => {
  it('fallback text, a header and a mrkdwn section with the link, fields; &, < and > escaped', () => {
    expect(formatChatNotice('slack', notice)).toEqual({
      text: 'Yeni iş fırsatı: Moda Kahve &lt;Kadıköy&gt; &amp; çevresi için logo tasarımı',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Yeni iş fırsatı', emoji: true } },
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text:
              'Moda Kahve &lt;Kadıköy&gt; &amp; çevresi için logo tasarımı\n' +
              '<https://brifa.test/provider/opportunities?id=7&amp;tab=brief|https://brifa.test/provider/opportunities?id=7&amp;tab=brief>',
          },
        },
        {
          type: 'section',
          fields: [
            { type: 'mrkdwn', text: '*Bütçe*\n120.000 ₺' },
            { type: 'mrkdwn', text: '*Kategori*\nLogo &amp; kurumsal kimlik' },
          ],
        },
      ],
    });
  });

  it('a long text keeps the section within 3000 characters, the link whole and no entity cut in half', () => {
    const body = formatChatNotice('slack', { title: 'T', text: '&'.repeat(5000), url: notice.url }) as {
      text: string;
      blocks: Array<{ text?: { text: string } }>;
    };
    const section = body.blocks[1]!.text!.text;
    expect(section.length).toBeLessThanOrEqual(3000);
    expect(section.endsWith('|https://brifa.test/provider/opportunities?id=7&amp;tab=brief>')).toBe(true);
    expect(section.split('\n')[0]).toMatch(/^(?:&amp;)+…$/);
    expect(body.text.length).toBeLessThanOrEqual(3000);
    expect(body.text).toMatch(/^T: (?:&amp;)+…$/);
  });
});

describe('Microsoft Teams', () => {
  it('an Adaptive Card 1.4 message: title, text, facts and an open-link action', () => {
    expect(formatChatNotice('teams', notice)).toEqual({
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
              { type: 'TextBlock', text: 'Yeni iş fırsatı', weight: 'Bolder', size: 'Medium', wrap: true },
              { type: 'TextBlock', text: notice.text, wrap: true },
              {
                type: 'FactSet',
                facts: [
                  { title: 'Bütçe', value: '120.000 ₺' },
                  { title: 'Kategori', value: 'Logo & kurumsal kimlik' },
                ],
              },
            ],
            actions: [{ type: 'Action.OpenUrl', title: 'Brifa', url: notice.url }],
          },
        },
      ],
    });
  });
});

describe('Telegram', () => {
  const botUrl = 'https://api.telegram.org/bot123456:ABC-def/sendMessage?chat_id=-100123456';

  it('sendMessage with the chat id from the URL, escaped HTML, no link preview', () => {
    expect(formatChatNotice('telegram', notice, botUrl)).toEqual({
      chat_id: '-100123456',
      text: [
        '<b>Yeni iş fırsatı</b>',
        'Moda Kahve &lt;Kadıköy&gt; &amp; çevresi için logo tasarımı',
        '<b>Bütçe:</b> 120.000 ₺',
        '<b>Kategori:</b> Logo &amp; kurumsal kimlik',
        '<a href="https://brifa.test/provider/opportunities?id=7&amp;tab=brief">https://brifa.test/provider/opportunities?id=7&amp;tab=brief</a>',
      ].join('\n'),
      parse_mode: 'HTML',
      disable_web_page_preview: true,
    });
  });

  it('a long text stays within 4096 characters with the tags whole and no entity cut in half', () => {
    const body = formatChatNotice('telegram', { ...notice, text: '<'.repeat(5000) }, botUrl) as {
      text: string;
    };
    expect(body.text.length).toBeLessThanOrEqual(4096);
    const lines = body.text.split('\n');
    expect(lines[0]).toBe('<b>Yeni iş fırsatı</b>');
    expect(lines[1]).toMatch(/^(?:&lt;)+…$/);
    expect(lines.at(-1)).toMatch(/^<a href=".*">.*<\/a>$/);
  });

  it('an address without a chat id gives an empty one (the platform then refuses it)', () => {
    expect(formatChatNotice('telegram', notice, 'not a url')).toMatchObject({ chat_id: '' });
  });
});
