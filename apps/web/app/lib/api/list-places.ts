import { catalogueEndpoints, type TCity, type TDistrict, TURKEY_COUNTRY_ID } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

/** GET Cities: the provinces of Türkiye (id = licence-plate code). */
export function listCities(api: TApiContext): Promise<TCity[]> {
  return callEndpoint(api, catalogueEndpoints.cities, { query: { CountryId: TURKEY_COUNTRY_ID } });
}

/** GET District?CityId=: the districts of a province. */
export function listDistricts(api: TApiContext, cityId: string): Promise<TDistrict[]> {
  return callEndpoint(api, catalogueEndpoints.districts, { query: { CityId: cityId } });
}

export function useCities(enabled = true) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: ['catalogue', 'cities', TURKEY_COUNTRY_ID, api.locale],
      queryFn: () => listCities(api),
      staleTime: Number.POSITIVE_INFINITY,
      enabled,
    }),
  );
}

export function useDistricts(cityId: string | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: ['catalogue', 'districts', cityId, api.locale],
      queryFn: () => listDistricts(api, cityId ?? ''),
      staleTime: Number.POSITIVE_INFINITY,
      enabled: !!cityId,
    }),
  );
}
