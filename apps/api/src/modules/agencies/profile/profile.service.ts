import type {
  TAboutSettingPage,
  TLocale,
  ZProviderBasicInformation,
  ZProviderDescriptionBody,
  ZSocialMediaBody,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { randomToken } from '../../../platform/tokens.ts';
import { storePublicImage } from '../../files/images.ts';
import { readMultipart } from '../../files/uploads.ts';
import {
  agencyColumns,
  findProviderById,
  memberProvider,
  ownedProvider,
  updateProvider,
} from '../../identity/accounts/providers.service.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import { replaceAgencyTypes, selectMatchSettings } from '../match-settings/match-settings.repo.ts';
import { afterProfileChange } from './after-profile-change.ts';

type TCall = { deps: TDeps; userId: number; locale: TLocale };
type TProvider = Awaited<ReturnType<typeof memberProvider>>;

const IMAGE_VARIANTS = {
  logo: { width: 200, height: 200 },
  banner: { width: 1600, height: 400 },
} as const;

export function presentationHref(slug: string) {
  return `/api/v1/Provider/${slug}/presentation`;
}

function aboutView(provider: TProvider, agencyTypes: string[], isOwner: boolean): TAboutSettingPage {
  return {
    Slug: provider.slug,
    IsOwner: isOwner,
    BasicInformation: {
      CompanyNickName: provider.companyNickName,
      LegalType: provider.legalType,
      LegalSuffix: provider.legalSuffix,
      CompanyTitle: provider.companyTitle,
      TaxNumber: provider.taxNumber,
      TaxOffice: provider.taxOffice,
      CountryId: provider.countryId,
      CityId: provider.cityId,
      DistrictId: provider.districtId,
      Address: provider.address,
      ZipCode: provider.zipCode,
      Website: provider.website,
      Phone: provider.phone,
      ContactEmail: provider.contactEmail,
      TeamSize: provider.teamSize,
      FoundedYear: provider.foundedYear,
      ExperienceYears: provider.experienceYears,
    },
    ShortDescription: provider.shortDescription,
    Description: provider.description,
    AgencyTypes: agencyTypes,
    SocialLinks: Object.fromEntries(
      Object.entries(provider.socialLinks ?? {}).filter((entry): entry is [string, string] =>
        Boolean(entry[1]),
      ),
    ),
    LogoSrc: provider.logoSrc,
    BannerSrc: provider.bannerSrc,
    Presentation: provider.presentationKey
      ? {
          Name: provider.presentationName ?? 'presentation.pdf',
          IsVisible: provider.isPresentationVisible,
          Href: presentationHref(provider.slug),
        }
      : null,
  };
}

/** GET Page/about-setting: everything the about page shows, as it is now. */
export async function aboutPage({ deps, userId }: TCall): Promise<TAboutSettingPage> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw identityErrors.providersOnly();
  const provider = (await findProviderById(deps.db, membership.provider.id))!;
  const settings = await selectMatchSettings(deps.db, provider.id);
  return aboutView(provider, [...settings.agencyTypes], membership.role === 'owner');
}

/** Saves, then answers with the page as it now is (profile level, directory and matching follow). */
async function saved(call: TCall, providerId: number) {
  await afterProfileChange(call.deps, providerId);
  return aboutPage(call);
}

/** PUT Provider/basic-information: legal details and contact are the owner's to change. */
export async function saveBasicInformation(call: TCall, input: z.output<typeof ZProviderBasicInformation>) {
  const provider = await ownedProvider(call.deps, call.userId);
  await updateProvider(
    call.deps.db,
    provider.id,
    {
      ...agencyColumns(input),
      zipCode: input.ZipCode || null,
      experienceYears: input.ExperienceYears,
    },
    call.deps.clock.now(),
  );
  return saved(call, provider.id);
}

/** PUT Provider/description: short (at most 140) and long (at least 140) descriptions, up to 6 agency types. */
export async function saveDescription(call: TCall, input: z.output<typeof ZProviderDescriptionBody>) {
  const provider = await memberProvider(call.deps, call.userId);
  await updateProvider(
    call.deps.db,
    provider.id,
    { shortDescription: input.ShortDescription, description: input.Description },
    call.deps.clock.now(),
  );
  await replaceAgencyTypes(call.deps.db, provider.id, input.AgencyTypes);
  return saved(call, provider.id);
}

/** PUT SocialMedia: each platform's link, or none. */
export async function saveSocialMedia(call: TCall, input: z.output<typeof ZSocialMediaBody>) {
  const provider = await memberProvider(call.deps, call.userId);
  const links = Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  await updateProvider(call.deps.db, provider.id, { socialLinks: links }, call.deps.clock.now());
  return saved(call, provider.id);
}

/** PUT Provider/logo and PUT Provider/banner: a JPEG or PNG, cropped to a web-sized WebP. */
export async function saveImage(call: TCall, kind: 'logo' | 'banner', request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files[0];
  if (!file) throw commonErrors.validationFailed(['File']);
  const src = await storePublicImage(call.deps, {
    body: file.body,
    folder: `agencies/${provider.id}`,
    name: kind,
    variant: IMAGE_VARIANTS[kind],
  });
  await updateProvider(
    call.deps.db,
    provider.id,
    kind === 'logo' ? { logoSrc: src } : { bannerSrc: src },
    call.deps.clock.now(),
  );
  return saved(call, provider.id);
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** PUT Provider/presentation: a PDF (checked by content) kept private; shown on the profile only when visible. */
export async function savePresentation(call: TCall, request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files[0];
  if (!file) throw commonErrors.validationFailed(['File']);
  if (!file.body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    throw agenciesErrors.presentationTypeInvalid();
  const key = `private/presentations/${provider.id}/${randomToken(12)}.pdf`;
  await call.deps.adapters.storage.put(key, file.body, 'application/pdf');
  const name = `${
    file.fileName
      .replace(/[\\/\p{C}]/gu, '')
      .replace(/\.[^.]*$/, '')
      .slice(0, 100) || 'presentation'
  }.pdf`;
  await updateProvider(
    call.deps.db,
    provider.id,
    { presentationKey: key, presentationName: name },
    call.deps.clock.now(),
  );
  return saved(call, provider.id);
}

/** PUT Provider/presentation-visibility */
export async function savePresentationVisibility(call: TCall, isVisible: boolean) {
  const provider = await memberProvider(call.deps, call.userId);
  await updateProvider(
    call.deps.db,
    provider.id,
    { isPresentationVisible: isVisible },
    call.deps.clock.now(),
  );
  return saved(call, provider.id);
}
