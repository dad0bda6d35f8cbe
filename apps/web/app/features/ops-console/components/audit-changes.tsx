import { Code, List, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * An audit row's before/after, readable: for objects one line per field that changed ("role: operator →
 * admin"), otherwise the two values.
 */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const t = useT();
  if ((before === null || before === undefined) && (after === null || after === undefined)) {
    return (
      <Text size="sm" c="dimmed">
        {t('ops.audit.noChanges')}
      </Text>
    );
  }
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null)) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
      (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
    );
    if (keys.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t('ops.audit.noChanges')}
        </Text>
      );
    }
    return (
      <List size="sm" spacing={2} listStyleType="none" aria-label={t('ops.audit.changes')}>
        {keys.map((key) => (
          <List.Item key={key}>
            <Code>{key}</Code> {key in b ? `${show(b[key])} → ` : ''}
            <Text span fw={600}>
              {show(a[key])}
            </Text>
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Text size="sm">
      {t('ops.audit.before')}: <Code>{show(before)}</Code> · {t('ops.audit.after')}:{' '}
      <Code>{show(after)}</Code>
    </Text>
  );
}
