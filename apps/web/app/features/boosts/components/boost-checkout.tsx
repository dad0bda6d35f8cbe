import type { TBasketItem } from '@brifa/contracts';
import { Text } from '@mantine/core';
import { CardCheckoutModal } from '../../../entities/billing/card-checkout.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';

/**
 * The boost's card checkout (the shared checkout for one fixed item): a saved or new card, the server's price,
 * then the bank's 3-D page and /payment-result. Paid in one instalment.
 */
export function BoostCheckout({ item, onClose }: { item: TBasketItem; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const days = item.Days ?? 0;
  return (
    <CardCheckoutModal
      title={t('boost.checkout.title', { days })}
      onClose={onClose}
      size={560}
      type="boost"
      basket={[{ Id: item.Id }]}
      payTestId="boost-pay"
      fallbackAmountKurus={item.PriceKurus ?? 0}
      singleInstallment
    >
      <Text fw={600}>
        {t('boost.checkout.summary', { days, amount: formatKurus(item.PriceKurus ?? 0, locale) })}
      </Text>
    </CardCheckoutModal>
  );
}
