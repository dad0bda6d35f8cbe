import type {
  TAssistantAsk,
  TAssistantDraft,
  TAssistantFixedField,
  TCategory,
  TCity,
  TExpertiseQuestion,
  TLocale,
  TSector,
} from '@brifa/contracts';
import { COMPANY_SIZE_LABELS } from '../../../entities/brief/brief-labels.ts';
import { formatDate } from '../../../lib/date-time.ts';
import type { TTranslate } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';

/** The page's own wording of each question (Answers.* and Details carry the server's). */
const ASK_TEXTS = {
  Description: 'briefAssistant.ask.Description',
  CategoryKey: 'briefAssistant.ask.CategoryKey',
  Details: 'briefAssistant.ask.Details',
  BudgetTry: 'briefAssistant.ask.BudgetTry',
  StartDate: 'briefAssistant.ask.StartDate',
  CompanyName: 'briefAssistant.ask.CompanyName',
  SectorId: 'briefAssistant.ask.SectorId',
  CityId: 'briefAssistant.ask.CityId',
  CompanySize: 'briefAssistant.ask.CompanySize',
  IsDecisionMaker: 'briefAssistant.ask.IsDecisionMaker',
} as const satisfies Record<TAssistantFixedField, TMessageKey>;

const FIELD_LABELS = {
  Description: 'briefAssistant.field.Description',
  CategoryKey: 'briefAssistant.field.CategoryKey',
  Details: 'briefAssistant.field.Details',
  BudgetTry: 'briefAssistant.field.BudgetTry',
  StartDate: 'briefAssistant.field.StartDate',
  CompanyName: 'briefAssistant.field.CompanyName',
  SectorId: 'briefAssistant.field.SectorId',
  CityId: 'briefAssistant.field.CityId',
  CompanySize: 'briefAssistant.field.CompanySize',
  IsDecisionMaker: 'briefAssistant.field.IsDecisionMaker',
} as const satisfies Record<TAssistantFixedField, TMessageKey>;

const isFixed = (field: string): field is TAssistantFixedField => field in ASK_TEXTS;
const ANSWERS = 'Answers.';

/** The question's wording: the server's when it gives one (category questions, missing details), else the page's. */
export function askText(ask: TAssistantAsk, t: TTranslate): string {
  // The server's wording is the more precise one whenever it gives one (e.g. "rewrite without your phone").
  if (ask.Question) return ask.Question;
  if (ask.Field.startsWith(ANSWERS)) return t('briefAssistant.ask.Answers');
  return isFixed(ask.Field) ? t(ASK_TEXTS[ask.Field]) : '';
}

/** The names the page knows (the catalogues the pop-up loads too), to say what a value means. */
export type TLookups = {
  categories: TCategory[];
  questions: TExpertiseQuestion[];
  sectors: TSector[];
  cities: TCity[];
};

export type TFieldLine = { field: string; label: string; value: string };

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** One gathered value as "label: value", or null while it is empty. */
export function fieldLine(
  field: string,
  draft: TAssistantDraft,
  lookups: TLookups,
  t: TTranslate,
  locale: TLocale,
  options: { clipAt?: number } = {},
): TFieldLine | null {
  if (field.startsWith(ANSWERS)) {
    const key = field.slice(ANSWERS.length);
    const answer = draft.Answers[key];
    if (answer === undefined || answer.length === 0) return null;
    const question = lookups.questions.find((item) => item.Key === key);
    const nameOf = (option: string) => question?.Options.find((item) => item.Key === option)?.Name ?? option;
    const value = Array.isArray(answer) ? answer.map(nameOf).join(', ') : nameOf(answer);
    return { field, label: question?.Question ?? t('briefAssistant.field.Answers'), value };
  }
  if (!isFixed(field)) return null;
  const label = t(FIELD_LABELS[field]);
  const line = (value: string | null | undefined) => (value ? { field, label, value } : null);
  switch (field) {
    case 'Description':
    case 'Details':
      return line(options.clipAt ? clip(draft.Description.trim(), options.clipAt) : draft.Description.trim());
    case 'CategoryKey':
      return line(
        draft.CategoryKey &&
          (lookups.categories.find((item) => item.Key === draft.CategoryKey)?.Name ?? draft.CategoryKey),
      );
    case 'BudgetTry':
      if (draft.BudgetUndefined) return line(t('briefAssistant.summary.notDefined'));
      return line(draft.BudgetTry ? formatLira(Number(draft.BudgetTry), locale) : null);
    case 'StartDate':
      return line(draft.StartDate ? formatDate(draft.StartDate, locale) : null);
    case 'CompanyName':
      return line(draft.CompanyName.trim());
    case 'SectorId':
      return line(
        draft.SectorId &&
          (lookups.sectors.find((item) => String(item.Id) === draft.SectorId)?.Name ?? draft.SectorId),
      );
    case 'CityId':
      return line(
        draft.CityId &&
          (lookups.cities.find((item) => String(item.Id) === draft.CityId)?.Name ?? draft.CityId),
      );
    case 'CompanySize':
      return line(draft.CompanySize && t(COMPANY_SIZE_LABELS[draft.CompanySize]));
    case 'IsDecisionMaker':
      return line(
        draft.IsDecisionMaker === null
          ? null
          : t(draft.IsDecisionMaker ? 'briefAssistant.yes' : 'briefAssistant.no'),
      );
  }
}

/** Everything gathered, in the pop-up's order, the description last (it is the longest). */
export function summaryLines(
  draft: TAssistantDraft,
  lookups: TLookups,
  t: TTranslate,
  locale: TLocale,
): TFieldLine[] {
  const asked = lookups.questions.map((question) => question.Key);
  const answerKeys = [
    ...asked.filter((key) => key in draft.Answers),
    ...Object.keys(draft.Answers).filter((key) => !asked.includes(key)),
  ];
  const fields = [
    'CategoryKey',
    ...answerKeys.map((key) => `${ANSWERS}${key}`),
    'BudgetTry',
    'StartDate',
    'CompanyName',
    'SectorId',
    'CityId',
    'CompanySize',
    'IsDecisionMaker',
    'Description',
  ];
  return fields
    .map((field) => fieldLine(field, draft, lookups, t, locale))
    .filter((line): line is TFieldLine => line !== null);
}
