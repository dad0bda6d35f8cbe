import '../billing.events.ts';
import { randomBytes, randomInt } from 'node:crypto';
import {
  BANK_TRANSFER_CONFIRM_MINUTES,
  BANK_TRANSFER_EXPIRY_DAYS,
  BANK_TRANSFER_REFERENCE_ALPHABET,
  BANK_TRANSFER_REFERENCE_LENGTH,
  BANK_TRANSFER_REFERENCE_PREFIX,
  type TBankTransfer,
  type TBankTransferAccount,
  type TBankTransferList,
} from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import { DEMO_BANK_ACCOUNT, type TConfig } from '../../../platform/config.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { recordCommissionPaid } from '../../ledger/commissions/commissions.service.ts';
import { renewals } from '../../ledger/subscriptions/subscriptions.service.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { billingTransferErrors } from '../billing.errors.ts';
import { creditCampaignBonus } from '../coupons/coupons.service.ts';
import { invoicePaid } from '../invoices/invoice-paid.ts';
import { settleDebt } from '../payments/handlers/debt.handler.ts';
import { creditShare } from '../payments/handlers/subscription-share.ts';
import { debtsErrors } from '../subscriptions-renewal/debts.errors.ts';
import {
  expireUnsentTransfers,
  findTransferWithNames,
  insertTransfer,
  listProviderTransfers,
  lockTransfer,
  type TBankTransferRow,
  updateTransfer,
} from './transfers.repo.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The agency's list shows its latest requests. */
const LIST_LIMIT = 50;

/** The account agencies send to (settings), flagged while it is the built-in demo account. */
export function bankAccountOf(config: TConfig): TBankTransferAccount {
  return {
    Iban: config.BANK_TRANSFER_IBAN,
    BankName: config.BANK_TRANSFER_BANK_NAME,
    AccountHolder: config.BANK_TRANSFER_ACCOUNT_HOLDER,
    Demo: config.BANK_TRANSFER_IBAN === DEMO_BANK_ACCOUNT.iban,
  };
}

export function toBankTransfer(row: TBankTransferRow): TBankTransfer {
  return {
    Id: row.publicId,
    AmountKurus: row.amountKurus,
    ReferenceCode: row.referenceCode,
    State: row.state,
    CreatedAt: row.createdAt.toISOString(),
    MarkedSentAt: row.markedSentAt?.toISOString() ?? null,
    DecidedAt: row.decidedAt?.toISOString() ?? null,
    RejectReason: row.rejectReason,
  };
}

/** BRF-7K3Q9: a fresh reference code from the unambiguous alphabet (contracts). */
export function newReferenceCode(): string {
  let code = BANK_TRANSFER_REFERENCE_PREFIX;
  for (let i = 0; i < BANK_TRANSFER_REFERENCE_LENGTH; i += 1)
    code += BANK_TRANSFER_REFERENCE_ALPHABET[randomInt(BANK_TRANSFER_REFERENCE_ALPHABET.length)];
  return code;
}

async function agencyOf(deps: Pick<TDeps, 'db'>, userId: number) {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw commonErrors.forbidden();
  return membership.provider;
}

/** A new top-up request of the caller's agency: answers it with the account, the exact amount and the code. */
export async function createTransferRequest(
  deps: TDeps,
  userId: number,
  input: { AmountTl: string },
): Promise<{ Transfer: TBankTransfer; Account: TBankTransferAccount }> {
  const provider = await agencyOf(deps, userId);
  const amountKurus = Number(input.AmountTl) * 100;
  if (!Number.isSafeInteger(amountKurus) || amountKurus <= 0)
    throw commonErrors.validationFailed(['AmountTl']);
  return insertRequest(deps, { providerId: provider.id, userId, amountKurus, debtId: null });
}

/**
 * POST BankTransfer/debt (issue 19): a request for one of the agency's unpaid debts, for exactly its amount (no
 * top-up minimum: the debt decides). The operator's confirmation pays the debt (confirmTransfer).
 */
export async function createDebtTransferRequest(
  deps: TDeps,
  userId: number,
  input: { DebtId: number },
): Promise<{ Transfer: TBankTransfer; Account: TBankTransferAccount }> {
  const provider = await agencyOf(deps, userId);
  const debt = await renewals.findDebt(deps.db, input.DebtId);
  if (!debt || debt.providerId !== provider.id) throw debtsErrors.notFound();
  if (debt.paidAt) throw debtsErrors.alreadyPaid();
  return insertRequest(deps, {
    providerId: provider.id,
    userId,
    amountKurus: debt.amountKurus,
    debtId: debt.id,
  });
}

async function insertRequest(
  deps: TDeps,
  input: { providerId: number; userId: number; amountKurus: number; debtId: number | null },
): Promise<{ Transfer: TBankTransfer; Account: TBankTransferAccount }> {
  const { amountKurus, userId } = input;
  const provider = { id: input.providerId };
  // 23^5 ≈ 6.4 million codes: a clash is rare; draw again on one.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertTransfer(deps.db, {
      publicId: randomBytes(12).toString('base64url'),
      providerId: provider.id,
      requestedByUserId: userId,
      amountKurus,
      referenceCode: newReferenceCode(),
      createdAt: deps.clock.now(),
      debtId: input.debtId,
    });
    if (row) return { Transfer: toBankTransfer(row), Account: bankAccountOf(deps.config) };
  }
  throw commonErrors.internal();
}

/** The caller's agency's requests, newest first, with the account to send to. */
export async function listTransferRequests(deps: TDeps, userId: number): Promise<TBankTransferList> {
  const provider = await agencyOf(deps, userId);
  const rows = await listProviderTransfers(deps.db, provider.id, LIST_LIMIT);
  return { Items: rows.map(toBankTransfer), Account: bankAccountOf(deps.config) };
}

/**
 * "I have sent it": once, by the agency that asked (another agency's request is "not found"). Emits
 * `billing.transfer_marked_sent` in the same transaction; the console opens "confirm transfer" due in 60 minutes.
 */
export async function markTransferSent(
  deps: TDeps,
  userId: number,
  publicId: string,
): Promise<TBankTransfer> {
  const provider = await agencyOf(deps, userId);
  return deps.db.transaction(async (tx) => {
    const txDeps: TDeps = { ...deps, db: tx };
    const row = await lockTransfer(tx, publicId);
    if (!row || row.providerId !== provider.id) throw billingTransferErrors.notFound();
    if (row.state !== 'awaiting_transfer') throw billingTransferErrors.alreadySent();
    const now = deps.clock.now();
    const updated = await updateTransfer(tx, row.id, { state: 'marked_sent', markedSentAt: now });
    await emit(txDeps, 'billing.transfer_marked_sent', {
      transfer: refOf(updated),
      agencyName: provider.companyNickName,
      dueAt: new Date(now.getTime() + BANK_TRANSFER_CONFIRM_MINUTES * MINUTE_MS),
    });
    return toBankTransfer(updated);
  });
}

function refOf(row: TBankTransferRow) {
  return {
    publicId: row.publicId,
    providerId: row.providerId,
    amountKurus: row.amountKurus,
    referenceCode: row.referenceCode,
  };
}

const PENDING = new Set<TBankTransferRow['state']>(['awaiting_transfer', 'marked_sent']);

export type TTransferDecision = {
  before: TBankTransferRow;
  after: TBankTransferRow;
  /** The ledger transaction of the credit (confirm only). */
  transactionId: string | null;
};

/**
 * An operator confirms a transfer that reached the account: in ONE transaction (the caller's, e.g. withAudit's)
 * the request becomes `confirmed` and the ledger moves the amount from platform_cash to the agency's wallet
 * (type top-up, reason bank_transfer, keyed by the request). The row lock makes a second operator pressing at
 * the same time wait and then be told BANK_TRANSFER_ALREADY_DECIDED; the ledger key would book once anyway.
 */
export async function confirmTransfer(
  deps: TDeps,
  input: { publicId: string; operatorId: number },
): Promise<TTransferDecision> {
  return deps.db.transaction(async (tx) => {
    const txDeps: TDeps = { ...deps, db: tx };
    const row = await lockTransfer(tx, input.publicId);
    if (!row) throw billingTransferErrors.notFound();
    if (!PENDING.has(row.state)) throw billingTransferErrors.alreadyDecided();
    const now = deps.clock.now();
    const paymentRef = `bank-transfer:${row.publicId}`;
    // A debt's transfer pays the debt and gives the subscription payment's 10 % share (issue 19); one already paid
    // by card meanwhile leaves the money as credit.
    const paidDebt = row.debtId ? await settleDebt(tx, { debtId: row.debtId, paymentRef, now }) : undefined;
    if (paidDebt) {
      const commission = paidDebt.kind === 'commission';
      const after = await updateTransfer(tx, row.id, {
        state: 'confirmed',
        decidedAt: now,
        decidedByOperatorId: input.operatorId,
      });
      await invoicePaid(txDeps, {
        paymentRef,
        payerUserId: row.requestedByUserId,
        lines: [
          {
            description: `${commission ? 'Komisyon taksiti ödemesi' : 'Abonelik borcu ödemesi'} #${row.debtId} (Havale/EFT, ${row.referenceCode})`,
            quantity: 1,
            unitPriceKurus: row.amountKurus,
          },
        ],
        paidAt: now,
      });
      // Issue 20: a commission piece is the platform's revenue (a `commission` entry); a subscription's debt gives the share.
      if (commission)
        await recordCommissionPaid(tx, {
          debtId: paidDebt.id,
          amountKurus: paidDebt.amountKurus,
          paymentRef,
          now,
        });
      else
        await creditShare(tx, {
          providerId: row.providerId,
          paidKurus: row.amountKurus,
          label: `Havale/EFT ${row.referenceCode}`,
          idempotencyKey: `${paymentRef}:subscription-share`,
          now,
        });
      await emit(txDeps, 'billing.transfer_decided', {
        transfer: refOf(after),
        outcome: 'confirmed',
        paid: 'debt',
        reason: null,
      });
      return { before: row, after, transactionId: null };
    }
    const credit = await postTransaction(tx, {
      legs: [
        { party: { platform: 'platform_cash' }, amountKurus: -row.amountKurus },
        { party: { providerId: row.providerId }, amountKurus: row.amountKurus },
      ],
      type: 'top-up',
      reason: 'bank_transfer',
      description: row.referenceCode,
      idempotencyKey: `bank-transfer:${row.publicId}`,
      now,
    });
    const after = await updateTransfer(tx, row.id, {
      state: 'confirmed',
      decidedAt: now,
      decidedByOperatorId: input.operatorId,
      ledgerTransactionId: credit.transactionId,
    });
    await creditCampaignBonus(txDeps, {
      providerId: row.providerId,
      topUpKurus: row.amountKurus,
      paymentRef,
      now,
    });
    await invoicePaid(txDeps, {
      paymentRef,
      payerUserId: row.requestedByUserId,
      lines: [
        {
          description: `Leadcoin cüzdan yüklemesi (Havale/EFT, ${row.referenceCode})`,
          quantity: 1,
          unitPriceKurus: row.amountKurus,
        },
      ],
      paidAt: now,
    });
    await emit(txDeps, 'billing.transfer_decided', {
      transfer: refOf(after),
      outcome: 'confirmed',
      paid: 'wallet',
      reason: null,
    });
    return { before: row, after, transactionId: credit.transactionId };
  });
}

/** An operator rejects a pending transfer with a reason the agency reads; nothing is credited. */
export async function rejectTransfer(
  deps: TDeps,
  input: { publicId: string; operatorId: number; reason: string },
): Promise<TTransferDecision> {
  return deps.db.transaction(async (tx) => {
    const txDeps: TDeps = { ...deps, db: tx };
    const row = await lockTransfer(tx, input.publicId);
    if (!row) throw billingTransferErrors.notFound();
    if (!PENDING.has(row.state)) throw billingTransferErrors.alreadyDecided();
    const after = await updateTransfer(tx, row.id, {
      state: 'rejected',
      decidedAt: deps.clock.now(),
      decidedByOperatorId: input.operatorId,
      rejectReason: input.reason,
    });
    await emit(txDeps, 'billing.transfer_decided', {
      transfer: refOf(after),
      outcome: 'rejected',
      paid: null,
      reason: input.reason,
    });
    return { before: row, after, transactionId: null };
  });
}

/** The console's view of a request (the operator's name is the console's to add). */
export async function getTransferForOps(deps: Pick<TDeps, 'db'>, publicId: string) {
  const found = await findTransferWithNames(deps.db, publicId);
  if (!found) throw billingTransferErrors.notFound();
  return {
    transfer: found.transfer,
    view: toBankTransfer(found.transfer),
    agency: { Id: found.transfer.providerId, Name: found.agencyName },
    requestedBy: {
      Id: found.transfer.requestedByUserId,
      Name: `${found.requesterName} ${found.requesterSurname}`.trim(),
    },
  };
}

/** The daily job: requests never marked sent within BANK_TRANSFER_EXPIRY_DAYS expire. */
export function expireStaleTransfers(deps: Pick<TDeps, 'db' | 'clock'>): Promise<number> {
  return expireUnsentTransfers(
    deps.db,
    new Date(deps.clock.now().getTime() - BANK_TRANSFER_EXPIRY_DAYS * DAY_MS),
  );
}
