import type { TAgencyReview, TReviewBody, TSector } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiRequest, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export type TReviewTarget = { Slug: string; Name: string; LogoSrc: string | null };
export type TReviewOutcome = {
  Status: string;
  IsVerified: boolean;
  AgencySlug: string;
  AgencyName: string;
};

export function reviewTarget(api: TApiContext, slug: string): Promise<TReviewTarget> {
  return apiRequest<TReviewTarget>(api, { path: `Review/target/${encodeURIComponent(slug)}` });
}

export function listSectors(api: TApiContext): Promise<TSector[]> {
  return callEndpoint(api, catalogueEndpoints.sectors);
}

/** POST Review: answers with the envelope so the page can show the API's own message. */
export function sendReview(api: TApiContext, body: TReviewBody) {
  return apiEnvelope<{ Key: string; Status: string; AgencyName: string }>(api, {
    method: 'POST',
    path: 'Review',
    body,
  });
}

/** POST Review/confirm or Review/remove with the e-mailed token. */
export function useReviewLink() {
  const api = useApiContext();
  return useMutation({
    mutationFn: (input: { action: 'confirm' | 'remove'; token: string }) =>
      apiRequest<TReviewOutcome>(api, {
        method: 'POST',
        path: `Review/${input.action}`,
        body: { Token: input.token },
      }),
  });
}

const AGENCY_REVIEWS_KEY = ['reviews', 'agency'] as const;

export function useAgencyReviews() {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: AGENCY_REVIEWS_KEY,
      queryFn: () =>
        apiRequest<{ Slug: string; Items: TAgencyReview[] }>(api, { path: 'Review/by-provider' }),
    }),
  );
}

export function useReplyToReview() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reply: string }) =>
      apiRequest<TAgencyReview>(api, {
        method: 'PUT',
        path: `Review/${input.id}/reply`,
        body: { Reply: input.reply },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENCY_REVIEWS_KEY }),
  });
}
