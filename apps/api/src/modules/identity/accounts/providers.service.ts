import type { TLocale, TProviderRegister, ZProviderRegister } from '@brifa/contracts';
import type { z } from 'zod';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { slugify } from '../../../platform/slug.ts';
import { identityErrors } from '../identity.errors.ts';
import { findMembership, findUserById, insertUser } from '../users/users.repo.ts';
import { newAccountRow, translateUniqueViolation } from '../users/users.service.ts';
import { legalVersions } from './contract-versions.service.ts';
import {
  insertMember,
  insertProvider,
  recordContractAcceptance,
  slugsLike,
  updateProvider,
} from './providers.repo.ts';

export type TProviderInput = z.output<typeof ZProviderRegister>;
type TAgencyFieldsInput = Omit<
  TProviderInput,
  'Name' | 'Surname' | 'Email' | 'Password' | 'CellPhoneNumber' | 'IsClarificationAccepted'
>;

export type { TProviderRegister };

async function uniqueSlug(deps: TDeps, name: string): Promise<string> {
  const base = slugify(name) || 'ajans';
  const taken = await slugsLike(deps.db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The agency's name, legal details and contact as columns (sign-up and PUT Provider/basic-information). */
export function agencyColumns(input: TAgencyFieldsInput) {
  return {
    companyNickName: input.CompanyNickName,
    legalType: input.LegalType,
    legalSuffix: input.LegalType === 'legal_entity' ? (input.LegalSuffix ?? null) : null,
    companyTitle: input.CompanyTitle,
    taxNumber: input.TaxNumber,
    taxOffice: input.TaxOffice,
    countryId: input.CountryId,
    cityId: input.CityId,
    districtId: input.DistrictId,
    address: input.Address,
    website: input.Website,
    phone: input.Phone,
    contactEmail: input.ContactEmail,
    teamSize: input.TeamSize,
    foundedYear: input.FoundedYear,
  };
}

/** The owner's account and the agency with its legal details, in one transaction, once the phone code is in. */
export async function createProviderAccount(
  deps: TDeps,
  input: Omit<TProviderInput, 'Password'>,
  passwordHash: string,
  locale: TLocale,
) {
  const row = newAccountRow(input, 'provider', locale, passwordHash);
  const slug = await uniqueSlug(deps, input.CompanyNickName);
  return deps.db
    .transaction(async (tx) => {
      const owner = await insertUser(tx, row);
      const provider = await insertProvider(tx, {
        ownerUserId: owner.id,
        slug,
        ...agencyColumns(input),
        experienceYears: Math.max(0, deps.clock.now().getUTCFullYear() - input.FoundedYear),
      });
      await insertMember(tx, { providerId: provider.id, userId: owner.id, role: 'owner' });
      return owner;
    })
    .catch(translateUniqueViolation);
}

/** The owner of the signed-in user's agency, or 403. */
export async function ownedProvider(deps: TDeps, userId: number) {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw commonErrors.forbidden();
  if (membership.role !== 'owner') throw identityErrors.teamOwnerOnly();
  return membership.provider;
}

/**
 * PUT Provider/approve and PUT Provider/approve-contract. Once the details and the contract are approved and
 * the owner's phone is verified, the agency counts as approved (listed and matchable). Accepting the contract
 * records the version in force and when (issue 20: the contract-update prompt asks again once it changes);
 * accepting the same version again keeps the first time.
 */
export async function approveProvider(deps: TDeps, userId: number, what: 'information' | 'contract') {
  const provider = await ownedProvider(deps, userId);
  const owner = await findUserById(deps.db, userId);
  const informationApproved = what === 'information' || provider.isInformationApproved;
  const contractApproved = what === 'contract' || provider.isApprovedContract;
  await updateProvider(
    deps.db,
    provider.id,
    {
      isInformationApproved: informationApproved,
      isApprovedContract: contractApproved,
      isApproved: informationApproved && contractApproved && !!owner?.isPhoneVerified,
    },
    deps.clock.now(),
  );
  if (what === 'contract') {
    await recordContractAcceptance(
      deps.db,
      provider.id,
      legalVersions(deps.config).agencyContract,
      deps.clock.now(),
    );
  }
}

/** Re-evaluates the agency's approval after its owner verifies the phone. */
export async function syncProviderApproval(deps: TDeps, userId: number) {
  const membership = await findMembership(deps.db, userId);
  if (membership?.role !== 'owner') return;
  const provider = membership.provider;
  const owner = await findUserById(deps.db, userId);
  const approved = provider.isInformationApproved && provider.isApprovedContract && !!owner?.isPhoneVerified;
  if (approved !== provider.isApproved) {
    await updateProvider(deps.db, provider.id, { isApproved: approved }, deps.clock.now());
  }
}

/** The agency of a signed-in owner or team user; anyone else (a client) is refused with PROVIDERS_ONLY. */
export async function memberProvider(deps: Pick<TDeps, 'db'>, userId: number) {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw identityErrors.providersOnly();
  return membership.provider;
}

/** The contract and terms in force, and what a signed-in user still has to accept (the session asks). */
export {
  acceptTerms,
  contractUpdateOf,
  legalVersions,
  type TLegalVersions,
} from './contract-versions.service.ts';

/** Operators' changes to accounts (issue 17): suspension and the agency's listing. */
export {
  setAgencyListingHidden,
  setAgencySuspension,
  setClientSuspension,
  type TListingState,
  type TSuspensionState,
} from './operator-actions.ts';

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export {
  findProviderById,
  findPublicAgency,
  markProfileCredit,
  storeAgencyRating,
  storeProfileLevel,
  updateProvider,
} from './providers.repo.ts';
