import {
  BRIEF_MIN_LENGTH,
  briefLength,
  briefsEndpoints,
  categoryIdOf,
  type TBriefCheckResult,
  type TCategoryKey,
} from '@brifa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

type TBriefCheckInput = {
  CategoryKey: TCategoryKey;
  Description: string;
  BudgetDefined: boolean;
  HasStartDate: boolean;
};

/** POST Offer/brief-check: the server's quality check, with a language model's suggestions when configured. */
export function checkBrief(api: TApiContext, input: TBriefCheckInput): Promise<TBriefCheckResult> {
  return callEndpoint(api, briefsEndpoints.postOfferBriefCheck, {
    body: {
      CategoryId: categoryIdOf(input.CategoryKey),
      Description: input.Description,
      BudgetDefined: input.BudgetDefined,
      HasStartDate: input.HasStartDate,
    },
  });
}

/** Waits until the client stops typing for this long before asking the server. */
const PAUSE_MS = 1500;

/**
 * Suggestions for a long enough description, asked once typing pauses; the local scorer already shows the
 * warnings live, so only the suggestions are taken from the answer.
 */
export function useBriefSuggestions(input: TBriefCheckInput | null): string[] {
  const api = useApiContext();
  const [settled, setSettled] = useState(input);
  const key = input ? JSON.stringify(input) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised input is the dependency.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(input), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const ready = settled !== null && briefLength(settled.Description) >= BRIEF_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['brief-check', api.locale, settled],
    queryFn: () => checkBrief(api, settled!),
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return ready ? (query.data?.Suggestions ?? []) : [];
}
