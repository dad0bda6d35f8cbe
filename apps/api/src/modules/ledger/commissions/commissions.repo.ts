import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { providerDebts } from '../subscriptions/subscriptions.table.ts';
import { commissionPlans } from './commissions.table.ts';

export type TCommissionPlanRow = typeof commissionPlans.$inferSelect;

/** A plan for an agreement; undefined when the agreement has one already (the event was told twice). */
export async function insertPlan(
  db: TExecutor,
  values: typeof commissionPlans.$inferInsert,
): Promise<TCommissionPlanRow | undefined> {
  const [row] = await db.insert(commissionPlans).values(values).onConflictDoNothing().returning();
  return row;
}

/** The plan's pieces as the agency's debts of kind commission (a piece already there is left alone). */
export async function insertPieces(
  db: TExecutor,
  pieces: {
    providerId: number;
    planId: number;
    pieceNumber: number;
    amountKurus: number;
    dueAt: Date;
    description: string;
    now: Date;
  }[],
): Promise<number> {
  if (pieces.length === 0) return 0;
  const rows = await db
    .insert(providerDebts)
    .values(
      pieces.map((piece) => ({
        providerId: piece.providerId,
        kind: 'commission' as const,
        amountKurus: piece.amountKurus,
        dueAt: piece.dueAt,
        createdAt: piece.now,
        commissionPlanId: piece.planId,
        pieceNumber: piece.pieceNumber,
        description: piece.description,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: providerDebts.id });
  return rows.length;
}

/** The agency's commission pieces with their plans (one project's by its key), due up to `maxDueAt`. */
export async function piecesOf(
  db: TExecutor,
  input: { providerId: number; offerKey?: string; maxDueAt?: Date },
) {
  return db
    .select({ debt: providerDebts, plan: commissionPlans })
    .from(providerDebts)
    .innerJoin(commissionPlans, eq(commissionPlans.id, providerDebts.commissionPlanId))
    .where(
      and(
        eq(providerDebts.providerId, input.providerId),
        eq(providerDebts.kind, 'commission'),
        input.offerKey ? eq(commissionPlans.offerKey, input.offerKey) : undefined,
        input.maxDueAt ? lte(providerDebts.dueAt, input.maxDueAt) : undefined,
      ),
    )
    .orderBy(asc(providerDebts.dueAt), asc(providerDebts.id));
}

/** What the agency owes in overdue commission (kuruş): unpaid pieces past their due date. */
export async function overdueCommissionKurus(db: TExecutor, providerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${providerDebts.amountKurus}), 0)` })
    .from(providerDebts)
    .where(
      and(
        eq(providerDebts.providerId, providerId),
        eq(providerDebts.kind, 'commission'),
        isNull(providerDebts.paidAt),
        lte(providerDebts.dueAt, now),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Unpaid commission pieces past their due date not told yet: marked told now (once), answered for their notices. */
export async function markOverdueNoticed(db: TExecutor, now: Date, providerId?: number) {
  return db
    .update(providerDebts)
    .set({ overdueNoticedAt: now })
    .where(
      and(
        eq(providerDebts.kind, 'commission'),
        isNull(providerDebts.paidAt),
        isNull(providerDebts.overdueNoticedAt),
        lte(providerDebts.dueAt, now),
        providerId === undefined ? undefined : eq(providerDebts.providerId, providerId),
      ),
    )
    .returning({
      id: providerDebts.id,
      providerId: providerDebts.providerId,
      amountKurus: providerDebts.amountKurus,
      dueAt: providerDebts.dueAt,
    });
}
