import { Badge } from '@mantine/core';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { formatAge } from './age.ts';

/** A queue item's due time against now: red "3 h overdue", or the time left. */
export function SlaBadge({ dueAt, now, open = true }: { dueAt: string; now: string; open?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const left = new Date(dueAt).getTime() - new Date(now).getTime();
  if (!open) return null;
  return left < 0 ? (
    <Badge color="red" variant="filled">
      {t('ops.queue.overdueBy', { age: formatAge(-left, locale) })}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('ops.queue.dueIn', { age: formatAge(left, locale) })}
    </Badge>
  );
}
