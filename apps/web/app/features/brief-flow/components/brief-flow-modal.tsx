import {
  CATEGORY_KEYS,
  categoryIdOf,
  fieldMessage,
  offerFileProblem,
  scoreBrief,
  type TCategoryKey,
  type TOffer,
  ZClientRegister,
} from '@brifa/contracts';
import { Box, Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { registerClient } from '../../../lib/api/register-client.ts';
import { verifyPhone } from '../../../lib/api/verify-phone.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { hardNavigate, readAuthToken, storeAuthToken } from '../../../lib/auth-session.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm, failureMessage, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useApiContext, useSessionUser } from '../../../lib/use-session-user.ts';
import { createOffer } from '../api/create-offer.ts';
import { useQuestions } from '../api/list-questions.ts';
import { trackBriefStarted } from '../api/track-brief-started.ts';
import { uploadOfferFile } from '../api/upload-offer-file.ts';
import {
  clearDraft,
  emptyValues,
  loadDraft,
  resumeStep,
  saveDraft,
  stepOfField,
  stepsFor,
  type TBriefStep,
  type TBriefValues,
  type TBriefViewer,
  toOfferBody,
  validateStep,
} from '../brief-draft.ts';
import { STEP_HINTS, STEP_TITLES } from '../brief-labels.ts';
import { AccountStep, CodeStep } from './account-steps.tsx';
import classes from './brief-flow.module.css';
import { CompanyStep, ContactStep } from './company-steps.tsx';
import { DescriptionStep } from './description-step.tsx';
import { FileStep } from './file-step.tsx';
import { BudgetStep, CategoryStep, QuestionsStep } from './project-steps.tsx';
import { SuccessStep } from './success-step.tsx';

/** Errors of the code itself: shown under the code boxes. */
const CODE_ERRORS = {
  VERIFICATION_CODE_INVALID: true,
  VERIFICATION_CODE_EXPIRED: true,
  VERIFICATION_TOO_MANY_ATTEMPTS: true,
} as const;

export const PROJECTS_PATH = '/client/my-projects';

export function isCategoryKey(value: string | null | undefined): value is TCategoryKey {
  return !!value && (CATEGORY_KEYS as readonly string[]).includes(value);
}

export type TBriefFlowEntry = {
  /** A category chosen before opening (home page grid), or null. */
  categoryKey: TCategoryKey | null;
  /** "Send project" from an agency's profile. */
  requestedProviderId: number | null;
};

/**
 * The question flow pop-up: category, its questions, budget and scope, company, description, contact, file,
 * then (for a visitor) an inline sign-up with the phone code, and the submit. Every answer and the current
 * step are kept in localStorage, so a reload reopens the flow where the client was.
 */
export function BriefFlowModal({
  entry,
  onEntryApplied,
  onClose,
  returnPath,
}: {
  entry: TBriefFlowEntry;
  /** Called once the entry is in the draft (the URL then no longer needs to carry it). */
  onEntryApplied: () => void;
  onClose: () => void;
  /** Where a visitor who prefers to log in comes back to (the flow reopens there). */
  returnPath: string;
}) {
  const t = useT();
  const user = useSessionUser();
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const isProvider = !!user && !user.IsClient;
  return (
    <Modal
      opened
      onClose={onClose}
      size={600}
      // Top-aligned: a centred pop-up would jump with every step's height.
      centered={false}
      fullScreen={!!isPhone}
      radius={isPhone ? 0 : 'md'}
      title={
        <Text fw={700} component="span">
          {t('briefFlow.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('briefFlow.close') }}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
      data-testid="brief-flow"
    >
      {isProvider ? (
        <ProviderNotice onClose={onClose} />
      ) : (
        <BriefFlowBody
          entry={entry}
          onEntryApplied={onEntryApplied}
          onClose={onClose}
          returnPath={returnPath}
        />
      )}
    </Modal>
  );
}

/** Agencies cannot create briefs: a clear message instead of the flow. */
function ProviderNotice({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Stack gap="md" data-testid="brief-provider-notice">
      <Title order={2} fz={20}>
        {t('briefFlow.provider.title')}
      </Title>
      <Text>{t('briefFlow.provider.text')}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('briefFlow.close')}</Button>
      </Group>
    </Stack>
  );
}

function BriefFlowBody({
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
  const t = useT();
  const locale = useLocale();
  const user = useSessionUser();
  const api = useApiContext();
  const queryClient = useQueryClient();
  const [initial] = useState(() => loadDraft());
  const form = useForm<TBriefValues>(initial?.values ?? emptyValues());
  const [savedStep, setSavedStep] = useState<TBriefStep>(initial?.step ?? 'category');
  const [file, setFile] = useState<File | null>(null);
  /** A visitor who signed up in this pop-up: the phone the code went to and when. */
  const [registered, setRegistered] = useState<{ phone: string; at: number } | null>(null);
  const [verified, setVerified] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ offer: TOffer; fileError: string | null } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { values } = form;

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
  const isLast = index === steps.length - 1;

  const categoryId = values.CategoryKey ? categoryIdOf(values.CategoryKey) : null;
  const questions = useQuestions(categoryId);
  const quality = useMemo(
    () =>
      scoreBrief(
        {
          description: values.Description,
          contactEmail: user?.Email ?? values.Email,
          budgetDefined: !values.BudgetUndefined && values.BudgetTry !== '',
          hasStartDate: values.StartDate !== null,
        },
        locale,
      ),
    [
      values.Description,
      values.Email,
      values.BudgetUndefined,
      values.BudgetTry,
      values.StartDate,
      user,
      locale,
    ],
  );

  function chooseCategory(key: TCategoryKey) {
    // Each category has its own questions: answers of another category do not carry over.
    form.setValues((current) =>
      current.CategoryKey === key ? current : { ...current, CategoryKey: key, Answers: {} },
    );
    form.reset();
    setSavedStep('questions');
  }

  // The entry (category from the home page grid, agency from its profile) goes into the draft once.
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

  // Keep the draft; after a successful submit there is nothing left to resume.
  useEffect(() => {
    if (!result) saveDraft(step, values);
  }, [step, values, result]);

  // A new step: its heading takes the focus so keyboard and screen-reader users start at its top.
  const stepShown = result ? 'success' : step;
  useEffect(() => {
    if (stepShown) headingRef.current?.focus({ preventScroll: false });
  }, [stepShown]);

  function goTo(next: TBriefStep) {
    form.reset();
    setSavedStep(next);
  }

  /** Shows a failed POST Offer: field messages on their own step (the earliest), the rest in the alert. */
  function showSubmitFailure(error: unknown) {
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
    if (first) focusFirstError();
  }

  async function submit() {
    setBusy(true);
    // Just signed up: the token is in the cookie but not yet in this render's context.
    const authed = { ...api, token: readAuthToken() ?? api.token };
    try {
      const offer = await createOffer(authed, toOfferBody(values, questions.data ?? []));
      let fileError: string | null = null;
      if (file) {
        try {
          await uploadOfferFile(authed, offer.OfferKey, file);
        } catch (error) {
          fileError = failureMessage(error, locale);
        }
      }
      clearDraft();
      setResult({ offer, fileError });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    } catch (error) {
      showSubmitFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function retryFile() {
    if (!result || !file) return;
    setRetrying(true);
    try {
      await uploadOfferFile({ ...api, token: readAuthToken() ?? api.token }, result.offer.OfferKey, file);
      setResult({ ...result, fileError: null });
    } catch (error) {
      setResult({ ...result, fileError: failureMessage(error, locale) });
    } finally {
      setRetrying(false);
    }
  }

  async function register() {
    const checked = checkForm(
      ZClientRegister,
      {
        Name: values.Name,
        Surname: values.Surname,
        Email: values.Email,
        Password: values.Password,
        CellPhoneNumber: values.CellPhoneNumber,
        IsClarificationAccepted: values.IsClarificationAccepted,
      },
      locale,
    );
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      const answer = await registerClient(api, checked.data);
      // Signed in from now on (the same cookie the register page sets); the code is on its way by SMS.
      storeAuthToken(answer.Token);
      setRegistered({ phone: checked.data.CellPhoneNumber, at: Date.now() });
      form.setValue('Password', '');
      setCode('');
      goTo('code');
    } catch (error) {
      form.fail(error);
      focusFirstError();
    } finally {
      setBusy(false);
    }
  }

  async function confirmCode(entered = code) {
    if (busy) return;
    form.reset();
    if (!/^\d{6}$/.test(entered)) {
      form.setErrors({ Code: fieldMessage('code', locale) });
      return;
    }
    setBusy(true);
    try {
      await verifyPhone({ ...api, token: readAuthToken() ?? api.token }, { Code: entered });
    } catch (error) {
      setBusy(false);
      setCode('');
      const failure = error instanceof ApiRequestError ? error.envelope?.ErrorCode : undefined;
      if (failure && failure in CODE_ERRORS) form.setErrors({ Code: (error as Error).message });
      else form.fail(error);
      return;
    }
    setVerified(true);
    await submit();
  }

  function next(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    form.reset();
    if (step === 'questions' && !questions.data) return;
    const errors = validateStep({ step, values, questions: questions.data ?? [], quality, locale });
    if (step === 'file' && file) {
      const problem = offerFileProblem(file);
      if (problem) errors.File = fieldMessage(problem, locale);
    }
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    if (step === 'account') return void register();
    if (step === 'code') return void confirmCode();
    if (isLast) return void submit();
    const following = steps[index + 1]!;
    goTo(following === 'account' && registered ? 'code' : following);
  }

  function back() {
    // The account exists once the code is sent: going back skips the sign-up form.
    if (step === 'code' && registered) return goTo('file');
    if (index > 0) goTo(steps[index - 1]!);
  }

  function close() {
    // A visitor who signed up here: a full load shows the signed-in layout (see docs: sign-up signs in).
    if (registered && result) return hardNavigate(PROJECTS_PATH);
    onClose();
  }

  if (result) {
    return (
      <Box ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
        <SuccessStep
          offer={result.offer}
          fileError={result.fileError}
          retrying={retrying}
          onRetryFile={() => void retryFile()}
          projectsHref={PROJECTS_PATH}
        />
        <Group justify="center" mt="xs">
          <Button variant="subtle" color="gray" onClick={close}>
            {t('briefFlow.close')}
          </Button>
        </Group>
      </Box>
    );
  }

  const nextLabel =
    step === 'account'
      ? t('briefFlow.account.submit')
      : step === 'code'
        ? t('briefFlow.code.submit')
        : isLast
          ? t('briefFlow.submit')
          : t('briefFlow.next');

  return (
    <form onSubmit={next} noValidate data-testid={`brief-step-${step}`} data-step={step}>
      <Stack gap={6} mb="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="brief-progress">
            {t('briefFlow.progress', { current: index + 1, total: steps.length })}
          </Text>
          {values.RequestedProviderId ? (
            <Text size="xs" c="indigo.7" fw={600}>
              {t('briefFlow.requestedAgency')}
            </Text>
          ) : null}
        </Group>
        <Progress value={((index + 1) / steps.length) * 100} size="sm" aria-hidden="true" />
        <Title
          order={2}
          fz={{ base: 20, sm: 22 }}
          mt="xs"
          ref={headingRef}
          tabIndex={-1}
          // The pop-up's focus trap starts here rather than on the close button.
          data-autofocus
          className={classes.stepHeading}
        >
          {t(STEP_TITLES[step])}
        </Title>
        <Text size="sm" c="dimmed">
          {t(STEP_HINTS[step])}
        </Text>
      </Stack>

      {step === 'category' ? (
        <CategoryStep value={values.CategoryKey} error={form.errors.CategoryKey} onChoose={chooseCategory} />
      ) : null}
      {step === 'questions' ? (
        <QuestionsStep
          form={form}
          questions={questions.data}
          isError={questions.isError}
          onRetry={() => void questions.refetch()}
        />
      ) : null}
      {step === 'budget' ? <BudgetStep form={form} /> : null}
      {step === 'company' ? <CompanyStep form={form} /> : null}
      {step === 'description' ? <DescriptionStep form={form} quality={quality} /> : null}
      {step === 'contact' ? <ContactStep form={form} /> : null}
      {step === 'file' ? <FileStep form={form} file={file} onFile={setFile} /> : null}
      {step === 'account' ? <AccountStep form={form} returnPath={returnPath} /> : null}
      {step === 'code' ? (
        <CodeStep
          phone={registered?.phone ?? user?.CellPhoneNumber ?? ''}
          sentAt={registered?.at ?? null}
          code={code}
          onCode={(value) => {
            setCode(value);
            form.setErrors(({ Code: _cleared, ...rest }) => rest);
          }}
          onComplete={(value) => void confirmCode(value)}
          error={form.errors.Code}
          disabled={busy}
        />
      ) : null}

      <Box mt="md">
        <FormAlert message={form.alert} />
      </Box>
      <Group justify="space-between" className={classes.footer} wrap="nowrap">
        {index > 0 ? (
          <Button variant="default" onClick={back} disabled={busy} data-testid="brief-back">
            {t('briefFlow.back')}
          </Button>
        ) : (
          <span />
        )}
        {step === 'category' ? (
          values.CategoryKey ? (
            <Button type="submit" data-testid="brief-next">
              {nextLabel}
            </Button>
          ) : null
        ) : (
          <Button type="submit" loading={busy} color={isLast ? 'orange' : undefined} data-testid="brief-next">
            {nextLabel}
          </Button>
        )}
      </Group>
    </form>
  );
}
