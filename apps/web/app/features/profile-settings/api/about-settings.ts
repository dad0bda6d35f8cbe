import type { TAboutSettingPage, TPaged, TReference } from '@brifa/contracts';
import { agenciesEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext, useRefreshSessionUser } from '../../../lib/use-session-user.ts';

export const ABOUT_SETTINGS_KEY = ['profile', 'about'] as const;
const REFERENCES_KEY = ['profile', 'references'] as const;

export function getAboutSettings(api: TApiContext): Promise<TAboutSettingPage> {
  return callEndpoint(api, agenciesEndpoints.getPageAboutSetting);
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

/** One save of the about page (an agenciesEndpoints call, JSON or a file); the answer is the page as it now is. */
export type TAboutSave = (api: TApiContext) => Promise<TAboutSettingPage>;

export function useSaveAbout() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshSessionUser();
  return useMutation({
    mutationFn: (save: TAboutSave) => save(api),
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

/** Upload, rename or delete (agenciesEndpoints calls); each answers with the whole list. */
export type TReferencesChange = (api: TApiContext) => Promise<TPaged<TReference>>;

export function useReferences() {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: REFERENCES_KEY,
      queryFn: () => callEndpoint(api, agenciesEndpoints.getReference, { query: { PageSize: 1000 } }),
    }),
  );
}

/** Upload, rename or delete references; each answers with the whole list. */
export function useChangeReferences() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TReferencesChange) => change(api),
    onSuccess: (page) => queryClient.setQueryData(REFERENCES_KEY, page),
  });
}
