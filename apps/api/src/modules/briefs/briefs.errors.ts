import { errorFields } from '@brifa/contracts';
import { ApiError } from '../../platform/api-error.ts';

/** What the briefs module raises (codes in packages/contracts/src/errors/briefs.errors.ts). */
export const briefsErrors = {
  offerNotFound: () => new ApiError('OFFER_NOT_FOUND'),
  offerTransitionInvalid: () => new ApiError('OFFER_TRANSITION_INVALID'),
  offerMatchLimit: () => new ApiError('OFFER_MATCH_LIMIT'),
  matchNotWaiting: () => new ApiError('MATCH_NOT_WAITING'),
  offerFileTypeInvalid: () =>
    new ApiError('OFFER_FILE_TYPE_INVALID', { fields: errorFields('OFFER_FILE_TYPE_INVALID') }),
  /** The category answers with these question keys are missing or invalid. */
  offerAnswersInvalid: (questionKeys: readonly string[]) =>
    new ApiError('OFFER_ANSWERS_INVALID', { fields: questionKeys.map((key) => `Answers.${key}`) }),
  clientsOnly: () => new ApiError('CLIENTS_ONLY'),
  matchNotFound: () => new ApiError('MATCH_NOT_FOUND'),
  /** An agreement refused: the project is already agreed with an agency, or else closed. */
  agreementRefused: (alreadyAgreed: boolean) =>
    new ApiError(alreadyAgreed ? 'MATCH_ALREADY_AGREED' : 'MATCH_OFFER_CLOSED'),
  feedbackNotFound: () => new ApiError('FEEDBACK_NOT_FOUND'),
  agreementNotFound: () => new ApiError('AGREEMENT_NOT_FOUND'),
  agreementStateInvalid: () => new ApiError('AGREEMENT_STATE_INVALID'),
  agreementAmountChanged: () => new ApiError('AGREEMENT_AMOUNT_CHANGED'),
  agreementDocumentsInvalid: (fields: readonly string[]) =>
    new ApiError('AGREEMENT_DOCUMENTS_INVALID', { fields: [...fields] }),
  meetingNotFound: () => new ApiError('MEETING_NOT_FOUND'),
  meetingNeedsAccess: () => new ApiError('MEETING_NEEDS_ACCESS'),
  meetingSlotPast: () => new ApiError('MEETING_SLOT_PAST', { fields: errorFields('MEETING_SLOT_PAST') }),
  meetingSlotsInvalid: () =>
    new ApiError('MEETING_SLOTS_INVALID', { fields: errorFields('MEETING_SLOTS_INVALID') }),
  meetingAlreadyOpen: () => new ApiError('MEETING_ALREADY_OPEN'),
  meetingNotOpen: () => new ApiError('MEETING_NOT_OPEN'),
  meetingOwnProposal: () => new ApiError('MEETING_OWN_PROPOSAL'),
  meetingSlotNotOffered: () =>
    new ApiError('MEETING_SLOT_NOT_OFFERED', { fields: errorFields('MEETING_SLOT_NOT_OFFERED') }),
  /** Nothing to show: a signed-in client gets `code`, a feedback link's visitor FEEDBACK_LINK_INVALID. */
  feedbackAccessDenied: (code: 'OFFER_NOT_FOUND' | 'FEEDBACK_NOT_FOUND', signedIn: boolean) =>
    new ApiError(signedIn ? code : 'FEEDBACK_LINK_INVALID'),
  feedbackMatchNotFound: () => new ApiError('FEEDBACK_MATCH_NOT_FOUND'),
  opportunityNotFound: () => new ApiError('OPPORTUNITY_NOT_FOUND'),
  providerDebtBlocked: () => new ApiError('PROVIDER_DEBT_BLOCKED'),
  providerSuspended: () => new ApiError('PROVIDER_SUSPENDED'),
  opportunityClosed: () => new ApiError('OPPORTUNITY_CLOSED'),
  offerCommunicationLimit: () => new ApiError('OFFER_COMMUNICATION_LIMIT'),
  quoteNeedsAccess: () => new ApiError('QUOTE_NEEDS_ACCESS'),
  poolContactLimit: () => new ApiError('POOL_CONTACT_LIMIT'),
  invitationNotFound: () => new ApiError('INVITATION_NOT_FOUND'),
  invitationAnswered: () => new ApiError('INVITATION_ANSWERED'),
  /** Issue 20 item 3: a signed-in user gets NPS_NOT_FOUND (or `code`), an e-mailed link's visitor NPS_LINK_INVALID. */
  npsAccessDenied: (signedIn: boolean, code: 'NPS_NOT_FOUND' | 'OFFER_NOT_FOUND' = 'NPS_NOT_FOUND') =>
    new ApiError(signedIn ? code : 'NPS_LINK_INVALID'),
  npsAgenciesOnly: () => new ApiError('NPS_AGENCIES_ONLY'),
};
