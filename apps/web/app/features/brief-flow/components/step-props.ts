import type { useForm } from '../../../lib/use-form.ts';
import type { TBriefValues } from '../brief-draft.ts';

/** The flow's one form: every step reads and writes its own fields of it. */
export type TBriefForm = ReturnType<typeof useForm<TBriefValues>>;

/** The phone code part: the code step, or the account step once the sign-up sent the code. */
export type TCodeStepProps = {
  phone: string;
  sentAt: number | null;
  code: string;
  onCode: (code: string) => void;
  onComplete: (code: string) => void;
  disabled: boolean;
};
