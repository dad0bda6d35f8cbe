import type { TExpertiseQuestion } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** GET Expertises/questions/{id}: the brief questions of a category, in order. */
export function listQuestions(api: TApiContext, categoryId: number): Promise<TExpertiseQuestion[]> {
  return callEndpoint(api, catalogueEndpoints.expertiseQuestions, { params: { id: categoryId } });
}

export function useQuestions(categoryId: number | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: ['catalogue', 'questions', categoryId, api.locale],
      queryFn: () => listQuestions(api, categoryId ?? 0),
      staleTime: Number.POSITIVE_INFINITY,
      enabled: categoryId !== null,
    }),
  );
}
