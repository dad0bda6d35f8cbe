import type { TContractUpdate } from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TConfig } from '../../../platform/config.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { findUserById, recordTermsAcceptance, type TUserRow } from '../users/users.repo.ts';
import type { providers } from './providers.table.ts';

/**
 * The agency contract and the terms of use in force (product.md §2 contract-update prompt; decisions.md issue 20):
 * contracts' rules AGENCY_CONTRACT_VERSION and CLIENT_TERMS_VERSION, read through the config so that a test or an
 * operator can raise one without a release.
 */
export type TLegalVersions = { agencyContract: string; termsOfUse: string };

export function legalVersions(config: Pick<TConfig, 'AGENCY_CONTRACT_VERSION' | 'CLIENT_TERMS_VERSION'>) {
  return { agencyContract: config.AGENCY_CONTRACT_VERSION, termsOfUse: config.CLIENT_TERMS_VERSION };
}

/**
 * What the signed-in user must accept before going on, or null. A client accepts the terms of use; an agency
 * accepts the contract through its owner (team members are not asked: only the owner may accept for the agency).
 * An agency that never approved the contract is asked by the first approval instead (PUT Provider/approve-contract).
 */
export function contractUpdateOf(
  versions: TLegalVersions,
  user: Pick<TUserRow, 'userType' | 'termsVersion'>,
  membership: { role: 'owner' | 'member'; provider: typeof providers.$inferSelect } | undefined,
): TContractUpdate | null {
  if (user.userType === 'client') {
    return user.termsVersion === versions.termsOfUse
      ? null
      : { Document: 'termsOfUse', Version: versions.termsOfUse, AcceptedVersion: user.termsVersion };
  }
  if (membership?.role !== 'owner' || !membership.provider.isApprovedContract) return null;
  const accepted = membership.provider.contractVersion;
  return accepted === versions.agencyContract
    ? null
    : { Document: 'agencyContract', Version: versions.agencyContract, AcceptedVersion: accepted };
}

/** PUT user/accept-terms: the client accepts the terms of use in force; accepting it again keeps the first time. */
export async function acceptTerms(deps: TDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw commonErrors.unauthorized();
  if (user.userType !== 'client') throw commonErrors.forbidden();
  await recordTermsAcceptance(deps.db, userId, legalVersions(deps.config).termsOfUse, deps.clock.now());
}
