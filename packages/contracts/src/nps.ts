import { z } from 'zod';
import { ZFeedbackLink, ZFeedbackOffer } from './client-feedback.ts';
import { NPS_COMMENT_MAX, NPS_SCORE } from './rules.ts';

/**
 * Satisfaction scores (issue 20 item 3, rules.md §7 "Feedback and NPS"): the client rates Brifa for a brief
 * (BrifaNpsOnOffer) and the agency it agreed with (AgreementNps), 0 to 10 with an optional comment, signed in
 * or through the e-mailed link (`not-auth`: UserId plus the brief's access token, like the feedback links).
 */

export const ZNpsScore = z.coerce.number().int().min(NPS_SCORE.min).max(NPS_SCORE.max);
const ZComment = z.string().trim().max(NPS_COMMENT_MAX).default('');
const ZOfferKey = z.string().trim().min(8).max(64);

/** An answer: the score and an optional comment. */
export const ZNpsAnswer = z.object({ Score: ZNpsScore, Comment: ZComment });
export type TNpsAnswer = z.input<typeof ZNpsAnswer>;
export const ZNpsAnswerNotAuth = ZNpsAnswer.extend(ZFeedbackLink.shape);

/** PUT BrifaNpsOnOffer (and not-auth): the answer about one brief, by its key. */
export const ZBrifaNpsPut = ZNpsAnswer.extend({ OfferKey: ZOfferKey });
export const ZBrifaNpsPutNotAuth = ZBrifaNpsPut.extend(ZFeedbackLink.shape);
export const ZBrifaNpsQuery = z.object({ OfferKey: ZOfferKey });
export const ZBrifaNpsQueryNotAuth = ZBrifaNpsQuery.extend(ZFeedbackLink.shape);

/** One Brifa NPS: Score is null while it was asked for (e-mailed) but not answered yet. */
export const ZBrifaNps = z.object({
  Id: z.number().int(),
  OfferKey: z.string(),
  Score: z.number().int().nullable(),
  Comment: z.string(),
  RequestedAt: z.string().nullable(),
  AnsweredAt: z.string().nullable(),
});
export type TBrifaNps = z.infer<typeof ZBrifaNps>;

/** GET BrifaNpsOnOffer: the brief as the screen names it and the client's answer, if any. */
export const ZBrifaNpsOnOffer = z.object({ Offer: ZFeedbackOffer, Nps: ZBrifaNps.nullable() });
export type TBrifaNpsOnOffer = z.infer<typeof ZBrifaNpsOnOffer>;

/** One agreement NPS: the client's score for the agency it agreed with (null until answered). */
export const ZAgreementNps = z.object({
  Id: z.number().int(),
  Offer: ZFeedbackOffer,
  MatchedProviderId: z.number().int(),
  Agency: z.object({ Id: z.number().int(), Name: z.string(), Slug: z.string() }),
  Score: z.number().int().nullable(),
  Comment: z.string(),
  CreatedAt: z.string(),
  AnsweredAt: z.string().nullable(),
  /** Unanswered and not put off with "later": the pop-up asks for it now. */
  IsDue: z.boolean(),
});
export type TAgreementNps = z.infer<typeof ZAgreementNps>;

/** GET AgreementNps/{id}/can-access: whether the caller (signed in, or the link) may answer it. */
export const ZAgreementNpsAccess = z.object({ CanAccess: z.boolean(), IsAnswered: z.boolean() });
export const ZAgreementNpsAccessQuery = z.object({
  UserId: z.coerce.number().int().positive().optional(),
  Token: z.string().trim().min(16).max(128).optional(),
});

/** GET AgreementNps/provider: the agency's own scores for its dashboard. */
export const ZAgencyNpsSummary = z.object({
  Count: z.number().int(),
  /** Mean score, one decimal; null without answers. */
  Average: z.number().nullable(),
  /** % promoters − % detractors, rounded; null without answers. */
  Nps: z.number().int().nullable(),
  Latest: z.array(z.object({ Score: z.number().int(), Comment: z.string(), AnsweredAt: z.string() })),
});
export type TAgencyNpsSummary = z.infer<typeof ZAgencyNpsSummary>;

/** The NPS of a set of scores: counts and the score (% promoters − % detractors, rounded). */
export const ZNpsFigure = z.object({
  Count: z.number().int(),
  Promoters: z.number().int(),
  Detractors: z.number().int(),
  Nps: z.number().int().nullable(),
});
export type TNpsFigure = z.infer<typeof ZNpsFigure>;

export function npsOf(scores: readonly number[]): TNpsFigure {
  return npsFromCounts({
    count: scores.length,
    promoters: scores.filter((s) => s >= NPS_SCORE.promoterFrom).length,
    detractors: scores.filter((s) => s <= NPS_SCORE.detractorUpTo).length,
  });
}

/** The figure from counted promoters and detractors (the console's SQL counts them). */
export function npsFromCounts({
  count,
  promoters,
  detractors,
}: {
  count: number;
  promoters: number;
  detractors: number;
}): TNpsFigure {
  return {
    Count: count,
    Promoters: promoters,
    Detractors: detractors,
    Nps: count === 0 ? null : Math.round(((promoters - detractors) * 100) / count),
  };
}
