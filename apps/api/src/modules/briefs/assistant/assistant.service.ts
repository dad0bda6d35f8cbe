import {
  ASSISTANT_MODEL_TURNS_PER_WINDOW,
  ASSISTANT_MODEL_WINDOW_MINUTES,
  categoryIdOf,
  type TAssistantDraft,
  type TAssistantTurnResult,
  type TLocale,
  type ZAssistantTurn,
} from '@brifa/contracts';
import type { z } from 'zod';
import type { TDeps } from '../../../platform/deps.ts';
import {
  listCategories,
  listCities,
  listExpertiseQuestions,
  listSectors,
} from '../../catalogue/catalogue.service.ts';
import { istanbulToday } from './answer-reading.ts';
import { applyAnswer, nextAsk, noteMessage, type TInterviewCatalogue } from './interview.ts';
import { applyModelReading } from './model-reading.ts';

/**
 * One turn of the brief assistant (/brifa-bot): the draft the page sent is checked again, the answer applied,
 * the free text read by the language model when one is configured, and the next question chosen.
 */

type TTurnInput = z.output<typeof ZAssistantTurn>;

async function loadCatalogue(
  deps: TDeps,
  draft: TAssistantDraft,
  locale: TLocale,
): Promise<TInterviewCatalogue> {
  const [categories, sectors, cities, questions] = await Promise.all([
    listCategories({ db: deps.db, locale }),
    listSectors({ db: deps.db, locale }),
    listCities({ db: deps.db, query: {} }),
    draft.CategoryKey
      ? listExpertiseQuestions({ db: deps.db, locale, categoryId: categoryIdOf(draft.CategoryKey) }).catch(
          () => [],
        )
      : Promise.resolve([]),
  ]);
  return {
    locale,
    now: deps.clock.now(),
    categories: categories.map((c) => ({
      key: c.Key,
      name: c.Name,
      names: [c.Translations.tr.Name, c.Translations.en.Name],
    })),
    questions,
    sectors: sectors.map((s) => ({ id: s.Id, name: s.Name })),
    cities: cities.map((c) => ({ id: c.Id, name: c.Name })),
  };
}

/** The draft as the server would have written it: values it does not know (or a forged skip) are dropped. */
function checkedDraft(draft: TAssistantDraft, catalogue: TInterviewCatalogue): TAssistantDraft {
  const categoryKnown = catalogue.categories.some((c) => c.key === draft.CategoryKey);
  const questions = categoryKnown ? catalogue.questions : [];
  const answers: TAssistantDraft['Answers'] = {};
  for (const question of questions) {
    const value = draft.Answers[question.Key];
    if (value === undefined) continue;
    const keys = new Set(question.Options.map((o) => o.Key));
    const fits =
      question.AnswerType === 'text'
        ? typeof value === 'string' && value.trim() !== ''
        : question.AnswerType === 'single'
          ? typeof value === 'string' && keys.has(value)
          : Array.isArray(value) && value.length > 0 && value.every((key) => keys.has(key));
    if (fits) answers[question.Key] = value;
  }
  const optionalQuestions = new Set(questions.filter((q) => !q.IsRequired).map((q) => `Answers.${q.Key}`));
  const skippable = (field: string) =>
    optionalQuestions.has(field) ||
    field === 'StartDate' ||
    /^Details\.no(Goal|Deliverables|Timeline)$/.test(field);
  return {
    ...draft,
    CategoryKey: categoryKnown ? draft.CategoryKey : null,
    Answers: answers,
    BudgetTry: /^\d{1,12}$/.test(draft.BudgetTry) ? draft.BudgetTry : '',
    BudgetUndefined: draft.BudgetUndefined && !/^\d{1,12}$/.test(draft.BudgetTry),
    SectorId: catalogue.sectors.some((s) => String(s.id) === draft.SectorId) ? draft.SectorId : null,
    CityId: catalogue.cities.some((c) => String(c.id) === draft.CityId) ? draft.CityId : null,
    Skipped: [...new Set(draft.Skipped.filter(skippable))],
  };
}

/** Model turns per client address in the current window: a visitor cannot run up the model's bill. */
const modelTurns = new Map<string, { since: number; count: number }>();

function mayUseModel(address: string, now: Date): boolean {
  const windowMs = ASSISTANT_MODEL_WINDOW_MINUTES * 60_000;
  const entry = modelTurns.get(address);
  if (!entry || now.getTime() - entry.since >= windowMs) {
    if (modelTurns.size > 10_000) modelTurns.clear();
    modelTurns.set(address, { since: now.getTime(), count: 1 });
    return true;
  }
  entry.count += 1;
  return entry.count <= ASSISTANT_MODEL_TURNS_PER_WINDOW;
}

/** Fields whose typed answer is free text worth giving the model (the opening, the description and its details). */
const READ_BY_MODEL = new Set(['Description', 'Details']);

export async function runAssistantTurn(
  deps: TDeps,
  input: TTurnInput,
  locale: TLocale,
  clientAddress: string,
): Promise<TAssistantTurnResult> {
  let catalogue = await loadCatalogue(deps, input.Draft, locale);
  let draft = checkedDraft(input.Draft, catalogue);
  const field = input.Field ?? 'Description';
  const notes: TAssistantTurnResult['Notes'] = [];
  const filled: string[] = [];

  const outcome = applyAnswer(
    draft,
    { field, text: input.Text, keys: input.Keys, skip: input.Skip },
    catalogue,
  );
  if (outcome.note) notes.push({ Code: outcome.note, Message: noteMessage(outcome.note, locale) });
  if (outcome.draft.CategoryKey !== draft.CategoryKey)
    catalogue = await loadCatalogue(deps, outcome.draft, locale);
  draft = outcome.draft;
  filled.push(...outcome.filled);

  const reader = deps.adapters.briefReader;
  const now = deps.clock.now();
  let mode: TAssistantTurnResult['Mode'] = 'guided';
  if (reader && outcome.note === null && READ_BY_MODEL.has(field) && input.Text.trim() !== '') {
    if (mayUseModel(clientAddress, now)) {
      mode = 'model';
      const raw = await reader.read({
        text: input.Text.trim(),
        locale,
        today: istanbulToday(now),
        categories: catalogue.categories.map((c) => ({ Key: c.key, Name: c.name })),
        questions: catalogue.questions.map((q) => ({
          Key: q.Key,
          Question: q.Question,
          AnswerType: q.AnswerType,
          Options: q.Options,
        })),
      });
      const read = await applyModelReading(raw, draft, catalogue, (next) =>
        loadCatalogue(deps, next, locale),
      );
      draft = read.draft;
      catalogue = read.catalogue;
      filled.push(...read.filled);
    }
  } else if (reader) mode = 'model';

  const ask = nextAsk(draft, catalogue);
  return {
    Draft: draft,
    Filled: [...new Set(filled)],
    Notes: notes,
    Ask: ask,
    Ready: ask === null,
    Mode: mode,
  };
}
