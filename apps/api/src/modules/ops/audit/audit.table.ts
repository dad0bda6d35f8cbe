import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from '../operators/operators.table.ts';

/**
 * Every operator action (issue 17 item 2): who, when, what, on which record, before/after and the reason,
 * written in the action's own transaction (audit.service.ts withAudit). Immutable: no repo function updates
 * or deletes a row, and a trigger (migration 0017) refuses UPDATE and DELETE.
 */
export const opsAuditLog = pgTable(
  'ops_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null only for the set-up command (npm run operator:create), which acts before any operator exists. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('ops_audit_log_at_idx').on(t.at),
    index('ops_audit_log_operator_idx').on(t.operatorId, t.at),
    index('ops_audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
  ],
);

export type TAuditRow = typeof opsAuditLog.$inferSelect;
