import { CATEGORY_KEYS, type TCategoryKey } from '@brifa/contracts';

export const PROJECTS_PATH = '/client/my-projects';

export function isCategoryKey(value: string | null | undefined): value is TCategoryKey {
  return !!value && (CATEGORY_KEYS as readonly string[]).includes(value);
}

export type TBriefFlowEntry = {
  /** A category chosen before opening (home page grid), or null. */
  categoryKey: TCategoryKey | null;
  /** "Send project" from an agency's profile. */
  requestedProviderId: number | null;
};
