import {
  ASSISTANT_BUDGET_UNDEFINED,
  ASSISTANT_DETAIL_LABELS,
  ASSISTANT_DETAIL_TOPICS,
  ASSISTANT_NO,
  ASSISTANT_NOTE_MESSAGES,
  ASSISTANT_OPTION_NAMES,
  ASSISTANT_SUGGESTED_CATEGORIES,
  ASSISTANT_YES,
  BRIEF_MAX_LENGTH,
  COMPANY_SIZES,
  scoreBrief,
  type TAssistantAsk,
  type TAssistantDraft,
  type TAssistantNoteCode,
  type TAssistantOption,
  type TCategoryKey,
  type TExpertiseQuestion,
  type TLocale,
  ZOfferCreate,
} from '@brifa/contracts';
import {
  istanbulToday,
  matchOption,
  matchOptions,
  readBudget,
  readDate,
  readYesNo,
  type TNamed,
} from './answer-reading.ts';
import { suggestCategories } from './category-hints.ts';

/**
 * The guided interview: which question comes next for a draft, and what an answer changes in it. Pure and
 * deterministic, so the question an answer is for can be worked out again from the draft it came with.
 */

export type TInterviewCatalogue = {
  locale: TLocale;
  now: Date;
  categories: { key: TCategoryKey; name: string; names: readonly string[] }[];
  /** The draft's category's questions (empty without a category). */
  questions: readonly TExpertiseQuestion[];
  sectors: { id: number; name: string }[];
  cities: { id: number; name: string }[];
};

export type TAnswer = { field: string; text: string; keys: readonly string[]; skip: boolean };
export type TAnswerOutcome = { draft: TAssistantDraft; filled: string[]; note: TAssistantNoteCode | null };

const COMPANY_NAME = ZOfferCreate.shape.CompanyName;
const TEXT_ANSWER_MAX = 500;
type TDetailTopic = (typeof ASSISTANT_DETAIL_TOPICS)[number] | 'tooShort';

const option = (key: string, name: string, suggested = false): TAssistantOption => ({
  Key: key,
  Name: name,
  Suggested: suggested,
});
const ask = (
  field: string,
  kind: TAssistantAsk['Kind'],
  options: TAssistantOption[] = [],
  extra: Partial<Pick<TAssistantAsk, 'Question' | 'Optional'>> = {},
): TAssistantAsk => ({
  Field: field,
  Kind: kind,
  Question: extra.Question ?? null,
  Options: options,
  Optional: extra.Optional ?? false,
});

function quality(draft: TAssistantDraft, locale: TLocale) {
  return scoreBrief(
    {
      description: draft.Description,
      budgetDefined: draft.BudgetUndefined || draft.BudgetTry !== '',
      hasStartDate: draft.StartDate !== null,
    },
    locale,
  );
}

/** What the description still lacks, in the order it is asked: a rewrite first, then topics once, then length. */
function descriptionNeed(
  draft: TAssistantDraft,
  locale: TLocale,
): { rewrite: string } | { topic: TDetailTopic; message: string } | null {
  const warnings = quality(draft, locale).warnings;
  const rewrite = warnings.find((w) => w.code === 'contactDetailsInText' || w.code === 'freePitch');
  if (rewrite) return { rewrite: rewrite.message };
  for (const topic of ASSISTANT_DETAIL_TOPICS) {
    const warning = warnings.find((w) => w.code === topic);
    if (warning && !draft.Skipped.includes(`Details.${topic}`)) return { topic, message: warning.message };
  }
  const short = warnings.find((w) => w.code === 'tooShort');
  return short ? { topic: 'tooShort', message: short.message } : null;
}

const answered = (value: string | string[] | undefined) =>
  value !== undefined && (Array.isArray(value) ? value.length > 0 : value.trim() !== '');

/** The next question for this draft, or null when the pop-up has all it needs. */
export function nextAsk(draft: TAssistantDraft, catalogue: TInterviewCatalogue): TAssistantAsk | null {
  const { locale } = catalogue;
  if (draft.Description.trim() === '') return ask('Description', 'text');
  if (!draft.CategoryKey) {
    const suggested = suggestCategories(
      draft.Description,
      catalogue.categories.map((c) => ({ key: c.key, names: c.names })),
      ASSISTANT_SUGGESTED_CATEGORIES,
    );
    // The categories read from the text first, in their order, then the rest in the catalogue's order.
    const byKey = new Map(catalogue.categories.map((c) => [c.key, c]));
    return ask('CategoryKey', 'single', [
      ...suggested.map((key) => option(key, byKey.get(key)?.name ?? key, true)),
      ...catalogue.categories.filter((c) => !suggested.includes(c.key)).map((c) => option(c.key, c.name)),
    ]);
  }
  for (const question of catalogue.questions) {
    const field = `Answers.${question.Key}`;
    if (answered(draft.Answers[question.Key]) || draft.Skipped.includes(field)) continue;
    return ask(
      field,
      question.AnswerType,
      question.Options.map((o) => option(o.Key, o.Name)),
      { Question: question.Question, Optional: !question.IsRequired },
    );
  }
  if (!draft.BudgetUndefined && draft.BudgetTry === '') {
    return ask('BudgetTry', 'budget', [
      option(ASSISTANT_BUDGET_UNDEFINED, ASSISTANT_OPTION_NAMES.budgetUndefined[locale]),
    ]);
  }
  if (draft.StartDate === null && !draft.Skipped.includes('StartDate')) {
    return ask('StartDate', 'date', [], { Optional: true });
  }
  const need = descriptionNeed(draft, locale);
  if (need && 'rewrite' in need) return ask('Description', 'text', [], { Question: need.rewrite });
  if (need)
    return ask('Details', 'text', [], { Question: need.message, Optional: need.topic !== 'tooShort' });
  if (!COMPANY_NAME.safeParse(draft.CompanyName).success) return ask('CompanyName', 'text');
  if (!draft.SectorId)
    return ask(
      'SectorId',
      'single',
      catalogue.sectors.map((s) => option(String(s.id), s.name)),
    );
  if (!draft.CityId)
    return ask(
      'CityId',
      'single',
      catalogue.cities.map((c) => option(String(c.id), c.name)),
    );
  if (!draft.CompanySize) {
    return ask(
      'CompanySize',
      'single',
      COMPANY_SIZES.map((size) => option(size, ASSISTANT_OPTION_NAMES.companySize[size][locale])),
    );
  }
  if (draft.IsDecisionMaker === null) {
    return ask('IsDecisionMaker', 'yesno', [
      option(ASSISTANT_YES, ASSISTANT_OPTION_NAMES.yes[locale]),
      option(ASSISTANT_NO, ASSISTANT_OPTION_NAMES.no[locale]),
    ]);
  }
  return null;
}

const bothNames = (names: { tr: string; en: string }) => [names.tr, names.en];

/** One option from a chosen key or a typed name; null when neither names one. */
function chooseOne(answer: TAnswer, options: readonly TNamed[]): string | null {
  const chosen = answer.keys[0];
  if (chosen !== undefined) return options.some((o) => o.key === chosen) ? chosen : null;
  return matchOption(answer.text, options);
}

function appendToDescription(description: string, addition: string): string {
  const joined = description.trim() === '' ? addition : `${description.trim()}\n\n${addition}`;
  return joined.slice(0, BRIEF_MAX_LENGTH);
}

/**
 * Applies one answer. An answer for a field the interview would not ask now is still taken when it is valid
 * (the page may let the client correct an earlier answer), except the description's follow-ups, which belong
 * to the question asked now.
 */
export function applyAnswer(
  draft: TAssistantDraft,
  answer: TAnswer,
  catalogue: TInterviewCatalogue,
): TAnswerOutcome {
  const { locale } = catalogue;
  const next: TAssistantDraft = { ...draft, Answers: { ...draft.Answers }, Skipped: [...draft.Skipped] };
  const text = answer.text.trim();
  const done = (filled: string[]): TAnswerOutcome => ({ draft: next, filled, note: null });
  const fail = (note: TAssistantNoteCode): TAnswerOutcome => ({ draft, filled: [], note });
  const current = nextAsk(draft, catalogue);

  if (answer.skip) {
    if (!current || current.Field !== answer.field || !current.Optional) return fail('cannotSkip');
    if (answer.field === 'Details') {
      const need = descriptionNeed(draft, locale);
      if (need && 'topic' in need) next.Skipped.push(`Details.${need.topic}`);
    } else next.Skipped.push(answer.field);
    return done([]);
  }

  if (answer.field === 'Description') {
    if (!text) return fail('notUnderstood');
    next.Description = text.slice(0, BRIEF_MAX_LENGTH);
    return done(['Description']);
  }
  if (answer.field === 'Details') {
    if (!text || current?.Field !== 'Details') return fail('notUnderstood');
    const need = descriptionNeed(draft, locale);
    if (!need || !('topic' in need)) return fail('notUnderstood');
    const label = need.topic === 'tooShort' ? null : ASSISTANT_DETAIL_LABELS[need.topic][locale];
    next.Description = appendToDescription(draft.Description, label ? `${label}: ${text}` : text);
    if (need.topic !== 'tooShort') next.Skipped.push(`Details.${need.topic}`);
    return done(['Description']);
  }
  if (answer.field === 'CategoryKey') {
    const key = chooseOne(
      answer,
      catalogue.categories.map((c) => ({ key: c.key, names: c.names })),
    ) as TCategoryKey | null;
    if (!key) return fail('notUnderstood');
    if (key !== draft.CategoryKey) {
      // Each category has its own questions: answers of another do not carry over.
      next.Answers = {};
      next.Skipped = next.Skipped.filter((field) => !field.startsWith('Answers.'));
    }
    next.CategoryKey = key;
    return done(['CategoryKey']);
  }
  if (answer.field.startsWith('Answers.')) {
    const question = catalogue.questions.find((q) => `Answers.${q.Key}` === answer.field);
    if (!question) return fail('notUnderstood');
    const options = question.Options.map((o) => ({ key: o.Key, names: [o.Name] }));
    if (question.AnswerType === 'text') {
      if (!text) return fail('notUnderstood');
      next.Answers[question.Key] = text.slice(0, TEXT_ANSWER_MAX);
    } else if (question.AnswerType === 'single') {
      const key = chooseOne(answer, options);
      if (!key) return fail('notUnderstood');
      next.Answers[question.Key] = key;
    } else {
      const keys =
        answer.keys.length > 0
          ? answer.keys.filter((key) => options.some((o) => o.key === key))
          : matchOptions(answer.text, options);
      if (keys.length === 0 || (answer.keys.length > 0 && keys.length !== answer.keys.length)) {
        return fail('notUnderstood');
      }
      next.Answers[question.Key] = [...new Set(keys)];
    }
    return done([answer.field]);
  }
  switch (answer.field) {
    case 'BudgetTry': {
      const undefinedChosen =
        answer.keys.includes(ASSISTANT_BUDGET_UNDEFINED) ||
        (answer.keys.length === 0 &&
          matchOption(text, [
            {
              key: ASSISTANT_BUDGET_UNDEFINED,
              names: bothNames(ASSISTANT_OPTION_NAMES.budgetUndefined),
            },
          ]) !== null);
      if (undefinedChosen) {
        next.BudgetUndefined = true;
        next.BudgetTry = '';
        return done(['BudgetTry']);
      }
      const amount = readBudget(text);
      if (!amount) return fail('budgetNotUnderstood');
      next.BudgetTry = amount;
      next.BudgetUndefined = false;
      return done(['BudgetTry']);
    }
    case 'StartDate': {
      const day = readDate(text);
      if (!day) return fail('dateNotUnderstood');
      if (day < istanbulToday(catalogue.now)) return fail('dateInPast');
      next.StartDate = day;
      return done(['StartDate']);
    }
    case 'CompanyName': {
      const parsed = COMPANY_NAME.safeParse(text);
      if (!parsed.success) return fail('companyNameInvalid');
      next.CompanyName = parsed.data;
      return done(['CompanyName']);
    }
    case 'SectorId': {
      const key = chooseOne(
        answer,
        catalogue.sectors.map((s) => ({ key: String(s.id), names: [s.name] })),
      );
      if (!key) return fail('notUnderstood');
      next.SectorId = key;
      return done(['SectorId']);
    }
    case 'CityId': {
      const key = chooseOne(
        answer,
        catalogue.cities.map((c) => ({ key: String(c.id), names: [c.name] })),
      );
      if (!key) return fail('notUnderstood');
      next.CityId = key;
      return done(['CityId']);
    }
    case 'CompanySize': {
      const key = chooseOne(
        answer,
        COMPANY_SIZES.map((size) => ({
          key: size,
          names: bothNames(ASSISTANT_OPTION_NAMES.companySize[size]),
        })),
      );
      if (!key) return fail('notUnderstood');
      next.CompanySize = key as TAssistantDraft['CompanySize'];
      return done(['CompanySize']);
    }
    case 'IsDecisionMaker': {
      const chosen = answer.keys[0];
      const value =
        chosen === ASSISTANT_YES ? true : chosen === ASSISTANT_NO ? false : chosen ? null : readYesNo(text);
      if (value === null) return fail('notUnderstood');
      next.IsDecisionMaker = value;
      return done(['IsDecisionMaker']);
    }
    default:
      return fail('notUnderstood');
  }
}

/** The note's text in the client's language (the company name's limits come from the brief's own rule). */
export function noteMessage(code: TAssistantNoteCode, locale: TLocale): string {
  const text = ASSISTANT_NOTE_MESSAGES[code][locale];
  return text
    .replace('{min}', String(COMPANY_NAME.minLength ?? ''))
    .replace('{max}', String(COMPANY_NAME.maxLength ?? ''));
}
