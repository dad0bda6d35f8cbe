import { growthEndpoints, type TCreditReport, type TCreditReportRequest } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** While the bureau has not answered, the result page asks again this often. */
const PENDING_POLL_MS = 10_000;

export function creditReportQuery(api: TApiContext, id: number) {
  return queryOptions({
    queryKey: ['credit-report', id],
    queryFn: (): Promise<TCreditReport> =>
      callEndpoint(api, growthEndpoints.getCreditReport, { params: { id } }),
    refetchInterval: (query) => (query.state.data?.Status === 'pending' ? PENDING_POLL_MS : false),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
}

export function useCreditReport(id: number) {
  return useQuery({ ...creditReportQuery(useApiContext(), id), enabled: id > 0 });
}

/** The caller's own reports, newest first. */
export function useCreditReports() {
  const api = useApiContext();
  return useQuery({
    queryKey: ['credit-reports'],
    queryFn: (): Promise<TCreditReport[]> => callEndpoint(api, growthEndpoints.getCreditReports),
  });
}

export function useRequestCreditReport() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreditReportRequest): Promise<TCreditReport> =>
      callEndpoint(api, growthEndpoints.postCreditReport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['credit-reports'] }),
  });
}
