import {
  istanbulDayStart,
  OPS_PAGE_SIZE,
  type TAuditEntry,
  type TOperator,
  type ZAuditQuery,
} from '@brifa/contracts';
import type { z } from 'zod';
import type { TDeps } from '../../../platform/deps.ts';
import { auditedWithKey, insertAuditRow, listAuditRows } from './audit.repo.ts';

export { auditedWithKey };

export type TAuditSubject = {
  /** What was done, e.g. 'operator.update', 'brief.invalidate' (contracts OPS_AUDIT_ACTIONS). */
  action: string;
  subjectType: string;
  subjectId: string | number;
  /** The operator's reason text; null when the action takes none. */
  reason?: string | null | undefined;
};

export type TAuditedChange<T> = { result: T; before?: unknown; after?: unknown };

/** JSON as jsonb keeps it: undefined becomes null, dates become ISO strings. */
function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value));
}

/**
 * Runs an operator's change and writes its audit row in one transaction (issue 17 item 2): `change` gets the
 * deps with the transaction as `db`; when it throws, nothing of it and no audit row stays. `operator` null is
 * the set-up command (npm run operator:create), before any operator exists.
 */
export async function withAudit<T>(
  deps: TDeps,
  operator: TOperator | null,
  subject: TAuditSubject,
  change: (txDeps: TDeps) => Promise<TAuditedChange<T>>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const txDeps: TDeps = { ...deps, db: tx };
    const { result, before, after } = await change(txDeps);
    await insertAuditRow(tx, {
      at: deps.clock.now(),
      operatorId: operator?.id ?? null,
      action: subject.action,
      subjectType: subject.subjectType,
      subjectId: String(subject.subjectId),
      before: asJson(before),
      after: asJson(after),
      reason: subject.reason ?? null,
    });
    return result;
  });
}

/** The console's audit log page: newest first, filtered by operator, action, subject and Istanbul days. */
export async function listAudit(
  deps: TDeps,
  query: z.output<typeof ZAuditQuery>,
): Promise<{ Items: TAuditEntry[]; Total: number; Page: number; PageSize: number }> {
  const until = query.To ? new Date(istanbulDayStart(query.To).getTime() + 24 * 60 * 60 * 1000) : undefined;
  const { rows, total } = await listAuditRows(
    deps.db,
    {
      operatorId: query.OperatorId,
      action: query.Action || undefined,
      subjectType: query.SubjectType || undefined,
      subjectId: query.SubjectId || undefined,
      from: query.From ? istanbulDayStart(query.From) : undefined,
      until,
    },
    { limit: OPS_PAGE_SIZE, offset: query.Page * OPS_PAGE_SIZE },
  );
  return {
    Items: rows.map(({ row, operatorName, operatorEmail }) => ({
      Id: row.id,
      At: row.at.toISOString(),
      Operator:
        row.operatorId && operatorName !== null
          ? { Id: row.operatorId, Name: operatorName, Email: operatorEmail ?? '' }
          : null,
      Action: row.action,
      SubjectType: row.subjectType,
      SubjectId: row.subjectId,
      Before: row.before ?? null,
      After: row.after ?? null,
      Reason: row.reason,
    })),
    Total: total,
    Page: query.Page,
    PageSize: OPS_PAGE_SIZE,
  };
}
