import { identityEndpoints, PAGE_SIZE, type TPaged, type TTeamMember } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const TEAM_MEMBERS_QUERY_KEY = ['team', 'members'] as const;

/** GET ExternalUser/page: the agency's team, owner included (spec page size 1000: one page is all). */
export function listTeamMembers(api: TApiContext): Promise<TPaged<TTeamMember>> {
  return callEndpoint(api, identityEndpoints.getExternalUserPage, {
    query: { PageIndex: 0, PageSize: PAGE_SIZE.default },
  });
}

export function teamMembersQuery(api: TApiContext, initial?: TPaged<TTeamMember> | null) {
  return queryOptions({
    queryKey: TEAM_MEMBERS_QUERY_KEY,
    queryFn: () => listTeamMembers(api),
    initialData: initial ?? undefined,
    // A refusal (a member asking for the owner's list) will not change on a second try.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
}

export function useTeamMembers(initial?: TPaged<TTeamMember> | null) {
  const api = useApiContext();
  return useQuery(teamMembersQuery(api, initial));
}
