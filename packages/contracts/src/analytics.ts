import { z } from 'zod';

/** Funnel events the browser reports itself (the others are recorded by the API where they happen). */
export const CLIENT_ANALYTICS_EVENTS = ['brief_started'] as const;

/** POST Analytics */
export const ZClientAnalyticsEvent = z.object({
  Name: z.enum(CLIENT_ANALYTICS_EVENTS),
  /** The category the question flow opened with, when it opened with one. */
  CategoryKey: z.string().trim().max(60).optional(),
});
export type TClientAnalyticsEvent = z.infer<typeof ZClientAnalyticsEvent>;
