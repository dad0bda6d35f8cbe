import type { IBriefQuality, TCategoryKey } from '@brifa/contracts';
import type { useQuestions } from '../api/list-questions.ts';
import type { TBriefStep } from '../brief-steps.ts';
import { AccountStep, CodeStep } from './account-steps.tsx';
import { CompanyStep, ContactStep } from './company-steps.tsx';
import { DescriptionStep } from './description-step.tsx';
import { FileStep } from './file-step.tsx';
import { BudgetStep, CategoryStep, QuestionsStep } from './project-steps.tsx';
import type { TBriefForm } from './step-props.ts';

export type TCodeStepProps = {
  phone: string;
  sentAt: number | null;
  code: string;
  onCode: (code: string) => void;
  onComplete: (code: string) => void;
  disabled: boolean;
};

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
    case 'budget':
      return <BudgetStep form={form} />;
    case 'company':
      return <CompanyStep form={form} />;
    case 'description':
      return <DescriptionStep form={form} quality={quality} />;
    case 'contact':
      return <ContactStep form={form} />;
    case 'file':
      return <FileStep form={form} file={file} onFile={onFile} />;
    case 'account':
      return <AccountStep form={form} returnPath={returnPath} />;
    case 'code':
      return <CodeStep {...codeStep} error={form.errors.Code} />;
  }
}
