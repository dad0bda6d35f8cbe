import type { TMatchSettingsPage } from '@brifa/contracts';
import { agenciesEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const MATCH_SETTINGS_QUERY_KEY = ['provider', 'match-settings'] as const;

/** GET Page/match-setting: the agency's settings, its categories with service counts and the options. */
export function getMatchSettings(api: TApiContext): Promise<TMatchSettingsPage> {
  return callEndpoint(api, agenciesEndpoints.getPageMatchSetting);
}

export function matchSettingsQuery(api: TApiContext, initial?: TMatchSettingsPage | null) {
  return queryOptions({
    queryKey: [...MATCH_SETTINGS_QUERY_KEY, api.locale],
    queryFn: () => getMatchSettings(api),
    initialData: initial ?? undefined,
    // The loader's answer is fresh: no second request right after the first render.
    staleTime: 30_000,
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
}

export function useMatchSettings(initial?: TMatchSettingsPage | null) {
  const api = useApiContext();
  return useQuery(matchSettingsQuery(api, initial));
}
