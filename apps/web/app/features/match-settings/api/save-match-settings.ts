import { agenciesEndpoints, type TEnvelope, type TMatchSettingsPage } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { MATCH_SETTINGS_QUERY_KEY } from './get-match-settings.ts';

/** The five calls of the match settings screen; each replaces one part and answers with the whole page. */
export const MATCH_SETTINGS_ENDPOINTS = {
  workArea: agenciesEndpoints.postProviderAccessWorkArea,
  agencyTypes: agenciesEndpoints.postUserProviderType,
  expertises: agenciesEndpoints.postProviderBestCategory,
  sectors: agenciesEndpoints.postProviderBestSector,
  technologies: agenciesEndpoints.postTechnology,
} as const;
export type TMatchSettingsPart = keyof typeof MATCH_SETTINGS_ENDPOINTS;

export function saveMatchSettings(
  api: TApiContext,
  part: TMatchSettingsPart,
  body: unknown,
): Promise<TEnvelope<TMatchSettingsPage>> {
  // The sections' forms are checked by the API (field errors beside each field), so the body stays unknown here.
  return callEndpointEnvelope(api, MATCH_SETTINGS_ENDPOINTS[part], { body: body as never });
}

/** Saves one section, puts the answered page in the cache and shows the API's own success Message. */
export function useSaveMatchSettings(part: TMatchSettingsPart) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveMatchSettings(api, part, body),
    onSuccess: (answer) => {
      queryClient.setQueryData([...MATCH_SETTINGS_QUERY_KEY, api.locale], answer.Data);
      if (answer.Message) notifications.show({ color: 'green', message: answer.Message });
    },
  });
}
