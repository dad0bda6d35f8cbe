import type { TEnvelope, TOffer, TOfferAction } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { OFFERS_QUERY_KEY } from './list-offers.ts';

/** What a client can do to one project: the API's transitions plus delete. */
export type TProjectAction = TOfferAction | 'delete';

/** POST offer/{key}/stop|close|activate (409 OFFER_TRANSITION_INVALID when not allowed); DELETE offer/{key}. */
export function offerAction(
  api: TApiContext,
  input: { offerKey: string; action: TProjectAction },
): Promise<TEnvelope<TOffer | null>> {
  const params = { id: input.offerKey };
  return input.action === 'delete'
    ? callEndpointEnvelope(api, briefsEndpoints.deleteOfferById, { params })
    : callEndpointEnvelope(api, briefsEndpoints.offerActions[input.action], { params });
}

/** Runs an action, shows the API's own Message either way and reloads the project lists. */
export function useOfferAction() {
  const api = useApiContext();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { offerKey: string; action: TProjectAction }) => offerAction(api, input),
    onSuccess: (answer) => {
      if (answer.Message) notifications.show({ color: 'green', message: answer.Message });
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: failureMessage(error, locale) });
    },
    // A refused transition usually means the list is stale: reload it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY }),
  });
}
