import type {
  TClientFeedbackSaved,
  TClientFeedbackStatus,
  TEnvelope,
  TMatchOutcome,
  TNegativeReasonCode,
  TOfferFeedbackForm,
  TUserOfferFeedback,
} from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/**
 * Who answers: the signed-in client (bearer calls), or the holder of the e-mailed link, whose user id and
 * the offer's access token go with every `not-auth` call instead.
 */
export type TFeedbackMode =
  | { kind: 'client'; offerKey: string }
  | { kind: 'link'; offerKey: string; userId: number; token: string };

export const FEEDBACK_FORM_QUERY_KEY = ['feedback', 'form'] as const;

/** GET UserOfferFeedback/matched-providers/{key} (or its not-auth twin): the project, its answer, its agencies. */
export function loadFeedbackForm(api: TApiContext, mode: TFeedbackMode): Promise<TOfferFeedbackForm> {
  const key = mode.offerKey;
  return mode.kind === 'client'
    ? callEndpoint(api, briefsEndpoints.getUserOfferFeedbackMatchedProvidersByOfferKey, {
        params: { offerKey: key },
      })
    : callEndpoint(api, briefsEndpoints.getUserOfferFeedbackNotAuthMatchedProvidersByOfferKey, {
        params: { offerKey: key },
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

/**
 * The outcome with one matched agency: a first answer is POST UserOfferFeedback, a change of a saved one
 * (`feedbackId`) is PUT UserOfferFeedback/{id}; from the e-mailed link, their not-auth twins.
 */
export function saveOutcome(
  api: TApiContext,
  mode: TFeedbackMode,
  input: TOutcomeInput,
  feedbackId: number | null = null,
): Promise<TEnvelope<TUserOfferFeedback>> {
  const link = mode.kind === 'link' ? { UserId: mode.userId, Token: mode.token } : null;
  if (feedbackId !== null) {
    const answer = { Outcome: input.Outcome, ReasonCode: input.ReasonCode };
    const params = { id: feedbackId };
    return link
      ? callEndpointEnvelope(api, briefsEndpoints.putUserOfferFeedbackNotAuthById, {
          params,
          body: { ...answer, ...link },
        })
      : callEndpointEnvelope(api, briefsEndpoints.putUserOfferFeedbackById, { params, body: answer });
  }
  const body = { OfferKey: mode.offerKey, ...input };
  return link
    ? callEndpointEnvelope(api, briefsEndpoints.postUserOfferFeedbackNotAuth, { body: { ...body, ...link } })
    : callEndpointEnvelope(api, briefsEndpoints.postUserOfferFeedback, { body });
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
  const body = { OfferKey: mode.offerKey, ...input };
  return mode.kind === 'client'
    ? callEndpointEnvelope(api, briefsEndpoints.postFeedback, { body })
    : callEndpointEnvelope(api, briefsEndpoints.postFeedbackNotAuth, {
        body: { ...body, UserId: mode.userId, Token: mode.token },
      });
}
