import {
  briefsEndpoints,
  PAGE_SIZE,
  type TProviderOpportunity,
  type TProviderOpportunityList,
  type TProviderOpportunityType,
  type TSettableProviderFolder,
} from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { OPPORTUNITIES_KEY, opportunityKeys, retryUnlessClientError } from './opportunities-keys.ts';

export type TOpportunityFilters = {
  pageIndex: number;
  type: TProviderOpportunityType;
  search: string;
  categoryId: number | null;
  sectorId: number | null;
  /** true: only pool briefs (matched pool offers); undefined: both. */
  hasPool?: boolean | undefined;
};

/** GET MatchedProvider/by-provider: one page of the agency's opportunities with every folder's count. */
export function listOpportunities(
  api: TApiContext,
  filters: TOpportunityFilters,
): Promise<TProviderOpportunityList> {
  return callEndpoint(api, briefsEndpoints.getMatchedProviderByProvider, {
    query: {
      PageIndex: filters.pageIndex,
      PageSize: PAGE_SIZE.matchedProviderOffers,
      Type: filters.type,
      Search: filters.search.trim() || undefined,
      CategoryId: filters.categoryId ?? undefined,
      SectorId: filters.sectorId ?? undefined,
      HasPool: filters.hasPool,
    },
  });
}

export function opportunitiesQuery(api: TApiContext, filters: TOpportunityFilters) {
  return queryOptions({
    queryKey: [...opportunityKeys.lists, api.locale, filters],
    queryFn: () => listOpportunities(api, filters),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

export function useOpportunities(filters: TOpportunityFilters) {
  const api = useApiContext();
  return useQuery(opportunitiesQuery(api, filters));
}

/** POST MatchedProviderFolder (a folder) or DELETE MatchedProviderFolder (null: back to "not reviewed"). */
export function setOpportunityFolder(
  api: TApiContext,
  matchId: number,
  folder: TSettableProviderFolder | null,
): Promise<TProviderOpportunity> {
  return folder
    ? callEndpoint(api, briefsEndpoints.postMatchedProviderFolder, {
        body: { MatchedProviderId: matchId, Folder: folder },
      })
    : callEndpoint(api, briefsEndpoints.deleteMatchedProviderFolder, {
        body: { MatchedProviderId: matchId },
      });
}

/** Moves an opportunity between folders; the lists and their counts reload afterwards. */
export function useSetOpportunityFolder() {
  const api = useApiContext();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, folder }: { matchId: number; folder: TSettableProviderFolder | null }) =>
      setOpportunityFolder(api, matchId, folder),
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, locale) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_KEY }),
  });
}
