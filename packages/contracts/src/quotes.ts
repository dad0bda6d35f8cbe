import { z } from 'zod';

/**
 * How a quote's amount is meant (decisions.md issue 16): the whole project, per month or per hour. The
 * client sees it beside the amount; the duration stays in days.
 */
export const PRICING_MODELS = ['fixed', 'monthly', 'hourly'] as const;
export type TPricingModel = (typeof PRICING_MODELS)[number];

/** One line of a quote: what is included and its part of the amount (kuruş). */
export const ZQuoteLine = z.object({ Title: z.string(), AmountKurus: z.number().int() });
export type TQuoteLine = z.infer<typeof ZQuoteLine>;
