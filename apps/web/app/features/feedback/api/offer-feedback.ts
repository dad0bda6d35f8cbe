import type {
  TClientFeedbackSaved,
  TClientFeedbackStatus,
  TEnvelope,
  TMatchOutcome,
  TNegativeReasonCode,
  TOfferFeedbackForm,
  TUserOfferFeedback,
} from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiEnvelope, apiRequest, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/**
 * Who answers: the signed-in client (bearer calls), or the holder of the e-mailed link, whose user id and
 * the offer's access token go with every `not-auth` call instead.
 */
export type TFeedbackMode =
  | { kind: 'client'; offerKey: string }
  | { kind: 'link'; offerKey: string; userId: number; token: string };

export const FEEDBACK_FORM_QUERY_KEY = ['feedback', 'form'] as const;

function credentials(mode: TFeedbackMode) {
  return mode.kind === 'link' ? { UserId: mode.userId, Token: mode.token } : {};
}

/** GET UserOfferFeedback/matched-providers/{key} (or its not-auth twin): the project, its answer, its agencies. */
export function loadFeedbackForm(api: TApiContext, mode: TFeedbackMode): Promise<TOfferFeedbackForm> {
  const key = encodeURIComponent(mode.offerKey);
  return mode.kind === 'client'
    ? apiRequest(api, { path: `UserOfferFeedback/matched-providers/${key}` })
    : apiRequest(api, {
        path: `UserOfferFeedback/not-auth/matched-providers/${key}`,
        query: { UserId: mode.userId, Token: mode.token },
      });
}

export function feedbackFormQuery(api: TApiContext, mode: TFeedbackMode) {
  return queryOptions({
    queryKey: [...FEEDBACK_FORM_QUERY_KEY, mode.kind, mode.offerKey],
    queryFn: () => loadFeedbackForm(api, mode),
    retry: false,
  });
}

export function useFeedbackForm(mode: TFeedbackMode) {
  return useQuery(feedbackFormQuery(useApiContext(), mode));
}

export type TOutcomeInput = {
  MatchedProviderId: number;
  Outcome: TMatchOutcome;
  ReasonCode: TNegativeReasonCode | null;
};

/** POST UserOfferFeedback (or not-auth): the outcome with one matched agency; a second answer replaces it. */
export function saveOutcome(
  api: TApiContext,
  mode: TFeedbackMode,
  input: TOutcomeInput,
): Promise<TEnvelope<TUserOfferFeedback>> {
  return apiEnvelope(api, {
    method: 'POST',
    path: mode.kind === 'client' ? 'UserOfferFeedback' : 'UserOfferFeedback/not-auth',
    body: { OfferKey: mode.offerKey, ...input, ...credentials(mode) },
  });
}

export type TOverallInput = {
  Status: TClientFeedbackStatus;
  ReasonCode: TNegativeReasonCode | null;
  Note: string;
};

/** POST Feedback (or Feedback/not-auth): the overall answer; "wants new match" may add agencies. */
export function saveOverall(
  api: TApiContext,
  mode: TFeedbackMode,
  input: TOverallInput,
): Promise<TEnvelope<TClientFeedbackSaved>> {
  return apiEnvelope(api, {
    method: 'POST',
    path: mode.kind === 'client' ? 'Feedback' : 'Feedback/not-auth',
    body: { OfferKey: mode.offerKey, ...input, ...credentials(mode) },
  });
}
