import type { TExpertiseQuestion, TOffer } from '@brifa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { failureMessage, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { createOffer } from '../api/create-offer.ts';
import { toOfferBody } from '../brief-checks.ts';
import { clearDraft } from '../brief-draft.ts';
import { stepOfField, type TBriefStep } from '../brief-steps.ts';
import { focusFirstStepError } from '../focus-step-error.ts';
import type { TBriefForm } from './step-props.ts';
import type { useBriefUpload } from './use-brief-upload.ts';

export type TBriefResult = { offer: TOffer; fileError: string | null };

/** POST Offer with the draft (then the attachment), and the way back to the step of a refused field. */
export function useBriefSubmit({
  form,
  steps,
  setSavedStep,
  questions,
  upload,
  setBusy,
}: {
  form: TBriefForm;
  steps: readonly TBriefStep[];
  setSavedStep: (step: TBriefStep) => void;
  questions: readonly TExpertiseQuestion[] | undefined;
  upload: ReturnType<typeof useBriefUpload>;
  setBusy: (busy: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<TBriefResult | null>(null);

  /** Shows a failed POST Offer: field messages on their own step (the earliest), the rest in the alert. */
  function showFailure(error: unknown) {
    const fields: TFieldErrors = error instanceof ApiRequestError ? error.fieldErrors : {};
    const placed: TFieldErrors = {};
    let first: TBriefStep | null = null;
    for (const [field, message] of Object.entries(fields)) {
      const owner = stepOfField(field);
      if (!owner || !steps.includes(owner)) continue;
      placed[field] = message;
      if (first === null || steps.indexOf(owner) < steps.indexOf(first)) first = owner;
    }
    if (first) setSavedStep(first);
    form.setErrors(placed);
    const unplaced = Object.keys(fields).length > Object.keys(placed).length;
    form.setAlert(
      Object.keys(placed).length > 0 && !unplaced ? t('briefFlow.fixFields') : failureMessage(error, locale),
    );
    if (first) focusFirstStepError();
  }

  async function submit() {
    setBusy(true);
    try {
      const offer = await createOffer(api, toOfferBody(form.values, questions ?? []));
      const fileError = await upload.upload(api, offer.OfferKey);
      clearDraft();
      setResult({ offer, fileError });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function retryFile() {
    if (!result || !upload.file) return;
    await upload.retry(api, result.offer.OfferKey, (fileError) => setResult({ ...result, fileError }));
  }

  return { result, submit, retryFile };
}
