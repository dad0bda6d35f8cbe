import { z } from 'zod';
import { WALLET_TOP_UP_MINIMUM_KURUS } from '../rules.ts';

/**
 * Wallet top-up by bank transfer (Havale/EFT, issue 18 item 9): the agency asks for a transfer, sees the
 * platform's IBAN, the exact amount and a reference code, marks it sent; an operator confirms it (the ledger
 * credits) or rejects it. What the API and the web share.
 */

/** awaiting_transfer → marked_sent → confirmed | rejected; an unsent request expires (BANK_TRANSFER_EXPIRY_DAYS). */
export const BANK_TRANSFER_STATES = [
  'awaiting_transfer',
  'marked_sent',
  'confirmed',
  'rejected',
  'expired',
] as const;
export type TBankTransferState = (typeof BANK_TRANSFER_STATES)[number];

/** rules.md §4 / §9: a bank transfer is confirmed within up to 60 minutes (the operator's queue item is due then). */
export const BANK_TRANSFER_CONFIRM_MINUTES = 60;
/** decisions.md (issue 18, bank transfer): a request never marked sent expires after this many days. */
export const BANK_TRANSFER_EXPIRY_DAYS = 7;
/** rules.md §5 payments: the top-up minimum applies to a transfer too. At most 1,000,000 TL per request. */
export const BANK_TRANSFER_MIN_KURUS = WALLET_TOP_UP_MINIMUM_KURUS;
export const BANK_TRANSFER_MAX_KURUS = 1_000_000_00;
/**
 * Reference codes: "BRF-" and 5 characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B,
 * U/V), so that a code read aloud or typed into a bank's description field is unambiguous.
 */
export const BANK_TRANSFER_REFERENCE_PREFIX = 'BRF-';
export const BANK_TRANSFER_REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const BANK_TRANSFER_REFERENCE_LENGTH = 5;
/** The audit log's actions of the console's transfer decisions. */
export const BANK_TRANSFER_AUDIT_ACTIONS = ['bank_transfer.confirm', 'bank_transfer.reject'] as const;

/**
 * A top-up by transfer: whole liras, digits only (rules.md §5: digits only, at least the top-up minimum).
 * The field message names the minimum.
 */
export const ZBankTransferCreate = z.object({
  AmountTl: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .regex(/^\d+$/, { message: 'digitsOnly' })
    .refine((v) => v.length <= 9 && Number(v) * 100 >= BANK_TRANSFER_MIN_KURUS, {
      message: 'bankTransferMinimum',
    })
    .refine((v) => v.length <= 9 && Number(v) * 100 <= BANK_TRANSFER_MAX_KURUS, {
      message: 'bankTransferMaximum',
    }),
});
export type TBankTransferCreate = z.input<typeof ZBankTransferCreate>;

/** POST BankTransfer/debt (issue 19): a transfer request for one unpaid debt, its amount the debt's. */
export const ZBankTransferDebtCreate = z.object({ DebtId: z.number().int().positive() });
export type TBankTransferDebtCreate = z.input<typeof ZBankTransferDebtCreate>;

/** Where the agency sends the money (settings; the demo values say so). */
export const ZBankTransferAccount = z.object({
  Iban: z.string(),
  BankName: z.string(),
  AccountHolder: z.string(),
  /** true while the settings are the built-in demo account (never on a real deployment). */
  Demo: z.boolean(),
});
export type TBankTransferAccount = z.output<typeof ZBankTransferAccount>;

export const ZBankTransfer = z.object({
  Id: z.string(),
  AmountKurus: z.number().int(),
  ReferenceCode: z.string(),
  State: z.enum(BANK_TRANSFER_STATES),
  CreatedAt: z.string(),
  MarkedSentAt: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  /** The operator's reason when rejected, written to the agency. */
  RejectReason: z.string().nullable(),
});
export type TBankTransfer = z.output<typeof ZBankTransfer>;

export const ZBankTransferCreated = z.object({ Transfer: ZBankTransfer, Account: ZBankTransferAccount });
export const ZBankTransferList = z.object({ Items: z.array(ZBankTransfer), Account: ZBankTransferAccount });
export type TBankTransferList = z.output<typeof ZBankTransferList>;

/** The console's view of a transfer (the queue item "confirm transfer"). */
export const ZOpsBankTransfer = ZBankTransfer.extend({
  Agency: z.object({ Id: z.number().int(), Name: z.string() }),
  RequestedBy: z.object({ Id: z.number().int(), Name: z.string() }),
  DecidedBy: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
  Account: ZBankTransferAccount,
});
export type TOpsBankTransfer = z.output<typeof ZOpsBankTransfer>;
