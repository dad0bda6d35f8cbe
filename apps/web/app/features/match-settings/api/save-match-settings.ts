import type { TEnvelope, TMatchSettingsPage } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { MATCH_SETTINGS_QUERY_KEY } from './get-match-settings.ts';

/** The five calls of the match settings screen; each replaces one part and answers with the whole page. */
export const MATCH_SETTINGS_PATHS = {
  workArea: 'Provider/access-work-area',
  agencyTypes: 'UserProviderType',
  expertises: 'ProviderBestCategory',
  sectors: 'ProviderBestSector',
  technologies: 'Technology',
} as const;
export type TMatchSettingsPart = keyof typeof MATCH_SETTINGS_PATHS;

export function saveMatchSettings(
  api: TApiContext,
  part: TMatchSettingsPart,
  body: unknown,
): Promise<TEnvelope<TMatchSettingsPage>> {
  return apiEnvelope(api, { method: 'POST', path: MATCH_SETTINGS_PATHS[part], body });
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
