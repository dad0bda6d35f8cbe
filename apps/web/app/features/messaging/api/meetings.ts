import { meetingsEndpoints } from '@brifa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const MEETINGS_QUERY_KEY = ['meetings'] as const;

/** GET MatchedProvider/{id}/Meeting: the match's proposals and meetings, newest first. */
export function useMeetings(matchId: number) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...MEETINGS_QUERY_KEY, matchId],
    queryFn: () => callEndpoint(api, meetingsEndpoints.getMatchMeetings, { params: { id: matchId } }),
  });
}

function useRefresh(matchId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...MEETINGS_QUERY_KEY, matchId] });
}

export function useProposeMeeting(matchId: number) {
  const api = useApiContext();
  const refresh = useRefresh(matchId);
  return useMutation({
    mutationFn: (body: { Slots: string[]; Note: string }) =>
      callEndpoint(api, meetingsEndpoints.postMatchMeeting, { params: { id: matchId }, body }),
    onSuccess: refresh,
  });
}

export function useAcceptMeeting(matchId: number) {
  const api = useApiContext();
  const refresh = useRefresh(matchId);
  return useMutation({
    mutationFn: (input: { id: number; slot: string }) =>
      callEndpoint(api, meetingsEndpoints.putMeetingAccept, {
        params: { id: input.id },
        body: { Slot: input.slot },
      }),
    onSuccess: refresh,
  });
}

export function useCancelMeeting(matchId: number) {
  const api = useApiContext();
  const refresh = useRefresh(matchId);
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api, meetingsEndpoints.putMeetingCancel, { params: { id } }),
    onSuccess: refresh,
  });
}
