import type { TSessionUser } from '@brifa/contracts';
import { resumeStep, stepsFor, type TBriefStep, type TBriefViewer } from '../brief-draft.ts';

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
  // A visitor who has just signed up keeps the visitor's steps, so the progress does not jump.
  const viewer: TBriefViewer = verified
    ? 'client'
    : registered
      ? 'visitor'
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
