import type { useForm } from '../../../lib/use-form.ts';
import type { TBriefValues } from '../brief-draft.ts';

/** The flow's one form: every step reads and writes its own fields of it. */
export type TBriefForm = ReturnType<typeof useForm<TBriefValues>>;
