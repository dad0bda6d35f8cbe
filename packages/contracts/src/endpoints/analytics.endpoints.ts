import { z } from 'zod';
import { ZClientAnalyticsEvent } from '../analytics.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Funnel events only the browser sees. */
export const analyticsEndpoints = {
  postAnalytics: defineEndpoint({
    method: 'POST',
    path: '/Analytics',
    body: ZClientAnalyticsEvent,
    response: z.object({ Recorded: z.boolean() }),
  }),
};
