import { z } from 'zod';

/**
 * rules.md §9 and product.md §1 (issue 20, item 5): the earlier commission model. Projects created before
 * COMMISSION_MODEL_UNTIL (Europe/Istanbul midnight) pay a commission of COMMISSION_RATE_PERCENT of each month's
 * amount of a monthly agreement, for at most COMMISSION_MONTHS months; projects created from that day on pay
 * per project view and no commission.
 */
export const COMMISSION_MODEL_UNTIL = '2024-10-14';
/** The same moment as an instant: midnight of COMMISSION_MODEL_UNTIL in Europe/Istanbul (UTC+3). */
export const COMMISSION_MODEL_UNTIL_AT = new Date(`${COMMISSION_MODEL_UNTIL}T00:00:00+03:00`);
/** rules.md §9: 10 % commission. */
export const COMMISSION_RATE_PERCENT = 10;
/** rules.md §9: for 12 months. */
export const COMMISSION_MONTHS = 12;

/** Whether a project (by its creation time) falls under the earlier commission model. */
export function isEarlierCommissionModel(projectCreatedAt: Date): boolean {
  return projectCreatedAt.getTime() < COMMISSION_MODEL_UNTIL_AT.getTime();
}

/** One month's commission of a monthly amount (kuruş, rounded to the nearest kuruş). */
export function commissionPieceKurus(monthlyAmountKurus: number): number {
  return Math.round((monthlyAmountKurus * COMMISSION_RATE_PERCENT) / 100);
}

export const COMMISSION_PIECE_STATUSES = ['paid', 'due', 'overdue'] as const;
export type TCommissionPieceStatus = (typeof COMMISSION_PIECE_STATUSES)[number];

/**
 * Query of GET OfferAgreement/comission-payment-plan-piece: the pieces of one project's plan (OfferKey; all the
 * agency's plans without it) due up to UnixMaxChargeDate (seconds since 1970; every piece without it).
 */
export const ZCommissionPiecesQuery = z.object({
  OfferKey: z.string().trim().min(1).max(64).optional(),
  UnixMaxChargeDate: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
});
export type TCommissionPiecesQuery = z.infer<typeof ZCommissionPiecesQuery>;

/** One month's commission (a debt of kind commission: paid by card as a `debt` basket line, or bank transfer). */
export const ZCommissionPiece = z.object({
  /** The debt's id: what a `debt` basket line and POST BankTransfer/debt name. */
  Id: z.number().int(),
  PlanId: z.number().int(),
  OfferKey: z.string(),
  /** 1 … PieceCount. */
  PieceNumber: z.number().int(),
  PieceCount: z.number().int(),
  AmountKurus: z.number().int(),
  /** The agreement's monthly amount the piece is COMMISSION_RATE_PERCENT of. */
  MonthlyAmountKurus: z.number().int(),
  DueAt: z.string(),
  PaidAt: z.string().nullable(),
  Status: z.enum(COMMISSION_PIECE_STATUSES),
});
export type TCommissionPiece = z.infer<typeof ZCommissionPiece>;

export const ZCommissionPieceList = z.object({
  Items: z.array(ZCommissionPiece),
  /** What is unpaid among Items (kuruş). */
  UnpaidKurus: z.number().int(),
  /** What is overdue among Items (kuruş): a debt that blocks opportunities until paid. */
  OverdueKurus: z.number().int(),
});
export type TCommissionPieceList = z.infer<typeof ZCommissionPieceList>;
