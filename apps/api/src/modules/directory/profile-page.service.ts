import { isListedLevel, type TAgencyProfile } from '@brifa/contracts';
import type { TDeps } from '../../platform/deps.ts';
import { agenciesErrors } from '../agencies/agencies.errors.ts';
import { findPublicAgency, publicSections, reviewBreakdown } from './profile-page.repo.ts';

const tl = (kurus: number | null) => (kurus === null ? null : kurus / 100);

/**
 * GET SearchProvider/page/provider/{id}: an approved agency's whole public profile in one answer, so the page
 * renders on the server in one call. Agencies not listed yet (level 80 or below) still have a page they can
 * share; the web page marks it noindex.
 */
export async function agencyProfile(deps: Pick<TDeps, 'db'>, idOrSlug: string): Promise<TAgencyProfile> {
  const found = await findPublicAgency(deps.db, idOrSlug);
  // An operator's force-hide (issue 17) takes the page down as if the agency were not there.
  if (!found || found.provider.listingHiddenAt) throw agenciesErrors.agencyNotFound();
  const p = found.provider;
  const [sections, breakdown] = await Promise.all([
    publicSections(deps.db, p.id),
    reviewBreakdown(deps.db, p.id),
  ]);
  const social = Object.fromEntries(
    Object.entries(p.socialLinks ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    Id: p.id,
    Slug: p.slug,
    Name: p.companyNickName,
    LogoSrc: p.logoSrc,
    BannerSrc: p.bannerSrc,
    City: found.city,
    District: found.district,
    TeamSize: p.teamSize,
    FoundedYear: p.foundedYear,
    ExperienceYears: p.experienceYears,
    Website: p.website,
    ShortDescription: p.shortDescription,
    Description: p.description,
    AgencyTypes: sections.agencyTypes.map((row) => row.agencyType),
    SocialLinks: social,
    PresentationHref:
      p.isPresentationVisible && p.presentationKey ? `/api/v1/Provider/${p.slug}/presentation` : null,
    CategoryIds: [...new Set(sections.services.map((service) => service.categoryId))],
    Services: sections.services.map((service) => ({
      Id: service.id,
      CategoryId: service.categoryId,
      Name: service.name,
      Level: service.level,
      PriceTl: tl(service.priceKurus),
      Skills: service.skills,
      Description: service.description,
    })),
    Technologies: sections.techs.map((row) => row.name),
    SectorIds: sections.sectorRows.map((row) => row.sectorId),
    Portfolio: sections.works.map(({ work, clientCity }) => ({
      Id: work.id,
      Title: work.title,
      CompanyName: work.companyName,
      CategoryId: work.categoryId,
      SectorId: work.sectorId,
      GeoScope: work.geoScope,
      Audience: work.audience,
      ClientCity: clientCity,
      ImageSrcs: work.imageSrcs,
      VideoUrl: work.videoUrl,
      Skills: work.skills,
      Tags: work.tags,
      BudgetAmount: work.budgetAmount,
      BudgetCurrency: work.budgetCurrency,
      StartDate: work.startDate,
      EndDate: work.endDate,
      IsOngoing: work.isOngoing,
      Introduction: work.introduction,
      Challenges: work.challenges,
      Solution: work.solution,
      Impact: work.impact,
      ReferenceUrl: work.referenceUrl,
    })),
    Projects: sections.projects.map((row) => ({
      Id: Number(row.id),
      CategoryId: row.category_id,
      SectorId: row.sector_id,
      Year: row.year,
    })),
    References: sections.references.map((row) => ({
      Id: row.id,
      LogoSrc: row.logoSrc,
      CompanyName: row.companyName,
    })),
    Comments: sections.comments.map((row) => ({
      Id: row.id,
      CustomerLogoSrc: row.customerLogoSrc,
      CustomerName: row.customerName,
      AuthorName: row.authorName,
      AuthorTitle: row.authorTitle,
      Text: row.text,
    })),
    Products: sections.productRows.map((row) => ({
      Id: row.id,
      Title: row.title,
      Detail: row.detail,
      ProductCategoryId: row.productCategoryId,
      CoverSrc: row.coverSrc,
      PaymentType: row.paymentType,
      Currency: row.currency,
      RecurringPeriodMonths: row.recurringPeriodMonths,
      Tags: row.tags,
      Tiers: row.tiers.map((tier) => ({
        Tier: tier.tier,
        PriceTl: tl(tier.priceKurus),
        Lines: tier.lines.map((line) => ({
          Title: line.title,
          Description: line.description,
          Type: line.type,
        })),
      })),
    })),
    BlogPosts: sections.blogRows.map((row) => ({
      Id: row.id,
      Slug: row.slug,
      Title: row.title,
      Excerpt: row.excerpt,
      ImageSrc: row.imageSrc,
      Language: row.language,
      PublishedAt: row.publishedAt.toISOString(),
      Agency: { Slug: p.slug, Name: p.companyNickName, LogoSrc: p.logoSrc },
    })),
    Reviews: sections.reviewRows.map((row) => ({
      Id: row.id,
      Rating: row.rating,
      Ratings: {
        Budget: row.ratingBudget,
        Quality: row.ratingQuality,
        Schedule: row.ratingSchedule,
        Collaboration: row.ratingCollaboration,
        PricePerformance: row.ratingPricePerformance,
        Communication: row.ratingCommunication,
      },
      Objective: row.objective,
      EnjoyedMost: row.enjoyedMost,
      Text: row.text,
      Improvements: row.improvements,
      Recommends: row.recommends,
      ReviewerName: row.reviewerName,
      ReviewerTitle: row.reviewerTitle,
      ReviewerCompany: row.reviewerCompany,
      ReviewerLogoSrc: row.reviewerLogoSrc,
      ServiceProvided: row.serviceProvided,
      IsVerified: row.isVerified,
      Reply: row.reply,
      RepliedAt: row.repliedAt?.toISOString() ?? null,
      CreatedAt: row.createdAt.toISOString(),
    })),
    ReviewBreakdown: breakdown,
    ProfileLevel: p.profileLevel,
    IsListed: isListedLevel(p.profileLevel) && p.isApprovedContract,
  };
}
