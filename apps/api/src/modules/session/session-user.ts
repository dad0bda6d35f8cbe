import { DEFAULT_ACCOUNT_STATUS, isLocale, LANGUAGE_CODES, type TSessionUser } from '@brifa/contracts';
import { commonErrors } from '../../platform/common.errors.ts';
import type { TDb } from '../../platform/db.ts';
import { hasBillingInfo } from '../billing/invoices/invoices.service.ts';
import { isAgreementNpsDue } from '../briefs/nps/nps.service.ts';
import { hasNotCompletedOffer } from '../briefs/offers/offer-completion.service.ts';
import { contractUpdateOf, type TLegalVersions } from '../identity/accounts/providers.service.ts';
import { findMembership, findUserById } from '../identity/users/users.service.ts';
import { overdueCommissionKurus } from '../ledger/commissions/commissions.service.ts';
import { renewals, sessionSubscriptionFields } from '../ledger/subscriptions/subscriptions.service.ts';
import { balanceOf } from '../ledger/wallet/wallet.service.ts';
import { unreadMessageCount } from '../messaging/messaging.service.ts';
import { unreadNotificationCount } from '../notifications/notifications.service.ts';

const LANGUAGE_IDS = { tr: 1, en: 2 } as const;
const TURKEY_ID = 1;

/**
 * The session user of spec section 3 (`POST user/me/{id}`), with the unread message and notification counters.
 * Money fields that later features own (debt, subscriptions) start at their empty values here.
 */
export async function buildSessionUser(
  db: TDb,
  userId: number,
  now: Date,
  /** The contract and terms in force (legalVersions(config)): the prompt asks for a newer one (issue 20). */
  versions: TLegalVersions,
): Promise<TSessionUser> {
  const user = await findUserById(db, userId);
  if (!user) throw commonErrors.unauthorized();
  const membership = user.userType === 'provider' ? await findMembership(db, userId) : undefined;
  const language = isLocale(user.language) ? user.language : 'tr';
  const fullName = `${user.name} ${user.surname}`.trim();
  // TotalLeadCoin is in TL (the wallet keeps kuruş): 1 TL = 1 leadcoin, up to two decimals.
  const leadCoinKurus = membership ? await balanceOf(db, membership.provider.id) : 0;
  // TotalDebt is in TL too: every unpaid debt of the agency (a failed renewal's, an overdue commission).
  const debtKurus = membership ? await renewals.unpaidDebtKurus(db, membership.provider.id, now) : 0;
  // Issue 20: the overdue commission among it (the debt notice then links /need-to-pay).
  const commissionKurus = membership ? await overdueCommissionKurus(db, membership.provider.id, now) : 0;
  const messageCount = await unreadMessageCount(db, {
    userId,
    side: user.userType === 'provider' ? 'provider' : 'client',
    providerId: membership?.provider.id ?? null,
  });
  const notifyCount = await unreadNotificationCount(db, userId);
  // Issue 19: live category and package subscriptions, and the live package's chosen categories (null without one).
  const subscription = membership
    ? await sessionSubscriptionFields(db, membership.provider.id, now)
    : { SubscribeCount: 0, IsHaveSubscribedCategory: false, FirstPackageCategoryCount: null };
  const hasMissingDataOffer = user.userType === 'client' && (await hasNotCompletedOffer(db, userId));
  return {
    Id: user.id,
    Name: user.name,
    Surname: user.surname,
    Email: user.email,
    FullName: fullName,
    FirstChar: fullName.charAt(0).toLocaleUpperCase('tr'),
    PhoneNumber: user.cellPhone,
    CellPhoneNumber: user.cellPhone,
    MessageCount: messageCount,
    NotifyCount: notifyCount,
    IsAuth: true,
    IsProvider: user.userType === 'provider',
    IsClient: user.userType === 'client',
    ImageSrc: user.imageSrc,
    IsPhoneVerified: user.isPhoneVerified,
    userType: user.userType,
    LanguageId: LANGUAGE_IDS[language],
    LanguageCountryId: LANGUAGE_IDS[language],
    CountryId: TURKEY_ID,
    Language: { IsoCode: language },
    CountryLanguage: { IsoCode: LANGUAGE_CODES[language] },
    Country: { Id: TURKEY_ID, DefaultLanguage: { IsoCode: 'tr' } },
    IsHaveSubscribedCategory: subscription.IsHaveSubscribedCategory,
    SubscribeCount: subscription.SubscribeCount,
    HasBillingInfo: await hasBillingInfo(db, userId),
    TotalDebt: debtKurus / 100,
    CommissionDebt: commissionKurus / 100,
    InitialPasswordHasSet: user.passwordHash !== null,
    IsHaveMobilePricingAdvertisement: false,
    // Issue 20 item 3: an unanswered agreement score, not put off with "later" (the layout also needs TotalDebt 0).
    IsShowNpsPopUp: user.userType === 'client' && (await isAgreementNpsDue({ db }, userId, now)),
    AccountStatus: user.accountStatus ?? DEFAULT_ACCOUNT_STATUS,
    IsHaveMissingDataOffer: hasMissingDataOffer,
    IsBoughtTechnologyCategories: false,
    IsPanelUsageLimited: false,
    HasPanelUsagePermit: true,
    WebOnboarding: { isHaveSubscirebedCategory: subscription.IsHaveSubscribedCategory, onBoarding: false },
    FirstPackageCategoryCount: subscription.FirstPackageCategoryCount,
    Provider: membership
      ? {
          Id: membership.provider.id,
          IsOwner: membership.role === 'owner',
          IsInformationApproved: membership.provider.isInformationApproved,
          TotalLeadCoin: leadCoinKurus / 100,
          PresentationHref: null,
          Slug: membership.provider.slug,
          CompanyNickName: membership.provider.companyNickName,
          IsApprovedContract: membership.provider.isApprovedContract,
        }
      : null,
    ContractUpdate: contractUpdateOf(versions, user, membership),
  };
}
