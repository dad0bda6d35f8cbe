import { z } from 'zod';
import { ZClientAnalyticsEvent } from '../analytics.ts';
import { ZSuggestionCampaign } from '../suggestions.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Funnel events only the browser sees. */
export const analyticsEndpoints = {
  postAnalytics: defineEndpoint({
    method: 'POST',
    path: '/Analytics',
    body: ZClientAnalyticsEvent,
    response: z.object({ Recorded: z.boolean() }),
  }),
  /** GET SuggestionCampaign (issue 21 item 6): the signed-in agency's suggestions, running campaigns and ROI. */
  getSuggestionCampaign: defineEndpoint({
    method: 'GET',
    path: '/SuggestionCampaign',
    auth: 'required',
    response: ZSuggestionCampaign,
  }),
};
