import type { TOutboxMessage } from '@brifa/contracts';
import { Anchor, Badge, Button, Card, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment } from 'react';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { codeIn } from '../api/list-outbox.ts';

const CHANNELS: Record<TOutboxMessage['Channel'], { label: TMessageKey; color: string }> = {
  email: { label: 'outbox.channel.email', color: 'blue' },
  sms: { label: 'outbox.channel.sms', color: 'teal' },
  whatsapp: { label: 'outbox.channel.whatsapp', color: 'green' },
  webhook: { label: 'outbox.channel.webhook', color: 'grape' },
};

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The plain text with its links clickable (join links, sign-in links). */
function LinkedText({ text }: { text: string }) {
  // Each piece is keyed by where it starts in the text, which never changes for a given message.
  const pieces: Array<{ at: number; part: string; link: boolean }> = [];
  let at = 0;
  for (const [position, part] of text.split(URL_PATTERN).entries()) {
    if (part) pieces.push({ at, part, link: position % 2 === 1 });
    at += part.length;
  }
  return (
    <>
      {pieces.map((piece) =>
        piece.link ? (
          <Anchor key={piece.at} href={piece.part} style={{ overflowWrap: 'anywhere' }}>
            {piece.part}
          </Anchor>
        ) : (
          <Fragment key={piece.at}>{piece.part}</Fragment>
        ),
      )}
    </>
  );
}

export function OutboxMessageCard({ message }: { message: TOutboxMessage }) {
  const t = useT();
  const locale = useLocale();
  const [previewOpened, preview] = useDisclosure(false);
  const channel = CHANNELS[message.Channel] ?? { label: 'outbox.channel.email', color: 'gray' };
  const code = message.Channel === 'email' ? null : codeIn(message.Text);
  const time = formatDateTime(message.CreatedAt, locale, { month: 'short' });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-testid="outbox-message"
      data-channel={message.Channel}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Group gap="xs" miw={0}>
            <Badge color={channel.color} variant="light">
              {t(channel.label)}
            </Badge>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="outbox-to">
              {message.To}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={message.CreatedAt}>
            {time}
          </Text>
        </Group>
        {message.Status === 'dead' || (message.Status === 'queued' && message.Attempts > 0) ? (
          <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }} data-testid="outbox-error">
            {t(message.Status === 'dead' ? 'outbox.dead' : 'outbox.retrying', { attempts: message.Attempts })}
            {message.LastError ? `: ${message.LastError}` : ''}
          </Text>
        ) : null}
        {message.Subject ? (
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {message.Subject}
          </Text>
        ) : null}
        {code ? (
          <Group gap="sm" align="center">
            <Text size="sm" c="dimmed">
              {t('outbox.code')}
            </Text>
            <Code
              fz={28}
              fw={700}
              px="sm"
              py={4}
              style={{ letterSpacing: '0.2em' }}
              data-testid="outbox-code"
            >
              {code}
            </Code>
            <CopyButton value={code}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" color={copied ? 'teal' : 'gray'} onClick={copy}>
                  {copied ? t('outbox.copied') : t('outbox.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="outbox-text"
        >
          <LinkedText text={message.Text} />
        </Text>
        {message.Html ? (
          <Stack gap="xs">
            <Group>
              <Button size="xs" variant="default" onClick={preview.toggle} aria-expanded={previewOpened}>
                {previewOpened ? t('outbox.hidePreview') : t('outbox.showPreview')}
              </Button>
            </Group>
            {previewOpened ? (
              // An empty sandbox: the mail's markup renders, but runs no script and cannot navigate this page.
              <iframe
                title={t('outbox.previewTitle', { subject: message.Subject ?? message.To })}
                srcDoc={message.Html}
                sandbox=""
                style={{
                  width: '100%',
                  height: 420,
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 8,
                  background: 'white',
                }}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
