import {
  BRIEF_BLOCKING_CODES,
  BRIEF_MAX_LENGTH,
  categoryIdOf,
  fieldMessage,
  type IBriefQuality,
  type TExpertiseQuestion,
  type TLocale,
  type TOfferCreate,
  ZOfferCreate,
} from '@brifa/contracts';
import { checkValue, type TFieldErrors } from '../../lib/form-errors.ts';
import type { TBriefValues } from './brief-draft.ts';
import type { TBriefStep } from './brief-steps.ts';

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
    case 'project': {
      if (!values.BudgetUndefined) {
        const problem = checkValue(ZOfferCreate.shape.BudgetTry, values.BudgetTry, locale);
        if (problem) errors.BudgetTry = problem;
      }
      const blocking = quality.warnings.find((warning) => BRIEF_BLOCKING_CODES.includes(warning.code));
      if (values.Description.trim() === '') errors.Description = required;
      else if (blocking) errors.Description = blocking.message;
      else if (values.Description.trim().length > BRIEF_MAX_LENGTH) {
        errors.Description = fieldMessage('tooLong', locale, { max: BRIEF_MAX_LENGTH });
      }
      break;
    }
    case 'company': {
      const problem = checkValue(ZOfferCreate.shape.CompanyName, values.CompanyName, locale);
      if (problem) errors.CompanyName = problem;
      for (const field of ['SectorId', 'CityId', 'CompanySize', 'IsDecisionMaker'] as const) need(field);
      break;
    }
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
  // What the pop-up leaves out (employees, district, contact preference and time, scope, audience, business
  // model, turnover, tender) the API stores as missing: /project-complete asks for it after submission.
  return {
    CategoryId: values.CategoryKey ? categoryIdOf(values.CategoryKey) : 0,
    Answers: answers,
    BudgetTry: values.BudgetUndefined ? null : values.BudgetTry,
    StartDate: values.StartDate,
    Description: values.Description.trim(),
    CompanyName: values.CompanyName.trim(),
    SectorId: Number(values.SectorId),
    CityId: Number(values.CityId),
    CompanySize: values.CompanySize ?? 'sme',
    IsDecisionMaker: values.IsDecisionMaker === true,
    RequestedProviderIds: values.RequestedProviderId ? [values.RequestedProviderId] : [],
  };
}
