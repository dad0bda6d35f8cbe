import type { TOffer, TOfferMetric } from '@brifa/contracts';
import { briefsEndpoints, catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/**
 * Under the project lists' key (['projects', 'offers']), so that the project actions (stop, close, delete)
 * reload the detail page too.
 */
export function offerDetailKey(offerKey: string) {
  return ['projects', 'offers', 'detail', offerKey] as const;
}

/** GET offer/{key}/page: one of the client's projects (404 for someone else's). */
export function getOffer(api: TApiContext, offerKey: string): Promise<TOffer> {
  return callEndpoint(api, briefsEndpoints.getOfferPage, { params: { id: offerKey } });
}

export function useOffer(offerKey: string) {
  const api = useApiContext();
  return useQuery(
    queryOptions({ queryKey: offerDetailKey(offerKey), queryFn: () => getOffer(api, offerKey) }),
  );
}

/** GET OfferMetric/{key}: views, responses, matched agencies and the time to the first response. */
export function getOfferMetric(api: TApiContext, offerKey: string): Promise<TOfferMetric> {
  return callEndpoint(api, briefsEndpoints.getOfferMetricById, { params: { id: offerKey } });
}

export function useOfferMetric(offerKey: string) {
  const api = useApiContext();
  return useQuery({
    queryKey: ['client-offers', 'metric', offerKey],
    queryFn: () => getOfferMetric(api, offerKey),
  });
}

/** The names the brief is stored by: its category's questions, sectors, the city and its districts. */
export function useBriefLabels(offer: TOffer | undefined) {
  const api = useApiContext();
  const enabled = !!offer;
  const questions = useQuery({
    queryKey: ['catalogue', 'questions', offer?.CategoryId, api.locale],
    queryFn: () =>
      callEndpoint(api, catalogueEndpoints.expertiseQuestions, { params: { id: offer?.CategoryId ?? '' } }),
    enabled,
    staleTime: 10 * 60_000,
  });
  const sectors = useQuery({
    queryKey: ['catalogue', 'sectors', api.locale],
    queryFn: () => callEndpoint(api, catalogueEndpoints.sectors),
    enabled,
    staleTime: 10 * 60_000,
  });
  const cities = useQuery({
    queryKey: ['catalogue', 'cities', 'TR'],
    queryFn: () => callEndpoint(api, catalogueEndpoints.cities, { query: { CountryIso: 'TR' } }),
    enabled,
    staleTime: 10 * 60_000,
  });
  const districts = useQuery({
    queryKey: ['catalogue', 'districts', offer?.CityId],
    queryFn: () => callEndpoint(api, catalogueEndpoints.districts, { query: { CityId: offer?.CityId } }),
    enabled: enabled && offer?.DistrictId !== null,
    staleTime: 10 * 60_000,
  });
  return {
    questions: questions.data ?? [],
    sectorName: sectors.data?.find((sector) => sector.Id === offer?.SectorId)?.Name ?? null,
    cityName: cities.data?.find((city) => city.Id === offer?.CityId)?.Name ?? null,
    districtName: districts.data?.find((district) => district.Id === offer?.DistrictId)?.Name ?? null,
  };
}
