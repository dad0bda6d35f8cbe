import type { TReviewBody, TSector } from '@brifa/contracts';
import { catalogueEndpoints, reviewsEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export type TReviewTarget = { Slug: string; Name: string; LogoSrc: string | null };
export type TReviewOutcome = {
  Status: string;
  IsVerified: boolean;
  AgencySlug: string;
  AgencyName: string;
};

export function reviewTarget(api: TApiContext, slug: string): Promise<TReviewTarget> {
  return callEndpoint(api, reviewsEndpoints.getReviewTargetBySlug, { params: { slug } });
}

export function listSectors(api: TApiContext): Promise<TSector[]> {
  return callEndpoint(api, catalogueEndpoints.sectors);
}

/** POST Review: answers with the envelope so the page can show the API's own message. */
export function sendReview(api: TApiContext, body: TReviewBody) {
  return callEndpointEnvelope(api, reviewsEndpoints.postReview, { body });
}

/** POST Review/confirm or Review/remove with the e-mailed token. */
export function useReviewLink() {
  const api = useApiContext();
  return useMutation({
    mutationFn: (input: { action: 'confirm' | 'remove'; token: string }) =>
      callEndpoint(
        api,
        input.action === 'confirm' ? reviewsEndpoints.postReviewConfirm : reviewsEndpoints.postReviewRemove,
        { body: { Token: input.token } },
      ),
  });
}

const AGENCY_REVIEWS_KEY = ['reviews', 'agency'] as const;

export function useAgencyReviews() {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: AGENCY_REVIEWS_KEY,
      queryFn: () => callEndpoint(api, reviewsEndpoints.getReviewByProvider),
    }),
  );
}

export function useReplyToReview() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reply: string }) =>
      callEndpoint(api, reviewsEndpoints.putReviewReply, {
        params: { id: input.id },
        body: { Reply: input.reply },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENCY_REVIEWS_KEY }),
  });
}
