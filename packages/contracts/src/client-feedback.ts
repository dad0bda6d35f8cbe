import { z } from 'zod';
import {
  CLIENT_FEEDBACK_STATUSES,
  MATCH_OUTCOMES,
  NEGATIVE_MATCH_OUTCOMES,
  NEGATIVE_REASON_CODES,
  type TClientFeedbackStatus,
  type TMatchOutcome,
} from './feedback.ts';
import { MATCH_STATUSES } from './matching.ts';
import { FEEDBACK_LINK_VALID_DAYS, FEEDBACK_NOTE_MAX_LENGTH, FEEDBACK_REQUEST_AFTER_DAYS } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { FEEDBACK_LINK_VALID_DAYS, FEEDBACK_NOTE_MAX_LENGTH, FEEDBACK_REQUEST_AFTER_DAYS };

/**
 * The calls of the client's feedback (spec rules.md section 7, "Feedback and NPS"): the overall answer about
 * a project (Feedback) and one outcome per matched agency (UserOfferFeedback), signed in or through the
 * e-mailed link (`not-auth`: UserId plus the offer's access token).
 */

/** Overall answers that say it did not work out: they need a reason code. */
export const FEEDBACK_STATUSES_WITH_REASON = ['talks_negative', 'search_ended'] as const;

export function feedbackNeedsReason(status: TClientFeedbackStatus | null | undefined): boolean {
  return (FEEDBACK_STATUSES_WITH_REASON as readonly string[]).includes(status ?? '');
}

export function isNegativeOutcome(outcome: TMatchOutcome | null | undefined): boolean {
  return (NEGATIVE_MATCH_OUTCOMES as readonly string[]).includes(outcome ?? '');
}

export const ZFeedbackStatus = z.enum(CLIENT_FEEDBACK_STATUSES);
/** MATCH_OUTCOMES of feedback.ts (named apart from the client-matches outcome of an agency's brief). */
export const ZUserOfferOutcome = z.enum(MATCH_OUTCOMES);
export const ZNegativeReasonCode = z.enum(NEGATIVE_REASON_CODES);
const ZNote = z.string().trim().max(FEEDBACK_NOTE_MAX_LENGTH).default('');
const ZOfferKey = z.string().trim().min(8).max(64);

/** The e-mailed link's credentials: the client's id and the offer's access token. */
export const ZFeedbackLink = z.object({
  UserId: z.coerce.number().int().positive(),
  Token: z.string().trim().min(16).max(128),
});
export type TFeedbackLink = z.infer<typeof ZFeedbackLink>;

type TReasoned = { ReasonCode?: string | null | undefined };

/** A "no" needs its reason code; the message key is the usual "required". */
function reasonIssue(needed: boolean, value: TReasoned, ctx: z.RefinementCtx) {
  if (needed && !value.ReasonCode) {
    ctx.addIssue({ code: 'custom', path: ['ReasonCode'], message: 'required', input: value.ReasonCode });
  }
}
const statusReason = (value: TReasoned & { Status: TClientFeedbackStatus }, ctx: z.RefinementCtx) =>
  reasonIssue(feedbackNeedsReason(value.Status), value, ctx);
const outcomeReason = (value: TReasoned & { Outcome: TMatchOutcome }, ctx: z.RefinementCtx) =>
  reasonIssue(isNegativeOutcome(value.Outcome), value, ctx);

const feedbackAnswer = {
  Status: ZFeedbackStatus,
  ReasonCode: ZNegativeReasonCode.nullish(),
  Note: ZNote,
};

/** PUT Feedback/{id} */
export const ZFeedbackUpdate = z.object(feedbackAnswer).superRefine(statusReason);
/** POST Feedback: the overall answer about one of the client's projects (one per project; posting again updates it). */
export const ZFeedbackCreate = z.object({ OfferKey: ZOfferKey, ...feedbackAnswer }).superRefine(statusReason);
/** POST Feedback/not-auth: the same from the e-mailed link. */
export const ZFeedbackCreateNotAuth = z
  .object({ OfferKey: ZOfferKey, ...feedbackAnswer, ...ZFeedbackLink.shape })
  .superRefine(statusReason);
export type TFeedbackCreate = z.input<typeof ZFeedbackCreate>;

const outcomeAnswer = {
  Outcome: ZUserOfferOutcome,
  ReasonCode: ZNegativeReasonCode.nullish(),
  Note: ZNote,
};

/** PUT UserOfferFeedback/{id} */
export const ZUserOfferFeedbackUpdate = z.object(outcomeAnswer).superRefine(outcomeReason);
export const ZUserOfferFeedbackUpdateNotAuth = z
  .object({ ...outcomeAnswer, ...ZFeedbackLink.shape })
  .superRefine(outcomeReason);
/** POST UserOfferFeedback: the outcome with one agency matched to the project (posting again updates it). */
export const ZUserOfferFeedbackCreate = z
  .object({ OfferKey: ZOfferKey, MatchedProviderId: z.coerce.number().int().positive(), ...outcomeAnswer })
  .superRefine(outcomeReason);
export const ZUserOfferFeedbackCreateNotAuth = z
  .object({
    OfferKey: ZOfferKey,
    MatchedProviderId: z.coerce.number().int().positive(),
    ...outcomeAnswer,
    ...ZFeedbackLink.shape,
  })
  .superRefine(outcomeReason);
export type TUserOfferFeedbackCreate = z.input<typeof ZUserOfferFeedbackCreate>;

export const ZFeedbackAgency = z.object({ Id: z.number().int(), Name: z.string(), Slug: z.string() });

/** The project as the feedback screens name it. */
export const ZFeedbackOffer = z.object({
  OfferKey: z.string(),
  CategoryName: z.string(),
  CompanyName: z.string(),
  CreatedAt: z.string(),
});
export type TFeedbackOffer = z.infer<typeof ZFeedbackOffer>;

/** The client's overall answer; Status is null while it was asked for but not answered yet. */
export const ZClientFeedback = z.object({
  Id: z.number().int(),
  OfferKey: z.string(),
  Status: ZFeedbackStatus.nullable(),
  ReasonCode: ZNegativeReasonCode.nullable(),
  Note: z.string(),
  CreatedAt: z.string(),
  AnsweredAt: z.string().nullable(),
});
export type TClientFeedback = z.infer<typeof ZClientFeedback>;

/** POST/PUT Feedback answer: AddedMatches > 0 when "wants new match" brought new agencies. */
export const ZClientFeedbackSaved = ZClientFeedback.extend({ AddedMatches: z.number().int() });
export type TClientFeedbackSaved = z.infer<typeof ZClientFeedbackSaved>;

/** One matched agency with the client's current outcome (null until answered). */
export const ZMatchedProviderFeedback = z.object({
  MatchedProviderId: z.number().int(),
  Agency: ZFeedbackAgency,
  MatchStatus: z.enum(MATCH_STATUSES),
  FeedbackId: z.number().int().nullable(),
  Outcome: ZUserOfferOutcome.nullable(),
  ReasonCode: ZNegativeReasonCode.nullable(),
  Note: z.string(),
});
export type TMatchedProviderFeedback = z.infer<typeof ZMatchedProviderFeedback>;

/** GET UserOfferFeedback/matched-providers/{offerKey} and GET feedback/{id}/page: everything one form shows. */
export const ZOfferFeedbackForm = z.object({
  Offer: ZFeedbackOffer,
  Feedback: ZClientFeedback.nullable(),
  Providers: z.array(ZMatchedProviderFeedback),
});
export type TOfferFeedbackForm = z.infer<typeof ZOfferFeedbackForm>;

/** GET Feedback/not-completed: projects the client has not told us about yet. */
export const ZFeedbackPending = ZFeedbackOffer.extend({
  MatchedCount: z.number().int(),
  FeedbackId: z.number().int().nullable(),
});
export type TFeedbackPending = z.infer<typeof ZFeedbackPending>;

/** GET UserOfferFeedback/{id} */
export const ZUserOfferFeedback = z.object({
  Id: z.number().int(),
  OfferKey: z.string(),
  MatchedProviderId: z.number().int(),
  Agency: ZFeedbackAgency,
  Outcome: ZUserOfferOutcome,
  ReasonCode: ZNegativeReasonCode.nullable(),
  Note: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type TUserOfferFeedback = z.infer<typeof ZUserOfferFeedback>;

/** GET UserOfferFeedback/is-answered/{offerKey}: answered once every matched agency has an outcome. */
export const ZUserOfferFeedbackAnswered = z.object({
  IsAnswered: z.boolean(),
  AnsweredCount: z.number().int(),
  MatchedCount: z.number().int(),
});

/**
 * GET feedback/{id}/page/provider: what a matched agency sees. No client contact details, no company name
 * and no free-text note (it may name people or other agencies); the agency's own outcome only.
 */
export const ZFeedbackProviderPage = z.object({
  Id: z.number().int(),
  OfferKey: z.string(),
  CategoryName: z.string(),
  Status: ZFeedbackStatus,
  ReasonCode: ZNegativeReasonCode.nullable(),
  AnsweredAt: z.string(),
  Outcome: ZUserOfferOutcome.nullable(),
  OutcomeReasonCode: ZNegativeReasonCode.nullable(),
});
export type TFeedbackProviderPage = z.infer<typeof ZFeedbackProviderPage>;
