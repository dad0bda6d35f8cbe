import type { TWalletTransactionList } from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { ledgerErrors } from '../ledger.errors.ts';
import {
  balanceOf,
  findProviderByRef,
  grantGift,
  listProviderEntries,
  postTransaction,
} from './wallet.repo.ts';

/** GET WalletTransaction: the entries of the caller's agency, newest first, with the balance after each. */
export async function listWalletTransactions(
  deps: Pick<TDeps, 'db'>,
  userId: number,
  query: { PageIndex: number; PageSize: number },
): Promise<TWalletTransactionList> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw commonErrors.forbidden();
  const providerId = membership.provider.id;
  const { rows, totalCount } = await listProviderEntries(deps.db, providerId, {
    offset: query.PageIndex * query.PageSize,
    limit: query.PageSize,
  });
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      TransactionId: row.transactionId,
      Type: row.type,
      Reason: row.reason,
      Description: row.description,
      AmountKurus: row.amountKurus,
      BalanceAfterKurus: row.balanceAfterKurus,
      CreatedAt: row.createdAt.toISOString(),
      OfferKey: row.offerKey,
      ProjectName: row.projectName,
      MatchedProviderId: row.matchedProviderId,
    })),
    TotalCount: totalCount,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
    BalanceKurus: await balanceOf(deps.db, providerId),
  };
}

/** "250", "250.5", "250,50" (TL) -> kuruş; null unless a positive amount with at most two decimals. */
export function parseTlAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const kurus = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return kurus > 0 ? kurus : null;
}

/**
 * An operator's grant (`npm run wallet:grant`): a gift from the platform's promotions account to an agency
 * named by id or slug. The same idempotency key grants once. Answers the agency and its balance afterwards.
 */
export async function grantToAgency(
  deps: Pick<TDeps, 'db'>,
  input: { agency: string; amountKurus: number; note: string; idempotencyKey: string; now: Date },
) {
  const provider = await findProviderByRef(deps.db, input.agency);
  if (!provider) throw identityErrors.providerNotFound();
  // A forged amount (zero, negative, fractional) never reaches the ledger.
  if (!Number.isSafeInteger(input.amountKurus) || input.amountKurus <= 0) {
    throw commonErrors.validationFailed(['AmountKurus']);
  }
  const applied = await grantGift(deps.db, {
    providerId: provider.id,
    amountKurus: input.amountKurus,
    idempotencyKey: input.idempotencyKey,
    description: input.note,
    now: input.now,
    reason: 'grant',
  });
  return { provider, applied, balanceKurus: await balanceOf(deps.db, provider.id) };
}

/**
 * An operator takes back credit (issue 17): a ledger transaction from the agency back to the platform's
 * promotions account, never an edit of the balance. Never below zero: more than the balance is refused
 * (WALLET_TAKE_BACK_TOO_LARGE). The same idempotency key takes back once.
 */
export async function takeBackFromAgency(
  deps: Pick<TDeps, 'db'>,
  input: { agency: string; amountKurus: number; note: string; idempotencyKey: string; now: Date },
) {
  const provider = await findProviderByRef(deps.db, input.agency);
  if (!provider) throw identityErrors.providerNotFound();
  if (!Number.isSafeInteger(input.amountKurus) || input.amountKurus <= 0)
    throw commonErrors.validationFailed(['AmountKurus']);
  const applied = await deps.db.transaction(async (tx) => {
    try {
      const result = await postTransaction(tx, {
        legs: [
          { party: { providerId: provider.id }, amountKurus: -input.amountKurus },
          { party: { platform: 'platform_promotions' }, amountKurus: input.amountKurus },
        ],
        type: 'gift',
        reason: 'grant_taken_back',
        description: input.note,
        idempotencyKey: input.idempotencyKey,
        now: input.now,
      });
      return result.applied;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WALLET_INSUFFICIENT')
        throw ledgerErrors.takeBackTooLarge();
      throw error;
    }
  });
  return { provider, applied, balanceKurus: await balanceOf(deps.db, provider.id) };
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export {
  agencyAmountOf,
  balanceOf,
  grantGift,
  hasTransaction,
  postTransaction,
  type TWalletLeg,
} from './wallet.repo.ts';
