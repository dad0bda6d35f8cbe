import {
  OPS_QUEUE_KINDS,
  OPS_QUEUE_SLA_HOURS,
  type TOperator,
  type TOpsQueueKind,
  type TQueueItem,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { publicUrl } from '../../../platform/deps.ts';
import { operatorNotice } from '../../notifications/notifications.service.ts';
import { withAudit } from '../audit/audit.service.ts';
import { opsErrors } from '../ops.errors.ts';
import {
  findQueueItem,
  findQueueItemByKey,
  insertQueueItem,
  listOpenItems,
  lockQueueItem,
  queueCounts,
  updateQueueItem,
} from './queues.repo.ts';
import type { TQueueItemRow } from './queues.table.ts';

const HOUR_MS = 60 * 60 * 1000;
const HOME_ITEMS = 50;

export type TOpenQueueItem = {
  kind: TOpsQueueKind;
  subjectType: string;
  subjectId: string | number;
  title: string;
  /** Default: now plus the kind's SLA (OPS_QUEUE_SLA_HOURS). */
  dueAt?: Date | undefined;
  /** One item per key, however often the cause repeats. */
  dedupeKey: string;
  /** false: no operator notice (an item about the operators' own webhook failing). */
  notify?: boolean;
};

export function queueItemLink(deps: Pick<TDeps, 'config'>, id: number): string {
  return `${publicUrl(deps.config)}/ops/queue/${id}`;
}

/**
 * Opens a queue item (idempotent by dedupeKey) in the caller's transaction and tells the operators' chat
 * webhook, with a link to the item. Lower modules never call this: they emit a domain event and
 * ops.subscribers.ts opens the item.
 */
export async function openQueueItem(
  deps: TDeps,
  input: TOpenQueueItem,
): Promise<{ id: number; created: boolean }> {
  const now = deps.clock.now();
  const created = await insertQueueItem(deps.db, {
    kind: input.kind,
    subjectType: input.subjectType,
    subjectId: String(input.subjectId),
    title: input.title.slice(0, 300),
    dueAt: input.dueAt ?? new Date(now.getTime() + OPS_QUEUE_SLA_HOURS[input.kind] * HOUR_MS),
    dedupeKey: input.dedupeKey,
    createdAt: now,
  });
  if (!created) {
    const existing = await findQueueItemByKey(deps.db, input.dedupeKey);
    return { id: existing?.id ?? 0, created: false };
  }
  if (input.notify !== false) {
    const link = queueItemLink(deps, created.id);
    await operatorNotice(deps, {
      event: 'queue_item',
      text: `Yeni iş (${input.kind}): ${created.title} — ${link}`,
      key: `queue:${created.id}`,
    });
  }
  return { id: created.id, created: true };
}

function toQueueItem(row: { item: TQueueItemRow; assigneeName: string | null }, now: Date): TQueueItem {
  const { item } = row;
  return {
    Id: item.id,
    Kind: item.kind,
    SubjectType: item.subjectType,
    SubjectId: item.subjectId,
    Title: item.title,
    State: item.state,
    DueAt: item.dueAt.toISOString(),
    Overdue: item.state === 'open' && item.dueAt.getTime() < now.getTime(),
    Assignee:
      item.assigneeId && row.assigneeName !== null ? { Id: item.assigneeId, Name: row.assigneeName } : null,
    CreatedAt: item.createdAt.toISOString(),
    ResolvedAt: item.resolvedAt?.toISOString() ?? null,
    Note: item.note,
  };
}

function isoOf(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The console home: every kind with its open and overdue counts and oldest item, then the open items. */
export async function opsHome(deps: TDeps) {
  const now = deps.clock.now();
  const [counts, items] = await Promise.all([queueCounts(deps.db, now), listOpenItems(deps.db, HOME_ITEMS)]);
  const byKind = new Map(counts.map((c) => [c.kind, c]));
  const kinds = [...new Set([...OPS_QUEUE_KINDS, ...counts.map((c) => c.kind)])];
  const queues = kinds
    .map((kind) => {
      const c = byKind.get(kind);
      return {
        Kind: kind,
        Open: c?.open ?? 0,
        Overdue: c?.overdue ?? 0,
        OldestCreatedAt: isoOf(c?.oldest ?? null),
      };
    })
    .sort((a, b) => b.Overdue - a.Overdue || b.Open - a.Open || a.Kind.localeCompare(b.Kind));
  // Due time order already puts overdue items first; the list is cut after that.
  const views = items.map((row) => toQueueItem(row, now));
  return { Queues: queues, Items: views, Now: now.toISOString() };
}

export async function getQueueItem(deps: TDeps, id: number): Promise<TQueueItem> {
  const row = await findQueueItem(deps.db, id);
  if (!row) throw opsErrors.noSuchCall();
  return toQueueItem(row, deps.clock.now());
}

function auditState(item: TQueueItemRow) {
  return { state: item.state, assigneeId: item.assigneeId, note: item.note };
}

/** "Assign to me": the operator takes an open item (audited). */
export async function assignQueueItem(deps: TDeps, operator: TOperator, id: number): Promise<TQueueItem> {
  await withAudit(
    deps,
    operator,
    { action: 'queue.assign', subjectType: 'queue_item', subjectId: id },
    async (tx) => {
      const item = await lockQueueItem(tx.db, id);
      if (!item) throw opsErrors.noSuchCall();
      if (item.state !== 'open') throw opsErrors.queueItemClosed();
      const after = await updateQueueItem(tx.db, id, { assigneeId: operator.id });
      return { result: null, before: auditState(item), after: after ? auditState(after) : null };
    },
  );
  return getQueueItem(deps, id);
}

/** Resolves or dismisses an open item with a note (audited; the note is the audit row's reason). */
export async function resolveQueueItem(
  deps: TDeps,
  operator: TOperator,
  id: number,
  input: { outcome: 'resolved' | 'dismissed'; note: string },
): Promise<TQueueItem> {
  const action = input.outcome === 'resolved' ? 'queue.resolve' : 'queue.dismiss';
  await withAudit(
    deps,
    operator,
    { action, subjectType: 'queue_item', subjectId: id, reason: input.note },
    async (tx) => {
      const item = await lockQueueItem(tx.db, id);
      if (!item) throw opsErrors.noSuchCall();
      if (item.state !== 'open') throw opsErrors.queueItemClosed();
      const after = await updateQueueItem(tx.db, id, {
        state: input.outcome,
        resolvedAt: tx.clock.now(),
        resolvedBy: operator.id,
        note: input.note,
        assigneeId: item.assigneeId ?? operator.id,
      });
      return { result: null, before: auditState(item), after: after ? auditState(after) : null };
    },
  );
  return getQueueItem(deps, id);
}

/**
 * Closes the open item of a dedupe key as `resolved` inside an operator's decision on its subject (an agreement,
 * a bank transfer): the decision's own audit row records it, so no second one is written.
 */
export async function closeQueueItemOfDecision(
  deps: TDeps,
  operator: TOperator,
  dedupeKey: string,
  note: string,
): Promise<void> {
  const item = await findQueueItemByKey(deps.db, dedupeKey);
  if (item?.state !== 'open') return;
  await updateQueueItem(deps.db, item.id, {
    state: 'resolved',
    resolvedAt: deps.clock.now(),
    resolvedBy: operator.id,
    note,
    assigneeId: item.assigneeId ?? operator.id,
  });
}

/**
 * Closes the open item of a dedupe key when its cause went away by other means (e.g. a dead message retried
 * by ops-actions), as `resolved` with the note; audited as the operator's resolve.
 */
export async function resolveQueueItemByKey(
  deps: TDeps,
  operator: TOperator,
  dedupeKey: string,
  note: string,
): Promise<void> {
  const item = await findQueueItemByKey(deps.db, dedupeKey);
  if (item?.state !== 'open') return;
  await resolveQueueItem(deps, operator, item.id, { outcome: 'resolved', note });
}
