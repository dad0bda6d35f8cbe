import type {
  TClientMatch,
  TClientMatchList,
  TClientMatchMark,
  TClientOfferFilter,
  TEnvelope,
  TMatchedProviderView,
} from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';

const MATCHES_KEY = ['client-offers'] as const;
/** The project lists and the project detail (their status changes when the client agrees with an agency). */
const PROJECTS_KEY = ['projects', 'offers'] as const;

/** GET offer/{key}/matches: the agencies under one filter, with every filter's count. */
export function listMatches(
  api: TApiContext,
  offerKey: string,
  filter: TClientOfferFilter,
): Promise<TClientMatchList> {
  return callEndpoint(api, briefsEndpoints.getOfferMatches, {
    params: { id: offerKey },
    query: { Filter: filter },
  });
}

export function useMatches(offerKey: string, filter: TClientOfferFilter) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...MATCHES_KEY, 'matches', offerKey, filter],
    queryFn: () => listMatches(api, offerKey, filter),
    placeholderData: keepPreviousData,
  });
}

/** GET MatchedProvider/{id}: the client's view of one agency (its first open marks it seen). */
export function getMatch(api: TApiContext, matchId: number): Promise<TMatchedProviderView> {
  return callEndpoint(api, briefsEndpoints.getMatchedProviderById, { params: { id: matchId } });
}

export function useMatch(matchId: number | null) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...MATCHES_KEY, 'match', matchId],
    queryFn: async () => {
      const view = await getMatch(api, matchId ?? 0);
      // The first open moved it from "new" to "not reviewed": refresh the counts.
      void queryClient.invalidateQueries({ queryKey: [...MATCHES_KEY, 'matches'] });
      return view;
    },
    enabled: matchId !== null,
  });
}

export type TMatchAction =
  | { kind: 'watchlist'; on: boolean }
  | { kind: 'mark'; mark: TClientMatchMark | null }
  | { kind: 'won' }
  | { kind: 'declineReport' };

/** POST/DELETE MatchedProvider/{id}/watchlist, POST .../mark, .../won, .../agreement-report/decline. */
export function matchAction(
  api: TApiContext,
  matchId: number,
  action: TMatchAction,
): Promise<TEnvelope<TClientMatch>> {
  const params = { id: matchId };
  switch (action.kind) {
    case 'watchlist':
      return callEndpointEnvelope(
        api,
        action.on
          ? briefsEndpoints.postMatchedProviderWatchlist
          : briefsEndpoints.deleteMatchedProviderWatchlist,
        { params },
      );
    case 'mark':
      return callEndpointEnvelope(api, briefsEndpoints.postMatchedProviderMark, {
        params,
        body: { Mark: action.mark },
      });
    case 'won':
      return callEndpointEnvelope(api, briefsEndpoints.postMatchedProviderWon, { params });
    case 'declineReport':
      return callEndpointEnvelope(api, briefsEndpoints.postMatchedProviderAgreementReportDecline, { params });
  }
}

/** Runs one action on a match; shows a failure as a toast and reloads everything it changes. */
export function useMatchAction(matchId: number) {
  const api = useApiContext();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TMatchAction) => matchAction(api, matchId, action),
    // No toast on success: the agreement shows once, in the panel's "you agreed" notice beside the card's
    // status (issue 16: one notice per action, not a toast and a notice at once).
    onSuccess: (answer) => {
      queryClient.setQueryData<TMatchedProviderView>([...MATCHES_KEY, 'match', matchId], {
        View: 'client',
        Match: answer.Data,
      });
    },
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, locale) }),
    onSettled: (_answer, _error, action) => {
      void queryClient.invalidateQueries({ queryKey: [...MATCHES_KEY, 'matches'] });
      if (action.kind === 'won') {
        void queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
        void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      }
    },
  });
}
