import type { TCategoryKey } from '@brifa/contracts';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';

/** POST Analytics: the question flow opened (the top of the funnel); a failure never bothers the visitor. */
export function trackBriefStarted(api: TApiContext, categoryKey: TCategoryKey | null): void {
  apiRequest(api, {
    method: 'POST',
    path: 'Analytics',
    body: { Name: 'brief_started', ...(categoryKey ? { CategoryKey: categoryKey } : {}) },
  }).catch(() => {});
}
