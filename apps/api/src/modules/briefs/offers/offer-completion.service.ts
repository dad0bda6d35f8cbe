import { missingFieldsSchema, type TLocale, type TOffer, type TOfferMissingFields } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { parseBody } from '../../../platform/validate.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { selectNotCompletedOffers, updateOfferFields } from './offer-completion.repo.ts';
import { findOwnOffer } from './offers.repo.ts';
import { missingFields, toOffer } from './offers.service.ts';

/** GET offer/not-completed: the client's open projects that miss data, newest first (/project-complete). */
export async function listNotCompletedOffers(
  deps: TDeps,
  userId: number,
  locale: TLocale,
): Promise<TOffer[]> {
  const rows = await selectNotCompletedOffers(deps.db, userId);
  return Promise.all(rows.map((row) => toOffer(deps, row, locale)));
}

/**
 * PUT offer/{id}/missing-fields: the fields the project misses are required, the others may be corrected;
 * afterwards the project misses nothing. Someone else's project is "not found".
 */
export async function completeOffer(
  deps: TDeps,
  userId: number,
  key: string,
  body: TOfferMissingFields,
  locale: TLocale,
): Promise<TOffer> {
  const row = await findOwnOffer(deps.db, userId, key);
  if (!row) throw briefsErrors.offerNotFound();
  const input = parseBody(missingFieldsSchema(missingFields(row)), body, locale);
  const values = {
    ...(input.AudienceType != null ? { audienceType: input.AudienceType } : {}),
    ...(input.GeoScope != null ? { geoScope: input.GeoScope } : {}),
    ...(input.BusinessType != null ? { businessType: input.BusinessType } : {}),
    ...(input.Turnover != null ? { turnover: input.Turnover } : {}),
    ...(input.IsTender != null ? { isTender: input.IsTender } : {}),
    ...(input.EmployeeCount != null ? { employeeCount: input.EmployeeCount } : {}),
    ...(input.ContactPreference != null ? { contactPreference: input.ContactPreference } : {}),
    ...(input.AvailableTime != null ? { availableTime: input.AvailableTime } : {}),
  };
  if (Object.keys(values).length === 0) return toOffer(deps, row, locale);
  const updated = await updateOfferFields(deps.db, row.id, values);
  if (!updated) throw briefsErrors.offerNotFound();
  return toOffer(deps, updated, locale);
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { hasNotCompletedOffer } from './offer-completion.repo.ts';
