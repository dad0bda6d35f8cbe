import { categoryIdOf, fieldMessage, offerFileProblem } from '@brifa/contracts';
import { Box } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { hardNavigate } from '../../../lib/auth-session.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import { useQuestions } from '../api/list-questions.ts';
import { validateStep } from '../brief-checks.ts';
import { PROJECTS_PATH, type TBriefFlowEntry } from '../brief-flow-entry.ts';
import { briefSteps } from '../brief-steps.ts';
import { focusFirstStepError } from '../focus-step-error.ts';
import { StepFields } from './step-fields.tsx';
import { StepFooter } from './step-footer.tsx';
import { StepHeader } from './step-header.tsx';
import { SubmittedView } from './success-step.tsx';
import { useBriefDraft, useSaveDraft } from './use-brief-draft.ts';
import { useBriefQuality } from './use-brief-quality.ts';
import { useBriefSignup } from './use-brief-signup.ts';
import { useBriefSubmit } from './use-brief-submit.ts';
import { useBriefUpload } from './use-brief-upload.ts';
import { usePhoneCode } from './use-phone-code.ts';

/** The flow itself: the current step's form, the moves between steps, and the success step after submit. */
export function BriefFlowBody({
  entry,
  onEntryApplied,
  onClose,
  returnPath,
}: {
  entry: TBriefFlowEntry;
  onEntryApplied: () => void;
  onClose: () => void;
  returnPath: string;
}) {
  const locale = useLocale();
  const user = useSessionUser();
  const draft = useBriefDraft(entry, onEntryApplied);
  const { form } = draft;
  const { values } = form;
  // One request at a time: sign-up, code check and submit share the busy state.
  const [busy, setBusy] = useState(false);
  const upload = useBriefUpload();
  const phoneCode = usePhoneCode({ form, busy, setBusy });
  const signup = useBriefSignup({
    form,
    setBusy,
    // The code is typed on the same step, under the details it was sent with (its boxes take the focus).
    onCodeSent: () => phoneCode.setCode(''),
  });

  const { steps, step, index, isLast } = briefSteps({
    savedStep: draft.savedStep,
    user,
    registered: !!signup.registered,
    verified: phoneCode.verified,
  });

  const questions = useQuestions(values.CategoryKey ? categoryIdOf(values.CategoryKey) : null);
  const quality = useBriefQuality(values);
  const submission = useBriefSubmit({
    form,
    steps,
    setSavedStep: draft.setSavedStep,
    questions: questions.data,
    upload,
    setBusy,
  });
  const { result } = submission;

  useSaveDraft(step, values, !!result);

  // A new step: its heading takes the focus so keyboard and screen-reader users start at its top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepShown = result ? 'success' : step;
  useEffect(() => {
    if (stepShown) headingRef.current?.focus({ preventScroll: false });
  }, [stepShown]);

  async function confirmCode(entered = phoneCode.code) {
    if (await phoneCode.confirm(entered, signup.registered?.phone)) await submission.submit();
  }

  function next(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    form.reset();
    if (step === 'questions' && !questions.data) return;
    const errors = validateStep({ step, values, questions: questions.data ?? [], quality, locale });
    if (step === 'project' && upload.file) {
      const problem = offerFileProblem(upload.file);
      if (problem) errors.File = fieldMessage(problem, locale);
    }
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstStepError(formRef.current);
      return;
    }
    if (step === 'account') return void (signup.registered ? confirmCode() : signup.register());
    if (step === 'code') return void confirmCode();
    if (isLast) return void submission.submit();
    draft.goTo(steps[index + 1]!);
  }

  function back() {
    if (index > 0) draft.goTo(steps[index - 1]!);
  }

  function close() {
    // A visitor who signed up here: a full load shows the signed-in layout (see docs: sign-up signs in).
    if (signup.registered && result) return hardNavigate(PROJECTS_PATH);
    onClose();
  }

  if (result) {
    return (
      <SubmittedView
        result={result}
        newAccount={!!signup.registered}
        retrying={upload.retrying}
        onRetryFile={() => void submission.retryFile()}
        onClose={close}
        headingRef={headingRef}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={next} noValidate data-testid={`brief-step-${step}`} data-step={step}>
      <StepHeader
        step={step}
        index={index}
        total={steps.length}
        toRequestedAgency={!!values.RequestedProviderId}
        headingRef={headingRef}
      />
      <StepFields
        step={step}
        form={form}
        questions={questions}
        quality={quality}
        onChooseCategory={draft.chooseCategory}
        file={upload.file}
        onFile={upload.setFile}
        returnPath={returnPath}
        codeStep={{
          phone: signup.registered?.phone ?? user?.CellPhoneNumber ?? '',
          sentAt: signup.registered?.at ?? null,
          code: phoneCode.code,
          onCode: phoneCode.typeCode,
          onComplete: (value) => void confirmCode(value),
          disabled: busy,
        }}
        codeSent={!!signup.registered}
        onEditAccount={() => {
          phoneCode.setCode('');
          signup.edit();
        }}
      />
      <Box mt="md">
        <FormAlert message={form.alert} />
      </Box>
      <StepFooter
        step={step}
        canGoBack={index > 0}
        isLast={isLast}
        busy={busy}
        categoryChosen={!!values.CategoryKey}
        codeSent={!!signup.registered}
        onBack={back}
      />
    </form>
  );
}
