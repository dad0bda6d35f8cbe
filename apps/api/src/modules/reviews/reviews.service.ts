import {
  isPersonalEmail,
  REVIEW_LIMITS,
  type TAgencyReview,
  type TLocale,
  type ZReviewBody,
} from '@brifa/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { publicUrl, type TDeps } from '../../platform/deps.ts';
import { emit } from '../../platform/events.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { agenciesErrors } from '../agencies/agencies.errors.ts';
import { afterProfileChange } from '../agencies/profile/after-profile-change.ts';
import {
  findProviderById,
  findPublicAgency,
  memberProvider,
  storeAgencyRating,
} from '../identity/accounts/providers.service.ts';
import { enqueue } from '../outbox/outbox.service.ts';
import { TEMPLATES } from '../outbox/templates.ts';
import { reviewsErrors } from './reviews.errors.ts';
import {
  agencyDomains,
  agencyRatingOf,
  countRecentReviews,
  findAgencyReview,
  findReviewByEmail,
  findReviewByTokenHash,
  insertReview,
  listAgencyReviews,
  lockReview,
  setReplyOnce,
  type TReviewRow,
  updateReview,
  wasMatchedWith,
} from './reviews.repo.ts';
import './reviews.events.ts';

const HOUR_MS = 3_600_000;
/** Throwaway mailboxes: a review from one cannot be confirmed by anyone we could reach again. */
const DISPOSABLE_DOMAINS = new Set([
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'sharklasers.com',
  'getnada.com',
  'dispostable.com',
]);

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** A domain and its parents (mail.studio.com.tr -> studio.com.tr), to compare with an agency's own domains. */
function sameOrganisation(domain: string, agency: readonly string[]): boolean {
  return agency.some((own) => domain === own || domain.endsWith(`.${own}`) || own.endsWith(`.${domain}`));
}

/**
 * POST Review: stored as sent, verified at once (a self-review or a throwaway mailbox is rejected), then
 * waiting for the reviewer to confirm the e-mailed link. Verified means matched with the agency on Brifa or a
 * confirmed corporate address; personal addresses may review but never count as verified.
 */
export async function submitReview(
  deps: TDeps,
  body: z.output<typeof ZReviewBody>,
  context: { ip: string; userId: number | null; locale: TLocale },
) {
  const agency = await findPublicAgency(deps.db, body.Agency);
  if (!agency) throw agenciesErrors.agencyNotFound();
  const providerId = agency.provider.id;
  const now = deps.clock.now();
  const email = body.ReviewerEmail;
  const [byIp, byEmail] = await Promise.all([
    countRecentReviews(deps.db, { ip: context.ip }, new Date(now.getTime() - HOUR_MS)),
    countRecentReviews(deps.db, { email }, new Date(now.getTime() - 24 * HOUR_MS)),
  ]);
  if (byIp >= REVIEW_LIMITS.perIpPerHour || byEmail >= REVIEW_LIMITS.perEmailPerDay) {
    throw reviewsErrors.rateLimited();
  }
  if (await findReviewByEmail(deps.db, providerId, email)) throw reviewsErrors.duplicate();

  let review: TReviewRow;
  try {
    review = await insertReview(deps.db, {
      key: randomToken(12),
      providerId,
      status: 'sent',
      rating: body.Rating,
      ratingBudget: body.RatingBudget,
      ratingQuality: body.RatingQuality,
      ratingSchedule: body.RatingSchedule,
      ratingCollaboration: body.RatingCollaboration,
      ratingPricePerformance: body.RatingPricePerformance,
      ratingCommunication: body.RatingCommunication,
      objective: body.Objective,
      enjoyedMost: body.EnjoyedMost,
      text: body.Text,
      improvements: body.Improvements,
      recommends: body.Recommends,
      reviewerCompany: body.ReviewerCompany,
      reviewerName: body.ReviewerName,
      reviewerTitle: body.ReviewerTitle,
      reviewerEmail: email,
      reviewerSectorId: body.ReviewerSectorId ?? null,
      reviewerCompanySize: body.ReviewerCompanySize ?? null,
      serviceProvided: body.ServiceProvided,
      source: body.Source,
      reviewerUserId: context.userId,
      ip: context.ip,
      locale: context.locale,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (uniqueViolation(error)) throw reviewsErrors.duplicate();
    throw error;
  }

  await updateReview(deps.db, review.id, { status: 'verification', updatedAt: now });
  const domain = domainOf(email);
  if (DISPOSABLE_DOMAINS.has(domain) || sameOrganisation(domain, await agencyDomains(deps.db, providerId))) {
    await updateReview(deps.db, review.id, {
      status: 'rejected',
      rejectionReason: DISPOSABLE_DOMAINS.has(domain) ? 'disposable_email' : 'self_review',
      updatedAt: now,
    });
    throw reviewsErrors.verificationFailed();
  }

  const token = randomToken();
  const base = publicUrl(deps.config);
  // The confirmation link works only if its e-mail exists: both commit together.
  await deps.db.transaction(async (tx) => {
    await updateReview(tx, review.id, {
      status: 'email_confirmation',
      confirmTokenHash: sha256(token),
      confirmExpiresAt: new Date(now.getTime() + REVIEW_LIMITS.confirmDays * 24 * HOUR_MS),
      updatedAt: now,
    });
    await enqueue(
      { ...deps, db: tx },
      {
        channel: 'email',
        to: email,
        template: 'reviewConfirmation',
        locale: context.locale,
        rendered: TEMPLATES.reviewConfirmation(context.locale, {
          name: body.ReviewerName,
          agencyName: agency.provider.companyNickName,
          confirmLink: `${base}/reviews/result?token=${token}`,
          removeLink: `${base}/reviews/result?remove=${token}`,
          days: REVIEW_LIMITS.confirmDays,
        }),
      },
    );
  });
  return {
    Key: review.key,
    Status: 'email_confirmation' as const,
    AgencyName: agency.provider.companyNickName,
  };
}

async function reviewAgency(deps: TDeps, review: TReviewRow) {
  const agency = await findPublicAgency(deps.db, String(review.providerId));
  return { AgencySlug: agency?.provider.slug ?? '', AgencyName: agency?.provider.companyNickName ?? '' };
}

/** After a review becomes visible or leaves: the agency's rating, its profile level and its directory row. */
async function afterReviewChange(deps: TDeps, providerId: number) {
  await storeAgencyRating(deps.db, providerId, await agencyRatingOf(deps.db, providerId));
  await afterProfileChange(deps, providerId);
}

/** POST Review/confirm: the e-mailed link publishes the review (once; a second click answers the same). */
export async function confirmReview(deps: TDeps, token: string) {
  const review = await findReviewByTokenHash(deps.db, sha256(token));
  const now = deps.clock.now();
  if (!review) throw reviewsErrors.linkInvalid();
  if (review.status === 'visible') {
    return { Status: review.status, IsVerified: review.isVerified, ...(await reviewAgency(deps, review)) };
  }
  if (review.status !== 'email_confirmation' || !review.confirmExpiresAt || review.confirmExpiresAt < now) {
    throw reviewsErrors.linkInvalid();
  }
  const personal = isPersonalEmail(review.reviewerEmail);
  const domain = domainOf(review.reviewerEmail);
  const matched = await wasMatchedWith(
    deps.db,
    review.providerId,
    review.reviewerEmail,
    personal ? null : domain,
  );
  const verifiedBy = matched ? 'matched' : personal ? null : 'corporate_domain';
  const updated = await updateReview(deps.db, review.id, {
    status: 'visible',
    isVerified: verifiedBy !== null,
    verifiedBy,
    confirmedAt: now,
    updatedAt: now,
  });
  await afterReviewChange(deps, review.providerId);
  await emit(deps, 'review.published', {
    review: { id: review.id, providerId: review.providerId, rating: review.rating },
  });
  return {
    Status: 'visible' as const,
    IsVerified: updated!.isVerified,
    ...(await reviewAgency(deps, review)),
  };
}

/** POST Review/remove: the reviewer takes the review down with the link of the confirmation e-mail. */
export async function removeReview(deps: TDeps, token: string) {
  const review = await findReviewByTokenHash(deps.db, sha256(token));
  if (!review) throw reviewsErrors.linkInvalid();
  if (review.status !== 'visible' && review.status !== 'email_confirmation') throw reviewsErrors.notRemoved();
  await updateReview(deps.db, review.id, { status: 'removed', updatedAt: deps.clock.now() });
  if (review.status === 'visible') await afterReviewChange(deps, review.providerId);
  return { Status: 'removed' as const, IsVerified: review.isVerified, ...(await reviewAgency(deps, review)) };
}

function agencyView(row: TReviewRow): TAgencyReview {
  return {
    Id: row.id,
    Status: row.status,
    Rating: row.rating,
    Text: row.text,
    Objective: row.objective,
    ReviewerName: row.reviewerName,
    ReviewerCompany: row.reviewerCompany,
    ReviewerTitle: row.reviewerTitle,
    IsVerified: row.isVerified,
    Reply: row.reply,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** GET Review/by-provider: the signed-in agency's reviews (not removed ones), for its settings page. */
export async function agencyReviews(deps: TDeps, userId: number) {
  const provider = await memberProvider(deps, userId);
  return { Slug: provider.slug, Items: (await listAgencyReviews(deps.db, provider.id)).map(agencyView) };
}

/** PUT Review/{id}/reply: the agency answers a visible review once, publicly. */
export async function replyToReview(deps: TDeps, userId: number, reviewId: number, reply: string) {
  const provider = await memberProvider(deps, userId);
  const review = await findAgencyReview(deps.db, provider.id, reviewId);
  if (!review || review.status !== 'visible') throw reviewsErrors.notFound();
  const updated = await setReplyOnce(deps.db, review.id, reply, deps.clock.now());
  if (!updated) throw reviewsErrors.alreadyReplied();
  return agencyView(updated);
}

export type TModeration = 'reject' | 'remove';
export type TReviewState = { status: TReviewRow['status']; rejectionReason: string | null };

/**
 * An operator's decision on a review (issue 17), with a reason the reviewer reads by e-mail: `reject` a review
 * not yet published (sent, being verified, waiting for its confirmation), `remove` a published one (the
 * agency's rating follows). The row is locked first, so two operators pressing at once decide once; the
 * second is told the review is no longer in that state (REVIEW_NOT_MODERATABLE).
 */
export async function moderateReview(
  deps: TDeps,
  input: { reviewId: number; action: TModeration; reason: string },
): Promise<{ providerId: number; before: TReviewState; after: TReviewState }> {
  return deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    const review = await lockReview(tx, input.reviewId);
    if (!review) throw reviewsErrors.notFound();
    const pending =
      review.status === 'sent' || review.status === 'verification' || review.status === 'email_confirmation';
    if (input.action === 'reject' ? !pending : review.status !== 'visible')
      throw reviewsErrors.notModeratable();
    const now = deps.clock.now();
    const status = input.action === 'reject' ? ('rejected' as const) : ('removed' as const);
    await updateReview(tx, review.id, {
      status,
      rejectionReason: input.reason,
      confirmTokenHash: null,
      updatedAt: now,
    });
    if (review.status === 'visible') await afterReviewChange(scoped, review.providerId);
    const agency = await findProviderById(tx, review.providerId);
    const locale: TLocale = review.locale === 'en' ? 'en' : 'tr';
    const template = input.action === 'reject' ? 'reviewRejected' : 'reviewRemoved';
    await enqueue(scoped, {
      channel: 'email',
      to: review.reviewerEmail,
      template,
      locale,
      rendered: TEMPLATES[template](locale, {
        name: review.reviewerName,
        agencyName: agency?.companyNickName ?? '',
        reason: input.reason,
      }),
      dedupeKey: `review-moderated:${review.id}:${status}`,
    });
    return {
      providerId: review.providerId,
      before: { status: review.status, rejectionReason: review.rejectionReason },
      after: { status, rejectionReason: input.reason },
    };
  });
}
