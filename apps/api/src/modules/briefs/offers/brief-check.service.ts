import {
  BRIEF_MIN_LENGTH,
  scoreBrief,
  type TBriefCheckResult,
  type TLocale,
  type ZBriefCheck,
} from '@brifa/contracts';
import type { z } from 'zod';
import type { TDeps } from '../../../platform/deps.ts';
import { listCategories } from '../../catalogue/catalogue.service.ts';

/**
 * The brief-quality check the question flow calls as the client writes: the same local scorer as the form
 * and POST Offer, plus suggestions from the language model adapter when one is configured and the brief is
 * long enough to be worth a model's time.
 */
export async function checkBrief(
  deps: TDeps,
  input: z.output<typeof ZBriefCheck>,
  locale: TLocale,
): Promise<TBriefCheckResult> {
  const quality = scoreBrief(
    { description: input.Description, budgetDefined: input.BudgetDefined, hasStartDate: input.HasStartDate },
    locale,
  );
  const advisor = deps.adapters.briefAdvisor;
  let suggestions: string[] = [];
  if (advisor && quality.length >= BRIEF_MIN_LENGTH) {
    const categories = await listCategories({ db: deps.db, locale });
    const categoryName = categories.find((category) => category.Id === input.CategoryId)?.Name ?? '';
    suggestions = await advisor.suggest({ description: input.Description, categoryName, locale });
  }
  return {
    Score: quality.score,
    Level: quality.level,
    Warnings: quality.warnings.map((warning) => ({ Code: warning.code, Message: warning.message })),
    Summary: quality.summary,
    Suggestions: suggestions,
  };
}
