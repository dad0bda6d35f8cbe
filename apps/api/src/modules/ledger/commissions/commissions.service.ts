import {
  COMMISSION_MONTHS,
  COMMISSION_RATE_PERCENT,
  commissionPieceKurus,
  isEarlierCommissionModel,
  type TCommissionPiece,
  type TCommissionPieceList,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { addCalendarMonths } from '../subscriptions/packages.service.ts';
import { postTransaction } from '../wallet/wallet.service.ts';
import '../ledger.events.ts';
import { emit } from '../../../platform/events.ts';
import {
  insertPieces,
  insertPlan,
  markOverdueNoticed,
  overdueCommissionKurus,
  piecesOf,
} from './commissions.repo.ts';

export { overdueCommissionKurus };

/** What a confirmed agreement tells this module (briefs' `agreement.confirmed`, as plain values). */
export type TCommissionAgreement = {
  agreementId: number;
  providerId: number;
  offerId: number;
  offerKey: string;
  matchId: number;
  /** When the project was created: only projects before COMMISSION_MODEL_UNTIL carry a commission. */
  projectCreatedAt: Date;
  period: 'one_off' | 'monthly';
  /** Per month for a monthly deal. */
  amountKurus: number;
  months: number | null;
  confirmedAt: Date;
};

/**
 * Opens the earlier model's commission plan for a confirmed agreement (issue 20, item 5): only for a project
 * created before COMMISSION_MODEL_UNTIL and a monthly deal. COMMISSION_RATE_PERCENT of the monthly amount for
 * each of COMMISSION_MONTHS months (fewer when the deal runs fewer months), the first due one calendar month
 * after the confirmation, then one a month; each piece is a `commission` debt of the agency. Idempotent: one plan
 * per agreement, one debt per piece. Answers the pieces opened (0 when none or already opened).
 */
export async function openCommissionPlan(
  /** Without `events` (the demo seed) nothing is told. */
  deps: Pick<TDeps, 'db' | 'clock'> | TDeps,
  agreement: TCommissionAgreement,
): Promise<{ planId: number | null; pieces: number }> {
  if (agreement.period !== 'monthly' || !isEarlierCommissionModel(agreement.projectCreatedAt))
    return { planId: null, pieces: 0 };
  const pieceKurus = commissionPieceKurus(agreement.amountKurus);
  if (pieceKurus <= 0) return { planId: null, pieces: 0 };
  const count = Math.min(COMMISSION_MONTHS, Math.max(1, agreement.months ?? COMMISSION_MONTHS));
  const now = deps.clock.now();
  const plan = await insertPlan(deps.db, {
    providerId: agreement.providerId,
    agreementId: agreement.agreementId,
    offerId: agreement.offerId,
    offerKey: agreement.offerKey,
    matchId: agreement.matchId,
    monthlyAmountKurus: agreement.amountKurus,
    ratePercent: COMMISSION_RATE_PERCENT,
    pieceCount: count,
    confirmedAt: agreement.confirmedAt,
    createdAt: now,
  });
  if (!plan) return { planId: null, pieces: 0 };
  const pieces = Array.from({ length: count }, (_, index) => ({
    providerId: plan.providerId,
    planId: plan.id,
    pieceNumber: index + 1,
    amountKurus: pieceKurus,
    dueAt: addCalendarMonths(agreement.confirmedAt, index + 1),
    description: `Komisyon %${COMMISSION_RATE_PERCENT}, ${index + 1}/${count}. ay (proje ${plan.offerKey})`,
    now,
  }));
  const opened = await insertPieces(deps.db, pieces);
  if ('events' in deps)
    await emit(deps, 'ledger.commission_plan_opened', {
      plan: {
        id: plan.id,
        providerId: plan.providerId,
        offerKey: plan.offerKey,
        pieceKurus,
        pieces: count,
        firstDueAt: pieces[0]!.dueAt,
      },
    });
  return { planId: plan.id, pieces: opened };
}

/**
 * The commission job (hourly): every unpaid piece whose due date has passed is told to the agency's team once
 * (in the app and by e-mail, with the link to /need-to-pay). Its block and TotalDebt need no job: they read the
 * due date. Answers how many were told.
 */
export async function noticeOverdueCommissions(deps: TDeps, options: { providerId?: number } = {}) {
  return deps.db.transaction(async (tx) => {
    const txDeps: TDeps = { ...deps, db: tx };
    const rows = await markOverdueNoticed(tx, deps.clock.now(), options.providerId);
    for (const row of rows) await emit(txDeps, 'ledger.commission_piece_overdue', { piece: row });
    return { noticed: rows.length };
  });
}

/**
 * GET OfferAgreement/comission-payment-plan-piece: the agency's pieces (one project's by OfferKey), due up to
 * `maxDueAt`, with their status at `now` (paid; overdue: unpaid past the due date; due: unpaid, not yet due).
 */
export async function listCommissionPieces(
  deps: Pick<TDeps, 'db' | 'clock'>,
  userId: number,
  query: { offerKey?: string; maxDueAt?: Date },
): Promise<TCommissionPieceList> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) return { Items: [], UnpaidKurus: 0, OverdueKurus: 0 };
  const now = deps.clock.now();
  const rows = await piecesOf(deps.db, { providerId: membership.provider.id, ...query });
  const items = rows.map(
    ({ debt, plan }): TCommissionPiece => ({
      Id: debt.id,
      PlanId: plan.id,
      OfferKey: plan.offerKey,
      PieceNumber: debt.pieceNumber ?? 0,
      PieceCount: plan.pieceCount,
      AmountKurus: debt.amountKurus,
      MonthlyAmountKurus: plan.monthlyAmountKurus,
      DueAt: debt.dueAt.toISOString(),
      PaidAt: debt.paidAt?.toISOString() ?? null,
      Status: debt.paidAt ? 'paid' : debt.dueAt.getTime() <= now.getTime() ? 'overdue' : 'due',
    }),
  );
  const sum = (status: TCommissionPiece['Status'][]) =>
    items.filter((item) => status.includes(item.Status)).reduce((total, item) => total + item.AmountKurus, 0);
  return { Items: items, UnpaidKurus: sum(['due', 'overdue']), OverdueKurus: sum(['overdue']) };
}

/** The ledger key of a paid commission piece: one entry per piece, whatever paid it and however often told. */
export function commissionPaidKeyOf(debtId: number): string {
  return `commission-piece:${debtId}:paid`;
}

/**
 * A commission piece was paid (a card payment's delivery or a confirmed bank transfer, after the debt was marked
 * paid): the money the platform received is its revenue. One `commission` ledger transaction from
 * platform_cash to platform_revenue, keyed by the piece, so a replayed delivery books it once.
 */
export async function recordCommissionPaid(
  db: TDeps['db'],
  input: { debtId: number; amountKurus: number; paymentRef: string; now: Date },
): Promise<void> {
  await postTransaction(db, {
    legs: [
      { party: { platform: 'platform_cash' }, amountKurus: -input.amountKurus },
      { party: { platform: 'platform_revenue' }, amountKurus: input.amountKurus },
    ],
    type: 'commission',
    reason: 'commission_paid',
    description: `Komisyon taksiti #${input.debtId} (${input.paymentRef})`,
    idempotencyKey: commissionPaidKeyOf(input.debtId),
    now: input.now,
  });
}
