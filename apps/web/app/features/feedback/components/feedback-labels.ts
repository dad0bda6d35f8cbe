import type { TClientFeedbackStatus, TMatchOutcome, TNegativeReasonCode } from '@brifa/contracts';
import type { TMessageKey } from '../../../locales/tr.ts';

/** Names of the feedback answers, in the order the spec lists them. */
export const STATUS_LABELS: Record<TClientFeedbackStatus, TMessageKey> = {
  talks_positive: 'feedback.status.talks_positive',
  agency_chosen: 'feedback.status.agency_chosen',
  wants_new_match: 'feedback.status.wants_new_match',
  talks_negative: 'feedback.status.talks_negative',
  search_ended: 'feedback.status.search_ended',
};

export const OUTCOME_LABELS: Record<TMatchOutcome, TMessageKey> = {
  agreement_reached: 'feedback.outcome.agreement_reached',
  waiting_for_offer: 'feedback.outcome.waiting_for_offer',
  considering: 'feedback.outcome.considering',
  had_meeting: 'feedback.outcome.had_meeting',
  received_offer: 'feedback.outcome.received_offer',
  no_agreement: 'feedback.outcome.no_agreement',
  meeting_held: 'feedback.outcome.meeting_held',
  meeting_scheduled: 'feedback.outcome.meeting_scheduled',
  agreed_with_another: 'feedback.outcome.agreed_with_another',
  no_reply: 'feedback.outcome.no_reply',
  price_too_high: 'feedback.outcome.price_too_high',
};

export const REASON_LABELS: Record<TNegativeReasonCode, TMessageKey> = {
  price: 'feedback.reason.price',
  relevance: 'feedback.reason.relevance',
  speed: 'feedback.reason.speed',
  chose_another: 'feedback.reason.chose_another',
  no_reply: 'feedback.reason.no_reply',
};
