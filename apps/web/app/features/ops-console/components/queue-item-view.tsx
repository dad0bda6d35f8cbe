import type { TQueueItem } from '@brifa/contracts';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { OpsFact } from '../../../entities/ops/ops-facts.tsx';
import { queueKindLabel, queueStateLabel } from '../../../entities/ops/ops-labels.ts';
import { OpsPageHeader } from '../../../entities/ops/ops-page-header.tsx';
import { ReasonDialog } from '../../../entities/ops/reason-dialog.tsx';
import { SlaBadge } from '../../../entities/ops/sla-badge.tsx';
import { SubjectLink } from '../../../entities/ops/subject-link.tsx';
import { useOperator } from '../../../entities/ops/use-operator.ts';
import { useOpsDecision } from '../../../entities/ops/use-ops-decision.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { opsConsoleApi } from '../api/ops-console-api.ts';

const STATE_COLOR = { open: 'blue', resolved: 'teal', dismissed: 'gray' } as const;

/** /ops/queue/:id: the item, its record, "assign to me", and closing it with a note (audited). */
export function QueueItemView({ item, now }: { item: TQueueItem; now: string }) {
  const t = useT();
  const locale = useLocale();
  const api = useOpsApi();
  const operator = useOperator();
  const decision = useOpsDecision();
  const [closing, setClosing] = useState<'resolved' | 'dismissed' | null>(null);
  const open = item.State === 'open';

  return (
    <Stack gap="lg">
      <OpsPageHeader
        title={t('ops.queueItem.title', { id: item.Id })}
        description={item.Title}
        actions={
          <Anchor component={Link} to="/ops">
            {t('ops.queueItem.back')}
          </Anchor>
        }
      />
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <OpsFact label={t('ops.queue.column.kind')}>{queueKindLabel(t, item.Kind)}</OpsFact>
          <OpsFact label={t('ops.queueItem.subject')}>
            <SubjectLink type={item.SubjectType} id={item.SubjectId} />
          </OpsFact>
          <OpsFact label={t('ops.queueItem.state')}>
            <Badge color={STATE_COLOR[item.State]} variant="light" data-testid="ops-item-state">
              {queueStateLabel(t, item.State)}
            </Badge>
          </OpsFact>
          <OpsFact label={t('ops.queueItem.created')}>{formatDateTime(item.CreatedAt, locale)}</OpsFact>
          <OpsFact label={t('ops.queueItem.due')}>
            <Group gap="xs">
              <Text>{formatDateTime(item.DueAt, locale)}</Text>
              <SlaBadge dueAt={item.DueAt} now={now} open={open} />
            </Group>
          </OpsFact>
          <OpsFact label={t('ops.queueItem.assignee')}>
            {item.Assignee?.Name ?? t('ops.queue.unassigned')}
          </OpsFact>
          {item.ResolvedAt ? (
            <OpsFact label={t('ops.queueItem.resolvedAt')}>{formatDateTime(item.ResolvedAt, locale)}</OpsFact>
          ) : null}
          {item.Note ? <OpsFact label={t('ops.queueItem.note')}>{item.Note}</OpsFact> : null}
        </SimpleGrid>
      </Card>
      <FormAlert message={decision.error} />
      {open ? (
        <Group gap="xs" wrap="wrap">
          {item.Assignee?.Id !== operator?.Id ? (
            <Button
              variant="default"
              onClick={() => decision.decide(() => opsConsoleApi.assign(api, item.Id))}
              loading={decision.busy}
            >
              {t('ops.queueItem.assignToMe')}
            </Button>
          ) : null}
          <Button color="teal" onClick={() => setClosing('resolved')}>
            {t('ops.queueItem.resolve')}
          </Button>
          <Button color="gray" variant="outline" onClick={() => setClosing('dismissed')}>
            {t('ops.queueItem.dismiss')}
          </Button>
        </Group>
      ) : (
        <Alert color="gray" variant="light">
          {t('ops.queueItem.closedInfo')}
        </Alert>
      )}
      <ReasonDialog
        opened={closing !== null}
        title={closing === 'dismissed' ? t('ops.queueItem.dismiss') : t('ops.queueItem.resolve')}
        label={t('ops.queueItem.noteLabel')}
        confirmLabel={closing === 'dismissed' ? t('ops.queueItem.dismiss') : t('ops.queueItem.resolve')}
        confirmColor={closing === 'dismissed' ? 'gray' : 'teal'}
        onClose={() => setClosing(null)}
        onConfirm={(note) =>
          decision.reloadAfter(() =>
            opsConsoleApi.resolve(api, item.Id, { Outcome: closing ?? 'resolved', Note: note }),
          )
        }
      />
    </Stack>
  );
}
