import { CATEGORY_KEYS, COMPANY_SIZES, type TCategoryKey } from '@brifa/contracts';
import { BRIEF_STEPS, type TBriefStep } from './brief-steps.ts';

/**
 * The question flow's state, kept in localStorage so that a reload (or closing and reopening the pop-up) resumes
 * at the same step with every answer. The file is never kept.
 */

type TCompanySize = (typeof COMPANY_SIZES)[number];

export type TBriefValues = {
  CategoryKey: TCategoryKey | null;
  /** Question key -> option key (single), option keys (multiple) or text. */
  Answers: Record<string, string | string[]>;
  /** Whole lira, digits only. */
  BudgetTry: string;
  BudgetUndefined: boolean;
  /** YYYY-MM-DD */
  StartDate: string | null;
  Description: string;
  CompanyName: string;
  SectorId: string | null;
  CityId: string | null;
  CompanySize: TCompanySize | null;
  IsDecisionMaker: boolean | null;
  /** "Send project" from an agency's profile asks for that agency by id. */
  RequestedProviderId: number | null;
  Name: string;
  Surname: string;
  Email: string;
  CellPhoneNumber: string;
  IsClarificationAccepted: boolean;
};

export type TBriefDraft = { version: 1; step: TBriefStep; values: TBriefValues };

/** Steps of the longer flow before issue 16, for drafts saved then: each now lives in one of these. */
const EARLIER_STEPS: Record<string, TBriefStep> = {
  budget: 'project',
  description: 'project',
  file: 'project',
  contact: 'company',
};

export function emptyValues(): TBriefValues {
  return {
    CategoryKey: null,
    Answers: {},
    BudgetTry: '',
    BudgetUndefined: false,
    StartDate: null,
    Description: '',
    CompanyName: '',
    SectorId: null,
    CityId: null,
    CompanySize: null,
    IsDecisionMaker: null,
    RequestedProviderId: null,
    Name: '',
    Surname: '',
    Email: '',
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
    Description: text(v.Description),
    CompanyName: text(v.CompanyName),
    SectorId: idText(v.SectorId),
    CityId: idText(v.CityId),
    CompanySize: oneOf(COMPANY_SIZES, v.CompanySize),
    IsDecisionMaker: flag(v.IsDecisionMaker),
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
  const step =
    oneOf(BRIEF_STEPS, data.step) ??
    (typeof data.step === 'string' ? EARLIER_STEPS[data.step] : undefined) ??
    'category';
  // Without a category nothing after the first step makes sense.
  return { step: values.CategoryKey ? step : 'category', values };
}

export function loadDraft(): { step: TBriefStep; values: TBriefValues } | null {
  return parseDraft(storage()?.getItem(DRAFT_STORAGE_KEY) ?? null);
}

export function saveDraft(step: TBriefStep, values: TBriefValues): void {
  const draft: TBriefDraft = { version: 1, step, values };
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
