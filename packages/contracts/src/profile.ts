import { z } from 'zod';
import { agencyFields, checkLegalDetails } from './auth.ts';
import { AGENCY_TYPES } from './match-settings.ts';
import { MATCH_SETTINGS_LIMITS, PROFILE_TEXT_LIMITS, SERVICE_LIMITS } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { PROFILE_TEXT_LIMITS, SERVICE_LIMITS };

/**
 * The agency's profile settings (/provider/settings/about): basic information, descriptions, agency types,
 * social links, logo, banner and presentation (rules.md sections 5 and 7).
 */

/** Social platforms of the profile and the hosts a link to each may point at. */
export const SOCIAL_PLATFORMS = {
  linkedin: ['linkedin.com'],
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  pinterest: ['pinterest.com', 'pin.it'],
  behance: ['behance.net'],
} as const;
export type TSocialPlatform = keyof typeof SOCIAL_PLATFORMS;
export const SOCIAL_PLATFORM_KEYS = Object.keys(SOCIAL_PLATFORMS) as TSocialPlatform[];

/** An https link on the platform's own host (www. and country subdomains such as tr.linkedin.com allowed). */
export function isPlatformUrl(platform: TSocialPlatform, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return (
    url.pathname.length > 1 &&
    SOCIAL_PLATFORMS[platform].some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  );
}

const socialLink = (platform: TSocialPlatform) =>
  z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || isPlatformUrl(platform, value), { message: 'socialUrl' })
    .nullish();

export const ZSocialMediaBody = z.object(
  Object.fromEntries(SOCIAL_PLATFORM_KEYS.map((platform) => [platform, socialLink(platform)])) as Record<
    TSocialPlatform,
    ReturnType<typeof socialLink>
  >,
);
export type TSocialMediaBody = z.input<typeof ZSocialMediaBody>;

export const ZProviderDescriptionBody = z.object({
  ShortDescription: z.string().trim().min(1).max(PROFILE_TEXT_LIMITS.shortMax),
  Description: z
    .string()
    .trim()
    .min(PROFILE_TEXT_LIMITS.descriptionMin)
    .max(PROFILE_TEXT_LIMITS.descriptionMax),
  AgencyTypes: z
    .array(z.enum(AGENCY_TYPES))
    .max(MATCH_SETTINGS_LIMITS.agencyTypesProfileMax)
    .refine((values) => new Set(values).size === values.length, { message: 'invalid' }),
});
export type TProviderDescriptionBody = z.input<typeof ZProviderDescriptionBody>;

export const ZProviderBasicInformation = z
  .object({
    ...agencyFields,
    ExperienceYears: z.coerce.number().int().min(0).max(150),
    ZipCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, { message: 'digitsOnly' })
      .nullish()
      .or(z.literal('')),
  })
  .superRefine(checkLegalDetails);
export type TProviderBasicInformation = z.input<typeof ZProviderBasicInformation>;

export const ZPresentationVisibilityBody = z.object({ IsVisible: z.boolean() });

export const ZAboutSettingPage = z.object({
  Slug: z.string(),
  IsOwner: z.boolean(),
  BasicInformation: z.object({
    CompanyNickName: z.string(),
    LegalType: z.string(),
    LegalSuffix: z.string().nullable(),
    CompanyTitle: z.string(),
    TaxNumber: z.string().nullable(),
    TaxOffice: z.string().nullable(),
    CountryId: z.number().int(),
    CityId: z.number().int().nullable(),
    DistrictId: z.number().int().nullable(),
    Address: z.string().nullable(),
    ZipCode: z.string().nullable(),
    Website: z.string().nullable(),
    Phone: z.string().nullable(),
    ContactEmail: z.string().nullable(),
    TeamSize: z.string().nullable(),
    FoundedYear: z.number().int().nullable(),
    ExperienceYears: z.number().int().nullable(),
  }),
  ShortDescription: z.string(),
  Description: z.string(),
  AgencyTypes: z.array(z.string()),
  SocialLinks: z.record(z.string(), z.string()),
  LogoSrc: z.string().nullable(),
  BannerSrc: z.string().nullable(),
  Presentation: z.object({ Name: z.string(), IsVisible: z.boolean(), Href: z.string() }).nullable(),
});
export type TAboutSettingPage = z.infer<typeof ZAboutSettingPage>;

/** An agency's service (spec: service, price, skills, description, level). */
export const SERVICE_LEVELS = ['basic', 'medium', 'advanced', 'expert'] as const;

export const ZServiceBody = z.object({
  CategoryId: z.coerce.number().int().positive(),
  Name: z.string().trim().min(2).max(120),
  /** Starting price in whole TL, digits only; empty when the agency prefers not to say. */
  Price: z
    .string()
    .trim()
    .max(10)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^\d+$/.test(value), { message: 'digitsOnly' }),
  Skills: z.array(z.string().trim().min(1).max(40)).min(1).max(SERVICE_LIMITS.skillsMax),
  Description: z.string().trim().min(SERVICE_LIMITS.descriptionMin).max(SERVICE_LIMITS.descriptionMax),
  Level: z.enum(SERVICE_LEVELS),
});
export type TServiceBody = z.input<typeof ZServiceBody>;

export const ZService = z.object({
  Id: z.number().int(),
  CategoryId: z.number().int(),
  Name: z.string(),
  Price: z.string().nullable(),
  Skills: z.array(z.string()),
  Description: z.string(),
  Level: z.enum(SERVICE_LEVELS),
});
export type TService = z.infer<typeof ZService>;

export const ZServiceList = z.object({ Items: z.array(ZService), CanAdd: z.boolean() });
export type TServiceList = z.infer<typeof ZServiceList>;
