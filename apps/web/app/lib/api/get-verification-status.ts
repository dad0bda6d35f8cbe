import type { TVerificationPurpose, TVerificationStatus } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

type TStatusQuery = { Purpose: TVerificationPurpose; CellPhoneNumber: string };

/** GET verification/check: the countdown of the code last sent to a phone. */
export function getVerificationStatus(api: TApiContext, query: TStatusQuery): Promise<TVerificationStatus> {
  return callEndpoint(api, identityEndpoints.getVerificationCheck, { query });
}

export function verificationStatusQuery(api: TApiContext, query: TStatusQuery) {
  return queryOptions({
    queryKey: ['verification', 'status', query.Purpose, query.CellPhoneNumber],
    queryFn: () => getVerificationStatus(api, query),
    // The countdown is computed from the moment of the answer; a cached answer would be stale.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useVerificationStatus(query: TStatusQuery) {
  const api = useApiContext();
  return useQuery(verificationStatusQuery(api, query));
}
