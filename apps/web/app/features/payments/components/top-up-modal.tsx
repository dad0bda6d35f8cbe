import { TOP_UP_SUGGESTED_KURUS, WALLET_TOP_UP_MINIMUM_KURUS } from '@brifa/contracts';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useBillingInfoGate } from '../../../entities/billing/billing-info-dialog.tsx';
import { CardCheckoutForm } from '../../../entities/billing/card-checkout.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import type { TPaymentReturn } from '../../../lib/top-up-launcher.ts';

/** The amount typed, in kuruş, when it is whole lira at or above the minimum (rules.md §5/§9). */
function amountKurusOf(text: string): number | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  const kurus = Number(text) * 100;
  return kurus >= WALLET_TOP_UP_MINIMUM_KURUS ? kurus : null;
}

/** The wallet top-up pop-up: amount, card (saved or new), instalments with interest, then the bank's 3-D page. */
/** Opens the top-up pop-up; before the first payment, the billing-info pop-up asks whom to invoice. */
export function TopUpButton() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const { requireBillingInfo, dialog: billingDialog } = useBillingInfoGate();
  return (
    <>
      <Button mt="md" onClick={() => requireBillingInfo(() => setOpened(true))} data-testid="top-up-open">
        {t('payments.topUp.open')}
      </Button>
      {billingDialog}
      {opened ? <TopUpModal onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/**
 * The same pop-ups opened from another page (`openTopUp`, lib/top-up-launcher.ts; the agency layout mounts this):
 * billing details first when missing, then the top-up; `returnTo` is where the result page offers to go back.
 */
export function TopUpFlow({ returnTo, onClose }: { returnTo: TPaymentReturn | null; onClose: () => void }) {
  const [opened, setOpened] = useState(false);
  const { requireBillingInfo, dialog: billingDialog } = useBillingInfoGate();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    requireBillingInfo(() => setOpened(true));
  }, [requireBillingInfo]);
  return (
    <>
      {billingDialog}
      {opened ? (
        <TopUpModal
          returnTo={returnTo}
          onClose={() => {
            setOpened(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

function TopUpModal({ onClose, returnTo = null }: { onClose: () => void; returnTo?: TPaymentReturn | null }) {
  const t = useT();
  const locale = useLocale();
  const [amount, setAmount] = useState('1000');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const amountKurus = amountKurusOf(amount);
  const minimum = formatKurus(WALLET_TOP_UP_MINIMUM_KURUS, locale);

  return (
    <Modal opened onClose={onClose} title={t('payments.topUp.title')} size={600} fullScreen={false}>
      <CardCheckoutForm
        basket={amountKurus ? [{ Id: 'wallet_top_up', AmountKurus: amountKurus }] : null}
        type="wallet_top_up"
        returnTo={returnTo}
        onInvalid={() => setErrors({ Amount: t('payments.topUp.amountInvalid', { minimum }) })}
        payTestId="top-up-pay"
        fallbackAmountKurus={amountKurus}
      >
        <TextInput
          label={t('payments.topUp.amount')}
          description={t('payments.topUp.amountHint', { minimum })}
          inputMode="numeric"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value.replace(/\D/g, ''));
            setErrors({});
          }}
          error={
            errors.Amount ??
            (amount !== '' && !amountKurus ? t('payments.topUp.amountInvalid', { minimum }) : undefined)
          }
          required
          data-testid="top-up-amount"
        />
        <Group gap="xs" aria-label={t('payments.topUp.suggested')} role="group">
          {TOP_UP_SUGGESTED_KURUS.map((kurus) => (
            <Button
              key={kurus}
              size="xs"
              variant={amountKurus === kurus ? 'filled' : 'default'}
              aria-pressed={amountKurus === kurus}
              onClick={() => {
                setAmount(String(kurus / 100));
                setErrors({});
              }}
            >
              {formatKurus(kurus, locale)}
            </Button>
          ))}
        </Group>
      </CardCheckoutForm>
    </Modal>
  );
}
