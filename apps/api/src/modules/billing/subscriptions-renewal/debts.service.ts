import type { TDebt, TDebtList } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { renewals } from '../../ledger/subscriptions/subscriptions.service.ts';

/**
 * GET Subscription/debt (category subscriptions) and GET PackageSubscription/debt (packages): the agency's unpaid
 * renewal debts, oldest first, with their total. A user without an agency owes nothing.
 */
export async function listDebts(
  deps: TDeps,
  userId: number,
  kinds: ('category' | 'package')[],
): Promise<TDebtList> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) return { Items: [], TotalKurus: 0 };
  const rows = await renewals.unpaidDebtsOf(deps.db, membership.provider.id, kinds);
  const items = rows.map(
    ({ debt, subscription }): TDebt => ({
      Id: debt.id,
      AmountKurus: debt.amountKurus,
      Description: debt.description,
      DueAt: debt.dueAt.toISOString(),
      SubscriptionId: debt.subscriptionId,
      SubscriptionKind: subscription?.kind ?? null,
      Plan: subscription?.plan ?? null,
      SubscriptionStatus: subscription?.status ?? null,
      Attempts: debt.attempts,
      NextAttemptAt: debt.nextAttemptAt?.toISOString() ?? null,
    }),
  );
  return { Items: items, TotalKurus: items.reduce((sum, item) => sum + item.AmountKurus, 0) };
}
