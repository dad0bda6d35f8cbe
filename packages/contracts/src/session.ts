import { z } from 'zod';

export const USER_TYPES = ['client', 'provider'] as const;
export type TUserType = (typeof USER_TYPES)[number];

/** Provider sub-object of the session user (spec/product.md section 3). */
export const ZSessionProvider = z.object({
  Id: z.number().int(),
  /** The session user owns the agency account (team members do not). */
  IsOwner: z.boolean(),
  /** The agency has reviewed and approved its registration details (PUT Provider/approve). */
  IsInformationApproved: z.boolean(),
  TotalLeadCoin: z.number(),
  PresentationHref: z.string().nullable(),
  Slug: z.string(),
  CompanyNickName: z.string(),
  IsApprovedContract: z.boolean(),
});

/** The documents a signed-in user accepts: an agency's owner the agency contract, a client the terms of use. */
export const LEGAL_DOCUMENTS = ['agencyContract', 'termsOfUse'] as const;
export type TLegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * A newer version of the contract or the terms the signed-in user has to accept (product.md §2 contract-update
 * prompt): the version in force (the day it took effect, YYYY-MM-DD) and the one they accepted last.
 */
export const ZContractUpdate = z.object({
  Document: z.enum(LEGAL_DOCUMENTS),
  Version: z.string(),
  AcceptedVersion: z.string().nullable(),
});
export type TContractUpdate = z.infer<typeof ZContractUpdate>;

/** The session user loaded by `POST user/me/{id}` (spec/product.md section 3, User entity). */
export const ZSessionUser = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Surname: z.string(),
  Email: z.string(),
  FullName: z.string(),
  FirstChar: z.string(),
  PhoneNumber: z.string().nullable(),
  CellPhoneNumber: z.string(),
  MessageCount: z.number().int(),
  NotifyCount: z.number().int(),
  IsAuth: z.boolean(),
  IsProvider: z.boolean(),
  IsClient: z.boolean(),
  ImageSrc: z.string().nullable(),
  IsPhoneVerified: z.boolean(),
  userType: z.enum(USER_TYPES),
  LanguageId: z.number().int(),
  LanguageCountryId: z.number().int(),
  CountryId: z.number().int(),
  Language: z.object({ IsoCode: z.string() }),
  CountryLanguage: z.object({ IsoCode: z.string() }),
  Country: z.object({ Id: z.number().int(), DefaultLanguage: z.object({ IsoCode: z.string() }) }),
  IsHaveSubscribedCategory: z.boolean(),
  SubscribeCount: z.number().int(),
  HasBillingInfo: z.boolean(),
  TotalDebt: z.number(),
  /** The part of TotalDebt that is overdue commission (issue 20, earlier model): the debt notice links /need-to-pay. */
  CommissionDebt: z.number(),
  InitialPasswordHasSet: z.boolean(),
  IsHaveMobilePricingAdvertisement: z.boolean(),
  IsShowNpsPopUp: z.boolean(),
  AccountStatus: z.number().int(),
  IsHaveMissingDataOffer: z.boolean(),
  IsBoughtTechnologyCategories: z.boolean(),
  IsPanelUsageLimited: z.boolean(),
  HasPanelUsagePermit: z.boolean(),
  WebOnboarding: z.object({ isHaveSubscirebedCategory: z.boolean(), onBoarding: z.boolean() }),
  /** CategoryCount of the first package subscription; the category reminder shows when it is 0. */
  FirstPackageCategoryCount: z.number().int().nullable(),
  Provider: ZSessionProvider.nullable(),
  /** Set while the user must accept a newer agency contract or terms of use; the layouts show a prompt until then. */
  ContractUpdate: ZContractUpdate.nullable(),
});

export type TSessionUser = z.infer<typeof ZSessionUser>;
export type TSessionProvider = z.infer<typeof ZSessionProvider>;
