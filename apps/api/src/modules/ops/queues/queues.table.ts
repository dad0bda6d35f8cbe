import { OPS_QUEUE_STATES } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../operators/operators.table.ts';

/**
 * Work waiting for an operator (issue 17 item 6): a kind, the record it is about, a due time (the kind's SLA),
 * an assignee and a state. Opened once per dedupe key (queue.service.ts openQueueItem).
 */
export const opsQueueItems = pgTable(
  'ops_queue_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: OPS_QUEUE_STATES }).notNull().default('open'),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => operators.id),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => operators.id),
    note: text('note'),
  },
  (t) => [index('ops_queue_items_open_idx').on(t.kind, t.dueAt).where(sql`${t.state} = 'open'`)],
);

export type TQueueItemRow = typeof opsQueueItems.$inferSelect;
