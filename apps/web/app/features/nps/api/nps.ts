import {
  npsEndpoints,
  type TAgencyNpsSummary,
  type TAgreementNps,
  type TBrifaNps,
  type TBrifaNpsOnOffer,
  type TNpsAnswer,
} from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/**
 * Satisfaction scores (issue 20 item 3). Who answers: the signed-in client (cookie calls), or the holder of the
 * e-mailed link, whose user id and the brief's access token go with every `not-auth` call instead.
 */
export type TNpsLink = { userId: number; token: string };

export const NPS_QUERY_KEY = ['nps'] as const;

// ── Brifa NPS ──────────────────────────────────────────────────────────────────────────────────────────

export function brifaNpsQuery(api: TApiContext, offerKey: string, link: TNpsLink | null) {
  return queryOptions({
    queryKey: [...NPS_QUERY_KEY, 'brifa', offerKey, link ? 'link' : 'client'],
    queryFn: (): Promise<TBrifaNpsOnOffer> =>
      link
        ? callEndpoint(api, npsEndpoints.getBrifaNpsOnOfferNotAuth, {
            query: { OfferKey: offerKey, UserId: link.userId, Token: link.token },
          })
        : callEndpoint(api, npsEndpoints.getBrifaNpsOnOffer, { query: { OfferKey: offerKey } }),
    retry: false,
  });
}

export function useBrifaNps(offerKey: string, link: TNpsLink | null) {
  return useQuery(brifaNpsQuery(useApiContext(), offerKey, link));
}

export function useSaveBrifaNps(offerKey: string, link: TNpsLink | null) {
  const api = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: TNpsAnswer): Promise<TBrifaNps> =>
      link
        ? callEndpoint(api, npsEndpoints.putBrifaNpsOnOfferNotAuth, {
            body: { ...answer, OfferKey: offerKey, UserId: link.userId, Token: link.token },
          })
        : callEndpoint(api, npsEndpoints.putBrifaNpsOnOffer, { body: { ...answer, OfferKey: offerKey } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NPS_QUERY_KEY, 'brifa', offerKey] }),
  });
}

// ── Agreement NPS ──────────────────────────────────────────────────────────────────────────────────────

export function useAgreementNpsList(enabled = true) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...NPS_QUERY_KEY, 'agreement', 'list'],
    queryFn: () => callEndpoint(api, npsEndpoints.getAgreementNpsList),
    enabled,
    retry: false,
  });
}

export function useAgreementNps(id: number, link: TNpsLink | null) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...NPS_QUERY_KEY, 'agreement', id, link ? 'link' : 'client'],
    queryFn: (): Promise<TAgreementNps> =>
      link
        ? callEndpoint(api, npsEndpoints.getAgreementNpsPageNotAuth, {
            params: { id },
            query: { UserId: link.userId, Token: link.token },
          })
        : callEndpoint(api, npsEndpoints.getAgreementNpsPage, { params: { id } }),
    retry: false,
  });
}

export function useSaveAgreementNps(link: TNpsLink | null) {
  const api = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: TNpsAnswer }): Promise<TAgreementNps> =>
      link
        ? callEndpoint(api, npsEndpoints.putAgreementNpsNotAuth, {
            params: { id },
            body: { ...answer, UserId: link.userId, Token: link.token },
          })
        : callEndpoint(api, npsEndpoints.putAgreementNps, { params: { id }, body: answer }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NPS_QUERY_KEY, 'agreement'] }),
  });
}

export function useAgreementNpsLater() {
  const api = useApiContext();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api, npsEndpoints.postAgreementNpsLater, { params: { id } }),
  });
}

export function loadAgencyNpsSummary(api: TApiContext): Promise<TAgencyNpsSummary> {
  return callEndpoint(api, npsEndpoints.getAgreementNpsProvider);
}
