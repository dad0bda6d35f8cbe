import {
  ASSISTANT_BUDGET_UNDEFINED,
  ASSISTANT_NO,
  ASSISTANT_YES,
  CATEGORY_KEYS,
  COMPANY_SIZES,
  type TAssistantDraft,
} from '@brifa/contracts';
import { z } from 'zod';
import { applyAnswer, type TAnswer, type TInterviewCatalogue } from './interview.ts';

/**
 * What a language model read from the client's text, kept only where it passes the same checks as a typed
 * answer (`applyAnswer`): an unknown category, an option the question does not have, a past date or a malformed
 * amount is dropped. It fills only what the client has not answered; it never rewrites the description.
 */

const loose = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const ZModelReading = z
  .object({
    CategoryKey: loose(z.enum(CATEGORY_KEYS)),
    Answers: loose(
      z.record(z.string().max(60), z.union([z.string().max(500), z.array(z.string().max(100))])),
    ),
    BudgetTry: loose(z.union([z.string().max(40), z.number()])),
    BudgetUndefined: loose(z.boolean()),
    StartDate: loose(z.string().max(20)),
    CompanyName: loose(z.string().max(200)),
    CityName: loose(z.string().max(60)),
    CompanySize: loose(z.enum(COMPANY_SIZES)),
    IsDecisionMaker: loose(z.boolean()),
  })
  .catch({});

const answer = (field: string, value: { text?: string; keys?: string[] }): TAnswer => ({
  field,
  text: value.text ?? '',
  keys: value.keys ?? [],
  skip: false,
});

/** The answers the model's reading gives for fields still empty, in the order the interview asks them. */
function candidateAnswers(reading: z.output<typeof ZModelReading>, draft: TAssistantDraft): TAnswer[] {
  const out: TAnswer[] = [];
  if (reading.BudgetUndefined === true && !draft.BudgetUndefined && draft.BudgetTry === '') {
    out.push(answer('BudgetTry', { keys: [ASSISTANT_BUDGET_UNDEFINED] }));
  } else if (reading.BudgetTry !== undefined && !draft.BudgetUndefined && draft.BudgetTry === '') {
    out.push(answer('BudgetTry', { text: String(reading.BudgetTry) }));
  }
  if (reading.StartDate && draft.StartDate === null)
    out.push(answer('StartDate', { text: reading.StartDate }));
  if (reading.CompanyName && draft.CompanyName === '') {
    out.push(answer('CompanyName', { text: reading.CompanyName }));
  }
  if (reading.CityName && !draft.CityId) out.push(answer('CityId', { text: reading.CityName }));
  if (reading.CompanySize && !draft.CompanySize)
    out.push(answer('CompanySize', { keys: [reading.CompanySize] }));
  if (reading.IsDecisionMaker !== undefined && draft.IsDecisionMaker === null) {
    out.push(answer('IsDecisionMaker', { keys: [reading.IsDecisionMaker ? ASSISTANT_YES : ASSISTANT_NO] }));
  }
  return out;
}

function questionAnswers(
  reading: z.output<typeof ZModelReading>,
  draft: TAssistantDraft,
  catalogue: TInterviewCatalogue,
) {
  const out: TAnswer[] = [];
  for (const question of catalogue.questions) {
    const value = reading.Answers?.[question.Key];
    if (value === undefined || draft.Answers[question.Key] !== undefined) continue;
    const field = `Answers.${question.Key}`;
    if (question.AnswerType === 'text')
      out.push(answer(field, { text: Array.isArray(value) ? value.join(', ') : value }));
    else out.push(answer(field, { keys: Array.isArray(value) ? value : [value] }));
  }
  return out;
}

/**
 * Applies a reading. `questionsOf` loads the questions of a category the model chose, so its answers to them
 * can be checked in the same turn.
 */
export async function applyModelReading(
  raw: unknown,
  draft: TAssistantDraft,
  catalogue: TInterviewCatalogue,
  questionsOf: (draft: TAssistantDraft) => Promise<TInterviewCatalogue>,
): Promise<{ draft: TAssistantDraft; catalogue: TInterviewCatalogue; filled: string[] }> {
  const reading = ZModelReading.parse(raw ?? {});
  const filled: string[] = [];
  let current = draft;
  let context = catalogue;
  const take = (candidate: TAnswer) => {
    const outcome = applyAnswer(current, candidate, context);
    if (outcome.note === null) {
      current = outcome.draft;
      filled.push(...outcome.filled);
    }
  };
  if (reading.CategoryKey && !current.CategoryKey) {
    take(answer('CategoryKey', { keys: [reading.CategoryKey] }));
    if (current.CategoryKey) context = await questionsOf(current);
  }
  for (const candidate of [
    ...questionAnswers(reading, current, context),
    ...candidateAnswers(reading, current),
  ]) {
    take(candidate);
  }
  return { draft: current, catalogue: context, filled };
}
