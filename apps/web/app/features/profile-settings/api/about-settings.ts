import type { TAboutSettingPage, TReference } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type TApiContext, type TApiRequest } from '../../../lib/api-client.ts';
import { useApiContext, useRefreshSessionUser } from '../../../lib/use-session-user.ts';

export const ABOUT_SETTINGS_KEY = ['profile', 'about'] as const;
const REFERENCES_KEY = ['profile', 'references'] as const;

export function getAboutSettings(api: TApiContext): Promise<TAboutSettingPage> {
  return apiRequest<TAboutSettingPage>(api, { path: 'Page/about-setting' });
}

export function useAboutSettings(initial: TAboutSettingPage | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: ABOUT_SETTINGS_KEY,
      queryFn: () => getAboutSettings(api),
      initialData: initial ?? undefined,
    }),
  );
}

/** One save of the about page (JSON or a file); the answer is the page as it now is. */
export function useSaveAbout() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshSessionUser();
  return useMutation({
    mutationFn: (request: Pick<TApiRequest, 'path' | 'body'>) =>
      apiRequest<TAboutSettingPage>(api, { method: 'PUT', ...request }),
    onSuccess: (page) => {
      queryClient.setQueryData(ABOUT_SETTINGS_KEY, page);
      void refreshUser();
    },
  });
}

export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('File', file);
  return body;
}

type TReferencePage = { Items: TReference[]; TotalCount: number };

export function useReferences() {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: REFERENCES_KEY,
      queryFn: () => apiRequest<TReferencePage>(api, { path: 'Reference', query: { PageSize: 1000 } }),
    }),
  );
}

/** Upload, rename or delete references; each answers with the whole list. */
export function useChangeReferences() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Pick<TApiRequest, 'method' | 'path' | 'body'>) =>
      apiRequest<TReferencePage>(api, request),
    onSuccess: (page) => queryClient.setQueryData(REFERENCES_KEY, page),
  });
}
