import type { TEnvelope } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { TEAM_MEMBERS_QUERY_KEY } from './list-team-members.ts';

/** A team change: calls the API, reloads the list and shows the API's own success Message. */
export function useTeamSave<TInput, TData>(
  call: (api: TApiContext, input: TInput) => Promise<TEnvelope<TData>>,
) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => call(api, input),
    onSuccess: async (answer) => {
      if (answer.Message) notifications.show({ color: 'green', message: answer.Message });
      await queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_QUERY_KEY });
    },
  });
}
