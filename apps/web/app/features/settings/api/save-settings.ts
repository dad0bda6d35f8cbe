import type { TEnvelope } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiContext } from '../../../lib/api-client.ts';
import { SESSION_USER_QUERY_KEY, useApiContext } from '../../../lib/use-session-user.ts';

type TSaveOptions = {
  /** false for steps that must not refresh the session yet (a phone change before its code is entered). */
  refreshSession?: boolean;
  /** false when the screen says it itself (e.g. after switching the page language). */
  notify?: boolean;
};

/**
 * A settings save: calls the API, then refreshes the session user (header, layout rules) and shows the API's
 * own success Message. Failures are left to the section, which shows them beside its fields.
 */
export function useSettingsSave<TInput, TData>(
  call: (api: TApiContext, input: TInput) => Promise<TEnvelope<TData>>,
  options: TSaveOptions = {},
) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  const { refreshSession = true, notify = true } = options;
  return useMutation({
    mutationFn: (input: TInput) => call(api, input),
    onSuccess: async (answer) => {
      if (notify && answer.Message) notifications.show({ color: 'green', message: answer.Message });
      if (refreshSession) await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    },
  });
}
