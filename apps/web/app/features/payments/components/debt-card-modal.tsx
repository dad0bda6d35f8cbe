import type { TDebt } from '@brifa/contracts';
import { Text } from '@mantine/core';
import { CardCheckoutModal } from '../../../entities/billing/card-checkout.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';

/**
 * Pays one debt by card (issue 19): the shared card checkout (saved or new card, the server's price, single
 * payment, the bank's 3-D page, then /payment-result) for a `debt` line priced by the debt itself.
 */
export function DebtCardModal({ debt, onClose }: { debt: TDebt; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <CardCheckoutModal
      title={t('debts.card.title')}
      onClose={onClose}
      type="debt"
      basket={[{ Id: 'debt', Options: { DebtId: debt.Id } }]}
      payTestId="debt-card-pay"
      fallbackAmountKurus={debt.AmountKurus}
      singleInstallment
      quoteWithoutCard
    >
      <Text>
        {t('debts.card.amount', { amount: formatKurus(debt.AmountKurus, locale, { cents: true }) })}
      </Text>
    </CardCheckoutModal>
  );
}
