import type { TCategoryKey } from '@brifa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from '../../../lib/use-form.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { trackBriefStarted } from '../api/track-brief-started.ts';
import { emptyValues, loadDraft, saveDraft, type TBriefValues } from '../brief-draft.ts';
import type { TBriefFlowEntry } from '../brief-flow-entry.ts';
import type { TBriefStep } from '../brief-steps.ts';

/**
 * The flow's answers and the step the client last saw, resumed from localStorage. The entry (category from the
 * home page grid, agency from its profile) goes into the draft once, on opening.
 */
export function useBriefDraft(entry: TBriefFlowEntry, onEntryApplied: () => void) {
  const api = useApiContext();
  const [initial] = useState(() => loadDraft());
  const form = useForm<TBriefValues>(initial?.values ?? emptyValues());
  const [savedStep, setSavedStep] = useState<TBriefStep>(initial?.step ?? 'category');

  function chooseCategory(key: TCategoryKey) {
    // Each category has its own questions: answers of another category do not carry over.
    form.setValues((current) =>
      current.CategoryKey === key ? current : { ...current, CategoryKey: key, Answers: {} },
    );
    form.reset();
    setSavedStep('questions');
  }

  function goTo(next: TBriefStep) {
    form.reset();
    setSavedStep(next);
  }

  const applied = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on opening.
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    if (entry.requestedProviderId !== null) form.setValue('RequestedProviderId', entry.requestedProviderId);
    if (entry.categoryKey) chooseCategory(entry.categoryKey);
    trackBriefStarted(api, entry.categoryKey ?? null);
    onEntryApplied();
  }, []);

  return { form, savedStep, setSavedStep, chooseCategory, goTo };
}

/** Keeps the draft; after a successful submit there is nothing left to resume. */
export function useSaveDraft(step: TBriefStep, values: TBriefValues, submitted: boolean) {
  useEffect(() => {
    if (!submitted) saveDraft(step, values);
  }, [step, values, submitted]);
}
