import type { IBriefQuality, TCategoryKey } from '@brifa/contracts';
import { Stack } from '@mantine/core';
import type { useQuestions } from '../api/list-questions.ts';
import type { TBriefStep } from '../brief-steps.ts';
import { AccountStep, CodeStep } from './account-steps.tsx';
import { CompanyStep } from './company-steps.tsx';
import { DescriptionStep } from './description-step.tsx';
import { FileStep } from './file-step.tsx';
import { BudgetFields, CategoryStep, QuestionsStep } from './project-steps.tsx';
import type { TBriefForm, TCodeStepProps } from './step-props.ts';

/** The fields of the current step. */
export function StepFields({
  step,
  form,
  questions,
  quality,
  onChooseCategory,
  file,
  onFile,
  returnPath,
  codeStep,
  codeSent,
  onEditAccount,
}: {
  step: TBriefStep;
  form: TBriefForm;
  questions: ReturnType<typeof useQuestions>;
  quality: IBriefQuality;
  onChooseCategory: (key: TCategoryKey) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  returnPath: string;
  codeStep: TCodeStepProps;
  /** The visitor's sign-up sent the code: the account step shows the code part. */
  codeSent: boolean;
  onEditAccount: () => void;
}) {
  switch (step) {
    case 'category':
      return (
        <CategoryStep
          value={form.values.CategoryKey}
          error={form.errors.CategoryKey}
          onChoose={onChooseCategory}
        />
      );
    case 'questions':
      return (
        <QuestionsStep
          form={form}
          questions={questions.data}
          isError={questions.isError}
          onRetry={() => void questions.refetch()}
        />
      );
    case 'project':
      return (
        <Stack gap="xl">
          <BudgetFields form={form} />
          <DescriptionStep form={form} quality={quality} />
          <FileStep form={form} file={file} onFile={onFile} />
        </Stack>
      );
    case 'company':
      return <CompanyStep form={form} />;
    case 'account':
      return (
        <AccountStep
          form={form}
          returnPath={returnPath}
          code={codeSent ? { ...codeStep, error: form.errors.Code } : null}
          onEdit={onEditAccount}
        />
      );
    case 'code':
      return <CodeStep {...codeStep} error={form.errors.Code} />;
  }
}
