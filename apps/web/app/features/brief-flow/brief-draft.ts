import {
  AUDIENCE_TYPES,
  AVAILABLE_TIMES,
  BUSINESS_TYPES,
  CATEGORY_KEYS,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  EMPLOYEE_COUNTS,
  GEO_SCOPES,
  type TAudienceType,
  type TBusinessType,
  type TCategoryKey,
  type TGeoScope,
  type TTurnoverRange,
  TURNOVER_RANGES,
} from '@brifa/contracts';
import { BRIEF_STEPS, type TBriefStep } from './brief-steps.ts';

/**
 * The question flow's state, kept in localStorage so that a reload (or closing and reopening the pop-up) resumes
 * at the same step with every answer. The password and the file are never kept.
 */

type TCompanySize = (typeof COMPANY_SIZES)[number];
type TEmployeeCount = (typeof EMPLOYEE_COUNTS)[number];
type TContactPreference = (typeof CONTACT_PREFERENCES)[number];
type TAvailableTime = (typeof AVAILABLE_TIMES)[number];

export type TBriefValues = {
  CategoryKey: TCategoryKey | null;
  /** Question key -> option key (single), option keys (multiple) or text. */
  Answers: Record<string, string | string[]>;
  /** Whole lira, digits only. */
  BudgetTry: string;
  BudgetUndefined: boolean;
  /** YYYY-MM-DD */
  StartDate: string | null;
  GeoScope: TGeoScope | null;
  AudienceType: TAudienceType | null;
  IsTender: boolean | null;
  CompanyName: string;
  SectorId: string | null;
  CompanySize: TCompanySize | null;
  EmployeeCount: TEmployeeCount | null;
  Turnover: TTurnoverRange | null;
  BusinessType: TBusinessType | null;
  CityId: string | null;
  DistrictId: string | null;
  IsDecisionMaker: boolean | null;
  Description: string;
  ContactPreference: TContactPreference | null;
  AvailableTime: TAvailableTime | null;
  /** "Send project" from an agency's profile asks for that agency by id. */
  RequestedProviderId: number | null;
  Name: string;
  Surname: string;
  Email: string;
  /** In memory only: never written to the draft. */
  Password: string;
  CellPhoneNumber: string;
  IsClarificationAccepted: boolean;
};

export type TBriefDraft = { version: 1; step: TBriefStep; values: Omit<TBriefValues, 'Password'> };

export function emptyValues(): TBriefValues {
  return {
    CategoryKey: null,
    Answers: {},
    BudgetTry: '',
    BudgetUndefined: false,
    StartDate: null,
    GeoScope: null,
    AudienceType: null,
    IsTender: null,
    CompanyName: '',
    SectorId: null,
    CompanySize: null,
    EmployeeCount: null,
    Turnover: null,
    BusinessType: null,
    CityId: null,
    DistrictId: null,
    IsDecisionMaker: null,
    Description: '',
    ContactPreference: null,
    AvailableTime: null,
    RequestedProviderId: null,
    Name: '',
    Surname: '',
    Email: '',
    Password: '',
    CellPhoneNumber: '',
    IsClarificationAccepted: false,
  };
}

export const DRAFT_STORAGE_KEY = 'brifa.brief-draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes may refuse storage: the flow still works, without resuming.
    return null;
  }
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const idText = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? value : null;

/** Reads a saved draft, keeping only values of the right shape (a stale or edited draft cannot break the flow). */
export function parseDraft(raw: string | null): { step: TBriefStep; values: TBriefValues } | null {
  if (!raw) return null;
  let data: Partial<TBriefDraft>;
  try {
    data = JSON.parse(raw) as Partial<TBriefDraft>;
  } catch {
    return null;
  }
  if (data?.version !== 1 || typeof data.values !== 'object' || data.values === null) return null;
  const v = data.values as Record<string, unknown>;
  const answers: Record<string, string | string[]> = {};
  if (v.Answers && typeof v.Answers === 'object') {
    for (const [key, answer] of Object.entries(v.Answers as Record<string, unknown>)) {
      if (typeof answer === 'string') answers[key] = answer;
      else if (Array.isArray(answer)) answers[key] = answer.filter((item) => typeof item === 'string');
    }
  }
  const values: TBriefValues = {
    ...emptyValues(),
    CategoryKey: oneOf(CATEGORY_KEYS, v.CategoryKey),
    Answers: answers,
    BudgetTry: text(v.BudgetTry).replace(/\D/g, ''),
    BudgetUndefined: v.BudgetUndefined === true,
    StartDate:
      typeof v.StartDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.StartDate) ? v.StartDate : null,
    GeoScope: oneOf(GEO_SCOPES, v.GeoScope),
    AudienceType: oneOf(AUDIENCE_TYPES, v.AudienceType),
    IsTender: flag(v.IsTender),
    CompanyName: text(v.CompanyName),
    SectorId: idText(v.SectorId),
    CompanySize: oneOf(COMPANY_SIZES, v.CompanySize),
    EmployeeCount: oneOf(EMPLOYEE_COUNTS, v.EmployeeCount),
    Turnover: oneOf(TURNOVER_RANGES, v.Turnover),
    BusinessType: oneOf(BUSINESS_TYPES, v.BusinessType),
    CityId: idText(v.CityId),
    DistrictId: idText(v.DistrictId),
    IsDecisionMaker: flag(v.IsDecisionMaker),
    Description: text(v.Description),
    ContactPreference: oneOf(CONTACT_PREFERENCES, v.ContactPreference),
    AvailableTime: oneOf(AVAILABLE_TIMES, v.AvailableTime),
    RequestedProviderId:
      typeof v.RequestedProviderId === 'number' && Number.isInteger(v.RequestedProviderId)
        ? v.RequestedProviderId
        : null,
    Name: text(v.Name),
    Surname: text(v.Surname),
    Email: text(v.Email),
    CellPhoneNumber: text(v.CellPhoneNumber),
    IsClarificationAccepted: v.IsClarificationAccepted === true,
  };
  const step = oneOf(BRIEF_STEPS, data.step) ?? 'category';
  // Without a category nothing after the first step makes sense.
  return { step: values.CategoryKey ? step : 'category', values };
}

export function loadDraft(): { step: TBriefStep; values: TBriefValues } | null {
  return parseDraft(storage()?.getItem(DRAFT_STORAGE_KEY) ?? null);
}

export function saveDraft(step: TBriefStep, values: TBriefValues): void {
  const { Password: _never, ...kept } = values;
  const draft: TBriefDraft = { version: 1, step, values: kept };
  try {
    storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: resuming is a convenience, the flow goes on.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
