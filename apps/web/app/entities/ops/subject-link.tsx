import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { subjectTypeLabel } from './ops-labels.ts';

/**
 * Where the console shows a record. Queue items and operators are ops-core's pages; the records' detail pages
 * are ops-actions' (/ops/search finds any record by its id until a detail path is listed here).
 */
export function subjectPath(type: string, id: string): string {
  if (type === 'queue_item') return `/ops/queue/${encodeURIComponent(id)}`;
  if (type === 'operator') return '/ops/operators';
  if (type === 'brief') return `/ops/briefs/${encodeURIComponent(id)}`;
  if (type === 'agency') return `/ops/agencies/${encodeURIComponent(id)}`;
  if (type === 'client') return `/ops/clients/${encodeURIComponent(id)}`;
  if (type === 'outbox_message') return '/ops/outbox';
  if (type === 'bank_transfer') return `/ops/bank-transfers/${encodeURIComponent(id)}`;
  if (type === 'agreement') return `/ops/agreements/${encodeURIComponent(id)}`;
  if (type === 'payment') return `/ops/payments/${encodeURIComponent(id)}`;
  return `/ops/search?Kind=${encodeURIComponent(type)}&Query=${encodeURIComponent(id)}`;
}

/** "Brief #12" as a link to the record. */
export function SubjectLink({ type, id }: { type: string; id: string }) {
  const t = useT();
  return (
    <Anchor component={Link} to={subjectPath(type, id)}>
      {subjectTypeLabel(t, type)} #{id}
    </Anchor>
  );
}
