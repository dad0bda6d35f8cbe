import {
  AUDIENCE_TYPES,
  AVAILABLE_TIMES,
  BRIEF_BLOCKING_CODES,
  BRIEF_MAX_LENGTH,
  BUSINESS_TYPES,
  CATEGORY_KEYS,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  categoryIdOf,
  EMPLOYEE_COUNTS,
  fieldMessage,
  GEO_SCOPES,
  type IBriefQuality,
  type TAudienceType,
  type TBusinessType,
  type TCategoryKey,
  type TExpertiseQuestion,
  type TGeoScope,
  type TLocale,
  type TOfferCreate,
  type TTurnoverRange,
  TURNOVER_RANGES,
  ZOfferCreate,
} from '@brifa/contracts';
import { checkValue, type TFieldErrors } from '../../lib/form-errors.ts';

/**
 * The question flow's state, kept in localStorage so that a reload (or closing and reopening the pop-up) resumes
 * at the same step with every answer. The password and the file are never kept.
 */

type TCompanySize = (typeof COMPANY_SIZES)[number];
type TEmployeeCount = (typeof EMPLOYEE_COUNTS)[number];
type TContactPreference = (typeof CONTACT_PREFERENCES)[number];
type TAvailableTime = (typeof AVAILABLE_TIMES)[number];

export const BRIEF_STEPS = [
  'category',
  'questions',
  'budget',
  'company',
  'description',
  'contact',
  'file',
  'account',
  'code',
] as const;
export type TBriefStep = (typeof BRIEF_STEPS)[number];

/** Who is filling in the flow decides whether the account steps are shown. */
export type TBriefViewer = 'visitor' | 'client' | 'unverified-client';

export function stepsFor(viewer: TBriefViewer): TBriefStep[] {
  if (viewer === 'client') return BRIEF_STEPS.filter((step) => step !== 'account' && step !== 'code');
  if (viewer === 'unverified-client') return BRIEF_STEPS.filter((step) => step !== 'account');
  return [...BRIEF_STEPS];
}

/** The step to show: the saved one when this viewer has it, else the nearest earlier one it has. */
export function resumeStep(saved: TBriefStep, viewer: TBriefViewer): TBriefStep {
  const steps = stepsFor(viewer);
  if (steps.includes(saved)) return saved;
  // A visitor who signed in meanwhile: the account step is gone, the code step may be too.
  const index = BRIEF_STEPS.indexOf(saved);
  const earlier = steps.filter((step) => BRIEF_STEPS.indexOf(step) <= index);
  return earlier[earlier.length - 1] ?? steps[0]!;
}

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

/** Fields each step shows: an API error on one of them sends the client back to that step. */
export const STEP_FIELDS: Record<TBriefStep, readonly string[]> = {
  category: ['CategoryId', 'CategoryKey', 'RequestedProviderIds'],
  questions: ['Answers'],
  budget: ['BudgetTry', 'StartDate', 'GeoScope', 'AudienceType', 'IsTender'],
  company: [
    'CompanyName',
    'SectorId',
    'CompanySize',
    'EmployeeCount',
    'Turnover',
    'BusinessType',
    'CityId',
    'DistrictId',
    'IsDecisionMaker',
  ],
  description: ['Description'],
  contact: ['ContactPreference', 'AvailableTime'],
  file: ['File'],
  account: ['Name', 'Surname', 'Email', 'Password', 'CellPhoneNumber', 'IsClarificationAccepted'],
  code: ['Code'],
};

export function stepOfField(field: string): TBriefStep | null {
  const base = field.startsWith('Answers.') ? 'Answers' : field;
  return BRIEF_STEPS.find((step) => STEP_FIELDS[step].includes(base)) ?? null;
}

/** The answer counts as given (a required question is answered). */
export function isAnswered(answer: string | string[] | undefined): boolean {
  if (answer === undefined) return false;
  return Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '';
}

const TEXT_ANSWER_MAX = 500;

/** The problems of one step, as field -> message in the page language (empty when the step may be left). */
export function validateStep(input: {
  step: TBriefStep;
  values: TBriefValues;
  questions: readonly TExpertiseQuestion[];
  quality: IBriefQuality;
  locale: TLocale;
}): TFieldErrors {
  const { step, values, questions, quality, locale } = input;
  const errors: TFieldErrors = {};
  const required = fieldMessage('required', locale);
  const need = (field: keyof TBriefValues) => {
    const value = values[field];
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      errors[field] = required;
    }
  };
  switch (step) {
    case 'category':
      if (!values.CategoryKey) errors.CategoryKey = required;
      break;
    case 'questions':
      for (const question of questions) {
        const answer = values.Answers[question.Key];
        if (question.IsRequired && !isAnswered(answer)) errors[`Answers.${question.Key}`] = required;
        else if (typeof answer === 'string' && answer.trim().length > TEXT_ANSWER_MAX) {
          errors[`Answers.${question.Key}`] = fieldMessage('tooLong', locale, {
            max: TEXT_ANSWER_MAX,
          });
        }
      }
      break;
    case 'budget': {
      if (!values.BudgetUndefined) {
        const problem = checkValue(ZOfferCreate.shape.BudgetTry, values.BudgetTry, locale);
        if (problem) errors.BudgetTry = problem;
      }
      need('GeoScope');
      need('AudienceType');
      need('IsTender');
      break;
    }
    case 'company': {
      const problem = checkValue(ZOfferCreate.shape.CompanyName, values.CompanyName, locale);
      if (problem) errors.CompanyName = problem;
      for (const field of [
        'SectorId',
        'CompanySize',
        'EmployeeCount',
        'Turnover',
        'BusinessType',
        'CityId',
        'IsDecisionMaker',
      ] as const) {
        need(field);
      }
      break;
    }
    case 'description': {
      const blocking = quality.warnings.find((warning) => BRIEF_BLOCKING_CODES.includes(warning.code));
      if (values.Description.trim() === '') errors.Description = required;
      else if (blocking) errors.Description = blocking.message;
      else if (values.Description.trim().length > BRIEF_MAX_LENGTH) {
        errors.Description = fieldMessage('tooLong', locale, { max: BRIEF_MAX_LENGTH });
      }
      break;
    }
    case 'contact':
      need('ContactPreference');
      need('AvailableTime');
      break;
    default:
      break;
  }
  return errors;
}

/** The POST Offer body from the flow's answers. */
export function toOfferBody(values: TBriefValues, questions: readonly TExpertiseQuestion[]): TOfferCreate {
  const answers: Record<string, string | string[]> = {};
  for (const question of questions) {
    const answer = values.Answers[question.Key];
    if (!isAnswered(answer)) continue;
    answers[question.Key] = typeof answer === 'string' ? answer.trim() : (answer as string[]);
  }
  return {
    CategoryId: values.CategoryKey ? categoryIdOf(values.CategoryKey) : 0,
    Answers: answers,
    BudgetTry: values.BudgetUndefined ? null : values.BudgetTry,
    StartDate: values.StartDate,
    CompanyName: values.CompanyName.trim(),
    SectorId: Number(values.SectorId),
    CompanySize: values.CompanySize ?? 'sme',
    EmployeeCount: values.EmployeeCount ?? '1-10',
    CityId: Number(values.CityId),
    DistrictId: values.DistrictId ? Number(values.DistrictId) : null,
    IsDecisionMaker: values.IsDecisionMaker === true,
    Description: values.Description.trim(),
    ContactPreference: values.ContactPreference ?? 'platform',
    AvailableTime: values.AvailableTime ?? 'anytime',
    AudienceType: values.AudienceType,
    GeoScope: values.GeoScope,
    BusinessType: values.BusinessType,
    Turnover: values.Turnover,
    IsTender: values.IsTender,
    RequestedProviderIds: values.RequestedProviderId ? [values.RequestedProviderId] : [],
  };
}
