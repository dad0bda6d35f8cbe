import type { TCategoryKey } from '@brifa/contracts';

/** `?brief=1` (or `?brief=<categoryKey>`) in the URL means "the question flow is open", so a reload reopens it. */
export const BRIEF_PARAM = 'brief';
/** `&provider=<id>`: the flow was opened by "send project" on that agency's profile. */
export const PROVIDER_PARAM = 'provider';

export type TBriefFlowOpen = { categoryKey?: TCategoryKey | null; requestedProviderId?: number | null };

/** The query string that opens the question flow in any layout that hosts it. */
export function briefFlowSearch(options: TBriefFlowOpen = {}): string {
  const params = new URLSearchParams();
  params.set(BRIEF_PARAM, options.categoryKey ?? '1');
  if (options.requestedProviderId) params.set(PROVIDER_PARAM, String(options.requestedProviderId));
  return `?${params}`;
}
