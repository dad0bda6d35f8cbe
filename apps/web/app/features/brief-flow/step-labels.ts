import type { TMessageKey } from '../../locales/tr.ts';
import type { TBriefStep } from './brief-steps.ts';

/** Dictionary keys of the flow's steps, written out so the dictionary test finds each one. */

export const STEP_TITLES = {
  category: 'briefFlow.step.category',
  questions: 'briefFlow.step.questions',
  project: 'briefFlow.step.project',
  company: 'briefFlow.step.company',
  account: 'briefFlow.step.account',
  code: 'briefFlow.step.code',
} as const satisfies Record<TBriefStep, TMessageKey>;

export const STEP_HINTS = {
  category: 'briefFlow.hint.category',
  questions: 'briefFlow.hint.questions',
  project: 'briefFlow.hint.project',
  company: 'briefFlow.hint.company',
  account: 'briefFlow.hint.account',
  code: 'briefFlow.hint.code',
} as const satisfies Record<TBriefStep, TMessageKey>;

export const LEVEL_LABELS = {
  weak: 'briefFlow.description.level.weak',
  fair: 'briefFlow.description.level.fair',
  good: 'briefFlow.description.level.good',
} as const satisfies Record<'weak' | 'fair' | 'good', TMessageKey>;
