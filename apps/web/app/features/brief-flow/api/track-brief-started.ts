import type { TCategoryKey } from '@brifa/contracts';
import { analyticsEndpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** POST Analytics: the question flow opened (the top of the funnel); a failure never bothers the visitor. */
export function trackBriefStarted(api: TApiContext, categoryKey: TCategoryKey | null): void {
  callEndpoint(api, analyticsEndpoints.postAnalytics, {
    body: { Name: 'brief_started', ...(categoryKey ? { CategoryKey: categoryKey } : {}) },
  }).catch(() => {});
}
