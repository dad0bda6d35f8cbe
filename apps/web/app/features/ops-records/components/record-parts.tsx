import type { TOpsActionResult, TOpsHistoryEntry } from '@brifa/contracts';
import { Alert, Anchor, Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { codeLabelKey, HISTORY_KIND_LABELS } from '../code-labels.ts';

/**
 * A table's sideways scroll area reachable by keyboard (a phone-width table without links or buttons would
 * otherwise scroll for the mouse only), named by its section.
 */
export function scrollableByKeyboard(label: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}

/** A record page's facts: label and value pairs that wrap on a phone. */
export function Facts({ items }: { items: (readonly [TMessageKey, ReactNode])[] }) {
  const t = useT();
  return (
    <Group gap="xl" align="flex-start" wrap="wrap">
      {items.map(([label, value]) => (
        <Stack key={label} gap={2} miw={140}>
          <Text size="sm" c="dimmed">
            {t(label)}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/** Suspended / active with the reason. */
export function SuspensionBadge({ suspended, reason }: { suspended: boolean; reason: string | null }) {
  const t = useT();
  return (
    <Group gap="xs">
      <Badge color={suspended ? 'red' : 'teal'} variant="light">
        {t(suspended ? 'opsRecords.state.suspended' : 'opsRecords.state.active')}
      </Badge>
      {suspended && reason ? <Text size="sm">{t('opsRecords.state.reason', { reason })}</Text> : null}
    </Group>
  );
}

/** The outcome of the last action, read out by screen readers. */
export function useActionStatus() {
  const t = useT();
  const [status, setStatus] = useState<string | null>(null);
  const onDone = (result: TOpsActionResult) => {
    const refunded = result.Figures.Refunded;
    if (typeof refunded === 'number') {
      setStatus(t('opsRecords.action.invalidate.refunded', { count: refunded }));
    } else setStatus(t(result.Changed ? 'opsRecords.action.done' : 'opsRecords.action.unchanged'));
  };
  const view = (
    <div aria-live="polite" role="status">
      {status ? (
        <Alert
          color="teal"
          variant="light"
          withCloseButton
          closeButtonLabel={t('layout.close')}
          onClose={() => setStatus(null)}
        >
          {status}
        </Alert>
      ) : null}
    </div>
  );
  return { onDone, view };
}

/** A record's history: operator actions (with their reasons) and its own events, newest first. */
export function HistoryTable({ entries }: { entries: TOpsHistoryEntry[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('opsRecords.history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">{t('opsRecords.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={560}
          scrollAreaProps={scrollableByKeyboard(t('opsRecords.history.title'))}
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('opsRecords.history.when')}</Table.Th>
                <Table.Th>{t('opsRecords.history.what')}</Table.Th>
                <Table.Th>{t('opsRecords.history.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr
                  key={`${entry.At}-${entry.Kind}-${entry.Code}-${entry.Text}-${entry.AmountKurus}`}
                  data-testid="history-row"
                >
                  <Table.Td>{formatDateTime(entry.At, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Badge variant="light" color={entry.Kind === 'audit' ? 'grape' : 'gray'}>
                        {t(HISTORY_KIND_LABELS[entry.Kind])}
                      </Badge>
                      <CodeLabel kind={entry.Kind} code={entry.Code} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {entry.Href ? (
                        <Anchor component={Link} to={entry.Href}>
                          {entry.Text}
                        </Anchor>
                      ) : (
                        <Text size="sm">{entry.Text}</Text>
                      )}
                      {entry.AmountKurus !== null ? (
                        <Text size="sm" fw={600}>
                          {formatKurus(entry.AmountKurus, locale, { sign: true })}
                        </Text>
                      ) : null}
                      {entry.Reason ? (
                        <Text size="sm">{t('opsRecords.state.reason', { reason: entry.Reason })}</Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A code in words when the dictionary has them, else the code itself. */
export function CodeLabel({ kind, code }: { kind: string; code: string }) {
  const t = useT();
  const key = codeLabelKey(kind, code);
  return key ? <Text size="sm">{t(key)}</Text> : <Code>{code}</Code>;
}
