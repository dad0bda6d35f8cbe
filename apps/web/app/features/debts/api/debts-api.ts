import {
  billingDebtsEndpoints,
  billingTransfersEndpoints,
  type TBankTransfer,
  type TBankTransferAccount,
  type TDebt,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** The agency's unpaid debts: packages' and category subscriptions' (GET PackageSubscription/debt, Subscription/debt). */
export async function listDebts(api: TApiContext): Promise<TDebt[]> {
  const [packages, categories] = await Promise.all([
    callEndpoint(api, billingDebtsEndpoints.getPackageSubscriptionDebt),
    callEndpoint(api, billingDebtsEndpoints.getSubscriptionDebt),
  ]);
  return [...packages.Items, ...categories.Items].sort((a, b) => a.DueAt.localeCompare(b.DueAt));
}

/** POST BankTransfer/debt: a transfer request for exactly the debt's amount. */
export function requestDebtTransfer(
  api: TApiContext,
  debtId: number,
): Promise<{ Transfer: TBankTransfer; Account: TBankTransferAccount }> {
  return callEndpoint(api, billingTransfersEndpoints.postBankTransferDebt, { body: { DebtId: debtId } });
}
