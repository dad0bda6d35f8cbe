/** Client feedback on a project and on each matched agency (spec/product.md section 4). */

/** The client's overall answer about a project (Feedback). */
export const CLIENT_FEEDBACK_STATUSES = [
  'talks_positive',
  'agency_chosen',
  'wants_new_match',
  'talks_negative',
  'search_ended',
] as const;
export type TClientFeedbackStatus = (typeof CLIENT_FEEDBACK_STATUSES)[number];

/** The outcome with one matched agency (UserOfferFeedback). */
export const MATCH_OUTCOMES = [
  'agreement_reached',
  'waiting_for_offer',
  'considering',
  'had_meeting',
  'received_offer',
  'no_agreement',
  'meeting_held',
  'meeting_scheduled',
  'agreed_with_another',
  'no_reply',
  'price_too_high',
] as const;
export type TMatchOutcome = (typeof MATCH_OUTCOMES)[number];

/** Outcomes that are a "no": each needs a reason code. */
export const NEGATIVE_MATCH_OUTCOMES = [
  'no_agreement',
  'agreed_with_another',
  'no_reply',
  'price_too_high',
] as const satisfies readonly TMatchOutcome[];

/** Why it did not work out; feeds the agency's statistics and the ranking's quality and fairness. */
export const NEGATIVE_REASON_CODES = ['price', 'relevance', 'speed', 'chose_another', 'no_reply'] as const;
export type TNegativeReasonCode = (typeof NEGATIVE_REASON_CODES)[number];
