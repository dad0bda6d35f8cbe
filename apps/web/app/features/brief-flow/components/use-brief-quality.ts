import { scoreBrief } from '@brifa/contracts';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n.tsx';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import type { TBriefValues } from '../brief-draft.ts';

/** The description step's score, from the description and what else the brief already says. */
export function useBriefQuality(values: TBriefValues) {
  const locale = useLocale();
  const user = useSessionUser();
  return useMemo(
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
}
