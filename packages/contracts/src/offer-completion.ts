import { z } from 'zod';
import {
  AUDIENCE_TYPES,
  BUSINESS_TYPES,
  GEO_SCOPES,
  type TOfferCompletionField,
  TURNOVER_RANGES,
} from './matching.ts';
import { AVAILABLE_TIMES, CONTACT_PREFERENCES, EMPLOYEE_COUNTS } from './offers.ts';

/**
 * PUT offer/{id}/missing-fields (spec: project completion). Every field may be sent; the ones the project
 * still misses must be (see `missingFieldsSchema`), so that afterwards the project misses nothing.
 */
export const ZOfferMissingFields = z.object({
  AudienceType: z.enum(AUDIENCE_TYPES).nullish(),
  GeoScope: z.enum(GEO_SCOPES).nullish(),
  BusinessType: z.enum(BUSINESS_TYPES).nullish(),
  Turnover: z.enum(TURNOVER_RANGES).nullish(),
  IsTender: z.boolean().nullish(),
  EmployeeCount: z.enum(EMPLOYEE_COUNTS).nullish(),
  ContactPreference: z.enum(CONTACT_PREFERENCES).nullish(),
  AvailableTime: z.enum(AVAILABLE_TIMES).nullish(),
});
export type TOfferMissingFields = z.input<typeof ZOfferMissingFields>;

/** The same body, with each field the project misses now required ("required" message beside it). */
export function missingFieldsSchema(missing: readonly TOfferCompletionField[]) {
  return ZOfferMissingFields.superRefine((value, ctx) => {
    for (const field of missing) {
      if (value[field] === undefined || value[field] === null) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'required', input: value[field] });
      }
    }
  });
}
