import type { TDebt, TInstallmentOptionView, TPaymentInit } from '@brifa/contracts';
import { Alert, Button, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { initPayment, startPayment, useCreditCards } from '../api/payments-api.ts';
import { CardFields, cardBody, EMPTY_CARD, type TCardForm } from './card-fields.tsx';
import { TestCards } from './test-cards.tsx';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Pays one debt by card (issue 19): the top-up pop-up's card form and flow (saved or new card, the server's price,
 * single payment, the bank's 3-D page, then /payment-result) for a `debt` line priced by the debt itself.
 */
export function DebtCardModal({ debt, onClose }: { debt: TDebt; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const navigate = useNavigate();
  const cards = useCreditCards();
  const savedCards = cards.data?.Items ?? [];
  const [choice, setChoice] = useState<string>('new');
  const [card, setCard] = useState<TCardForm>(EMPTY_CARD);
  const [save, setSave] = useState(false);
  const [quote, setQuote] = useState<TPaymentInit | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  const basket = [{ Id: 'debt', Options: { DebtId: debt.Id } }];

  const firstCard = savedCards[0]?.Id;
  useEffect(() => {
    if (firstCard) setChoice((current) => (current === 'new' ? `saved:${firstCard}` : current));
  }, [firstCard]);

  useEffect(() => {
    let live = true;
    initPayment(api, { BasketItems: [{ Id: 'debt', Options: { DebtId: debt.Id } }] })
      .then((answer) => live && setQuote(answer))
      .catch((error) => live && setFailure(error instanceof ApiRequestError ? error.message : null));
    return () => {
      live = false;
    };
  }, [api, debt.Id]);

  const savedId = choice.startsWith('saved:') ? Number(choice.slice(6)) : null;
  const option: TInstallmentOptionView | undefined = quote?.Installments.find((o) => o.Installment === 1);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!quote || !option) return;
    setBusy(true);
    try {
      const payment = await startPayment(
        api,
        {
          Type: 'debt',
          BasketItems: basket,
          ForceThreeD: true,
          Currency: 'TRY',
          GrossPrice: quote.GrossPrice,
          PaidPrice: option.TotalPriceKurus,
          Installment: 1,
          ...(savedId ? { CreditCardId: savedId } : { Card: cardBody(card), SaveCard: save }),
        },
        key.current,
      );
      key.current = newKey();
      if (payment.ThreeDsUrl) {
        window.location.assign(payment.ThreeDsUrl);
        return;
      }
      navigate(`/payment-result?payment=${encodeURIComponent(payment.Id)}`);
    } catch (error) {
      setBusy(false);
      key.current = newKey();
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors);
        if (Object.keys(error.fieldErrors).length === 0) setFailure(error.message);
      } else {
        setFailure(t('payments.result.reason.unexpected'));
      }
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('debts.card.title')} size={600}>
      <form onSubmit={pay} noValidate>
        <Stack gap="md">
          {cards.data?.TestMode || quote?.TestMode ? <TestCards /> : null}
          <Text>
            {t('debts.card.amount', { amount: formatKurus(debt.AmountKurus, locale, { cents: true }) })}
          </Text>
          {savedCards.length > 0 ? (
            <Radio.Group label={t('payments.card.choose')} value={choice} onChange={setChoice}>
              <Stack gap={6} mt={4}>
                {savedCards.map((saved) => (
                  <Radio
                    key={saved.Id}
                    value={`saved:${saved.Id}`}
                    label={t('payments.card.ending', { brand: saved.Association, lastFour: saved.LastFour })}
                  />
                ))}
                <Radio value="new" label={t('payments.card.new')} />
              </Stack>
            </Radio.Group>
          ) : null}
          {choice === 'new' ? (
            <CardFields card={card} onChange={setCard} errors={errors} save={save} onSaveChange={setSave} />
          ) : null}
          {!quote && !failure ? <Skeleton height={24} /> : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('payments.secure')}
          </Text>
          <Button type="submit" loading={busy} disabled={!option} data-testid="debt-card-pay">
            {t('payments.pay', {
              amount: formatKurus(option?.TotalPriceKurus ?? debt.AmountKurus, locale, { cents: true }),
            })}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
