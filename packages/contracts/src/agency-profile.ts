import { z } from 'zod';
import { ZBlogPostSummary } from './blog.ts';

/** The public agency profile (`GET SearchProvider/page/provider/{id}`, /ajans/{slug} and /agency/{slug}). */

export const ZPublicService = z.object({
  Id: z.number().int(),
  CategoryId: z.number().int(),
  Name: z.string(),
  Level: z.string(),
  PriceTl: z.number().nullable(),
  Skills: z.array(z.string()),
  Description: z.string(),
});

export const ZPublicPortfolioWork = z.object({
  Id: z.number().int(),
  Title: z.string(),
  CompanyName: z.string(),
  CategoryId: z.number().int(),
  SectorId: z.number().int().nullable(),
  GeoScope: z.string().nullable(),
  Audience: z.string().nullable(),
  ClientCity: z.string().nullable(),
  ImageSrcs: z.array(z.string()),
  VideoUrl: z.string().nullable(),
  Skills: z.array(z.string()),
  Tags: z.array(z.string()),
  BudgetAmount: z.number().nullable(),
  BudgetCurrency: z.string().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  IsOngoing: z.boolean(),
  Introduction: z.string(),
  Challenges: z.string(),
  Solution: z.string(),
  Impact: z.string(),
  ReferenceUrl: z.string().nullable(),
});
export type TPublicPortfolioWork = z.infer<typeof ZPublicPortfolioWork>;

export const ZPublicProductTier = z.object({
  Tier: z.string(),
  PriceTl: z.number().nullable(),
  Lines: z.array(z.object({ Title: z.string(), Description: z.string(), Type: z.string() })),
});

export const ZPublicProduct = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Detail: z.string(),
  ProductCategoryId: z.number().int().nullable(),
  CoverSrc: z.string().nullable(),
  PaymentType: z.string().nullable(),
  Currency: z.string(),
  RecurringPeriodMonths: z.number().int().nullable(),
  Tags: z.array(z.string()),
  Tiers: z.array(ZPublicProductTier),
});
export type TPublicProduct = z.infer<typeof ZPublicProduct>;

export const ZPublicReview = z.object({
  Id: z.number().int(),
  Rating: z.number().int(),
  Ratings: z.object({
    Budget: z.number().int(),
    Quality: z.number().int(),
    Schedule: z.number().int(),
    Collaboration: z.number().int(),
    PricePerformance: z.number().int(),
    Communication: z.number().int(),
  }),
  Objective: z.string(),
  EnjoyedMost: z.string(),
  Text: z.string(),
  Improvements: z.string(),
  Recommends: z.boolean(),
  ReviewerName: z.string(),
  ReviewerTitle: z.string(),
  ReviewerCompany: z.string(),
  ReviewerLogoSrc: z.string().nullable(),
  ServiceProvided: z.string(),
  IsVerified: z.boolean(),
  Reply: z.string().nullable(),
  RepliedAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

export const ZReviewBreakdown = z.object({
  /** Average of verified visible reviews only; 0 without any. */
  Average: z.number(),
  VerifiedCount: z.number().int(),
  UnverifiedCount: z.number().int(),
  /** Verified reviews with 1..5 stars: Stars[0] is the count of 1-star reviews. */
  Stars: z.array(z.number().int()).length(5),
  Criteria: z.object({
    Budget: z.number(),
    Quality: z.number(),
    Schedule: z.number(),
    Collaboration: z.number(),
    PricePerformance: z.number(),
    Communication: z.number(),
  }),
  RecommendPercent: z.number().int(),
});
export type TReviewBreakdown = z.infer<typeof ZReviewBreakdown>;

export const ZAgencyProfile = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  LogoSrc: z.string().nullable(),
  BannerSrc: z.string().nullable(),
  City: z.string().nullable(),
  District: z.string().nullable(),
  TeamSize: z.string().nullable(),
  FoundedYear: z.number().int().nullable(),
  ExperienceYears: z.number().int().nullable(),
  Website: z.string().nullable(),
  ShortDescription: z.string(),
  Description: z.string(),
  AgencyTypes: z.array(z.string()),
  SocialLinks: z.record(z.string(), z.string()),
  PresentationHref: z.string().nullable(),
  CategoryIds: z.array(z.number().int()),
  Services: z.array(ZPublicService),
  Technologies: z.array(z.string()),
  SectorIds: z.array(z.number().int()),
  Portfolio: z.array(ZPublicPortfolioWork),
  /** Projects the agency won on Brifa, without the client's identity. */
  Projects: z.array(
    z.object({
      Id: z.number().int(),
      CategoryId: z.number().int(),
      SectorId: z.number().int().nullable(),
      Year: z.number().int(),
    }),
  ),
  References: z.array(z.object({ Id: z.number().int(), LogoSrc: z.string(), CompanyName: z.string() })),
  Comments: z.array(
    z.object({
      Id: z.number().int(),
      CustomerLogoSrc: z.string(),
      CustomerName: z.string(),
      AuthorName: z.string(),
      AuthorTitle: z.string(),
      Text: z.string(),
    }),
  ),
  Products: z.array(ZPublicProduct),
  /** Issue 21: the agency's newest blog posts (its profile's blog tab). */
  BlogPosts: z.array(ZBlogPostSummary),
  Reviews: z.array(ZPublicReview),
  ReviewBreakdown: ZReviewBreakdown,
  ProfileLevel: z.number().int(),
  IsListed: z.boolean(),
});
export type TAgencyProfile = z.infer<typeof ZAgencyProfile>;
