import { z } from 'zod';
import { ZEmail } from './auth.ts';
import type { TLocalizedText } from './messages.ts';
import { COMPANY_SIZES } from './offers.ts';
import { REVIEW_LIMITS } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { REVIEW_LIMITS };

/**
 * Reviews of agencies (spec: Review; states sent -> verification -> e-mail confirmation -> visible, or
 * rejected / removed). `POST Review` is public; the reviewer confirms by the e-mailed link.
 */
export const REVIEW_STATES = [
  'sent',
  'verification',
  'email_confirmation',
  'visible',
  'rejected',
  'removed',
] as const;
export type TReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_SOURCES = ['brifa_project', 'agency_invitation', 'search', 'other'] as const;

const star = z.coerce
  .number()
  .int()
  .min(1, { message: 'REVIEW_RATING_RANGE' })
  .max(5, { message: 'REVIEW_RATING_RANGE' });
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const ZReviewBody = z.object({
  /** The agency's slug (from /reviews?agency=slug). */
  Agency: z.string().trim().min(1).max(120),
  Rating: star,
  RatingBudget: star,
  RatingQuality: star,
  RatingSchedule: star,
  RatingCollaboration: star,
  RatingPricePerformance: star,
  RatingCommunication: star,
  Objective: text(REVIEW_LIMITS.shortMin, REVIEW_LIMITS.shortMax),
  EnjoyedMost: text(REVIEW_LIMITS.shortMin, REVIEW_LIMITS.shortMax),
  Text: text(REVIEW_LIMITS.textMin, REVIEW_LIMITS.textMax),
  Improvements: z.string().trim().max(REVIEW_LIMITS.improvementsMax).default(''),
  Recommends: z.boolean(),
  ReviewerCompany: text(2, 120),
  ReviewerName: text(2, 120),
  ReviewerTitle: text(2, 120),
  ReviewerEmail: ZEmail,
  ReviewerSectorId: z.coerce.number().int().positive().nullish(),
  ReviewerCompanySize: z.enum(COMPANY_SIZES).nullish(),
  ServiceProvided: text(2, 120),
  Source: z.enum(REVIEW_SOURCES),
});
export type TReviewBody = z.input<typeof ZReviewBody>;

/** What `POST Review` answers once the confirmation e-mail is on its way. */
export const REVIEW_SENT_MESSAGE: TLocalizedText = {
  tr: 'Değerlendirmeniz alındı. Yayınlanması için e-postanızdaki bağlantıyı onaylayın.',
  en: 'Your review was received. Confirm the link in your e-mail to publish it.',
};

export const ZReviewSubmitted = z.object({
  Key: z.string(),
  Status: z.enum(REVIEW_STATES),
  AgencyName: z.string(),
});

/**
 * Any token string is accepted here: a truncated or mistyped link must answer REVIEW_LINK_INVALID ("the link
 * is invalid or has expired"), not a form validation error (issue 16). The length cap only bounds the input.
 */
export const ZReviewTokenBody = z.object({ Token: z.string().trim().max(1000) });
export const ZReviewConfirmed = z.object({
  Status: z.enum(REVIEW_STATES),
  IsVerified: z.boolean(),
  AgencySlug: z.string(),
  AgencyName: z.string(),
});

export const ZReviewReplyBody = z.object({ Reply: text(REVIEW_LIMITS.replyMin, REVIEW_LIMITS.replyMax) });

export const ZAgencyReview = z.object({
  Id: z.number().int(),
  Status: z.enum(REVIEW_STATES),
  Rating: z.number().int(),
  Text: z.string(),
  Objective: z.string(),
  ReviewerName: z.string(),
  ReviewerCompany: z.string(),
  ReviewerTitle: z.string(),
  IsVerified: z.boolean(),
  Reply: z.string().nullable(),
  CreatedAt: z.string(),
});
export type TAgencyReview = z.infer<typeof ZAgencyReview>;

/** Public view of the agency a visitor is reviewing (the form's header). */
export const ZReviewTarget = z.object({ Slug: z.string(), Name: z.string(), LogoSrc: z.string().nullable() });
