import type { TAgreement } from '@brifa/contracts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';

/** "12.500,00 TL (tek seferlik)" / "Aylık 12.500,00 TL · 6 ay". */
export function useAgreementAmount() {
  const t = useT();
  const locale = useLocale();
  return (agreement: Pick<TAgreement, 'AmountKurus' | 'Period' | 'Months'>) => {
    if (agreement.AmountKurus === null) return '';
    const amount = formatKurus(agreement.AmountKurus, locale, { cents: true });
    return agreement.Period === 'monthly'
      ? t('agreements.amount.monthly', { amount, months: agreement.Months ?? 0 })
      : t('agreements.amount.one_off', { amount });
  };
}
