import type { TSessionUser } from '@brifa/contracts';

/**
 * At most five steps from the category to a matched brief (issue 16): what matching uses is asked here, the
 * rest after submission on /project-complete (docs/decisions.md "Issue 16 — a shorter brief"). A visitor types
 * the phone code on the account step itself; `code` is the step of a signed-in client whose phone is unverified.
 */
export const BRIEF_STEPS = ['category', 'questions', 'project', 'company', 'account', 'code'] as const;
export type TBriefStep = (typeof BRIEF_STEPS)[number];

/** Who is filling in the flow decides whether the account steps are shown. */
export type TBriefViewer = 'visitor' | 'client' | 'unverified-client';

export function stepsFor(viewer: TBriefViewer): TBriefStep[] {
  if (viewer === 'client') return BRIEF_STEPS.filter((step) => step !== 'account' && step !== 'code');
  if (viewer === 'unverified-client') return BRIEF_STEPS.filter((step) => step !== 'account');
  return BRIEF_STEPS.filter((step) => step !== 'code');
}

/** The step to show: the saved one when this viewer has it, else the nearest earlier one it has. */
export function resumeStep(saved: TBriefStep, viewer: TBriefViewer): TBriefStep {
  const steps = stepsFor(viewer);
  if (steps.includes(saved)) return saved;
  // A visitor who signed in meanwhile: the account step is gone (an older draft may name a step no longer here).
  const index = BRIEF_STEPS.indexOf(saved);
  const earlier = steps.filter((step) => BRIEF_STEPS.indexOf(step) <= index);
  return earlier[earlier.length - 1] ?? steps[0]!;
}

/** Fields each step shows: an API error on one of them sends the client back to that step. */
export const STEP_FIELDS: Record<TBriefStep, readonly string[]> = {
  category: ['CategoryId', 'CategoryKey', 'RequestedProviderIds'],
  questions: ['Answers'],
  project: ['BudgetTry', 'StartDate', 'Description', 'File'],
  company: ['CompanyName', 'SectorId', 'CityId', 'DistrictId', 'CompanySize', 'IsDecisionMaker'],
  account: ['Name', 'Surname', 'Email', 'CellPhoneNumber', 'IsClarificationAccepted', 'Code'],
  code: ['Code'],
};

export function stepOfField(field: string): TBriefStep | null {
  const base = field.startsWith('Answers.') ? 'Answers' : field;
  return BRIEF_STEPS.find((step) => STEP_FIELDS[step].includes(base)) ?? null;
}

/** The steps this viewer goes through, and where the saved step puts them. */
export function briefSteps({
  savedStep,
  user,
  registered,
  verified,
}: {
  savedStep: TBriefStep;
  user: TSessionUser | null;
  /** Signed up in this pop-up. */
  registered: boolean;
  /** Verified the phone in this pop-up. */
  verified: boolean;
}) {
  // Whoever verifies a phone here keeps the steps they had, so the progress does not jump while it submits.
  const viewer: TBriefViewer = registered
    ? 'visitor'
    : verified
      ? 'unverified-client'
      : user
        ? user.IsPhoneVerified
          ? 'client'
          : 'unverified-client'
        : 'visitor';
  const steps = stepsFor(viewer);
  const step = resumeStep(savedStep, viewer);
  const index = steps.indexOf(step);
  return { steps, step, index, isLast: index === steps.length - 1 };
}
