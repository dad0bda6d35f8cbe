import type { TSessionUser } from '@brifa/contracts';

/**
 * The agency owner reviews the registration details and approves the contract before using the panel
 * (spec section 4: "Provider approves information and contract"). Team members never see this.
 */
export function pendingApprovals(user: Pick<TSessionUser, 'Provider'> | null): {
  information: boolean;
  contract: boolean;
} | null {
  const provider = user?.Provider;
  if (!provider?.IsOwner) return null;
  const pending = { information: !provider.IsInformationApproved, contract: !provider.IsApprovedContract };
  return pending.information || pending.contract ? pending : null;
}
