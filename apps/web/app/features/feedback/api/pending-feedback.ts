import { briefsEndpoints } from '@brifa/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const PENDING_FEEDBACK_QUERY_KEY = ['feedback', 'pending'] as const;

/** GET Feedback/not-completed: projects 3+ days old with matched agencies that the client has not answered about. */
export function usePendingFeedback(enabled: boolean) {
  const api = useApiContext();
  return useQuery({
    queryKey: PENDING_FEEDBACK_QUERY_KEY,
    queryFn: () => callEndpoint(api, briefsEndpoints.getFeedbackNotCompleted),
    enabled,
    staleTime: 5 * 60_000,
  });
}
