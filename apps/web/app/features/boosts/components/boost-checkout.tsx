import {
  SANDBOX_TEST_CARDS,
  type TBasketItem,
  type TCreditCardList,
  type TPaymentInit,
} from '@brifa/contracts';
import { Alert, Button, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { initBoostPayment, listSavedCards, startBoostPayment } from '../api/boosts-api.ts';

/**
 * The boost's card checkout, the top-up pop-up's flow for one fixed item (a minimal copy: features do not import
 * each other; the lead dedupes it with the packages part's shared checkout): a saved or new card, the server's
 * price, then the bank's 3-D page and /payment-result. Paid in one instalment.
 */

type TCard = { holder: string; number: string; month: string; year: string; cvc: string };
const EMPTY: TCard = { holder: '', number: '', month: '', year: '', cvc: '' };

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function BoostCheckout({ item, onClose }: { item: TBasketItem; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  // The API context is a new object each render: effects read it through a ref, so they run only when their inputs change.
  const apiRef = useRef(api);
  apiRef.current = api;
  const navigate = useNavigate();
  const [cards, setCards] = useState<TCreditCardList | null>(null);
  const [choice, setChoice] = useState('new');
  const [card, setCard] = useState<TCard>(EMPTY);
  const [quoted, setQuoted] = useState<{ key: string; answer: TPaymentInit } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  const basket = [{ Id: item.Id }];

  useEffect(() => {
    listSavedCards(apiRef.current)
      .then((answer) => {
        setCards(answer);
        const first = answer.Items[0];
        if (first) setChoice(`saved:${first.Id}`);
      })
      .catch(() => setCards({ Items: [], TestMode: false }));
  }, []);

  const savedId = choice.startsWith('saved:') ? Number(choice.slice(6)) : null;
  const bin = card.number.replace(/\D/g, '').slice(0, 6);
  const quoteKey = savedId ? `saved:${savedId}` : bin.length === 6 ? `bin:${bin}` : null;
  // Only the answer for the card on screen now is paid with (a quote for an earlier card is ignored).
  const quote = quoted && quoted.key === quoteKey ? quoted.answer : null;
  useEffect(() => {
    if (!quoteKey) return;
    let live = true;
    const timer = setTimeout(() => {
      initBoostPayment(apiRef.current, {
        BasketItems: [{ Id: item.Id }],
        ...(savedId ? { CreditCardId: savedId } : { BinNumber: bin }),
      })
        .then((answer) => live && setQuoted({ key: quoteKey, answer }))
        .catch(() => live && setQuoted(null));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [item.Id, quoteKey, savedId, bin]);

  const single = quote?.Installments.find((option) => option.Installment === 1);
  const price = formatKurus(item.PriceKurus ?? 0, locale);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!quote || !single) return;
    setFailure(null);
    setBusy(true);
    try {
      const payment = await startBoostPayment(
        api,
        {
          Type: 'boost',
          BasketItems: basket,
          ForceThreeD: true,
          Currency: 'TRY',
          GrossPrice: quote.GrossPrice,
          PaidPrice: single.TotalPriceKurus,
          Installment: 1,
          ...(savedId
            ? { CreditCardId: savedId }
            : {
                Card: {
                  HolderName: card.holder,
                  Number: card.number.replace(/\D/g, ''),
                  ExpireMonth: Number(card.month),
                  ExpireYear: Number(card.year),
                  Cvc: card.cvc,
                },
              }),
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

  const field = (name: keyof TCard, digits = true) => ({
    value: card[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setCard({
        ...card,
        [name]: digits ? event.currentTarget.value.replace(/\D/g, '') : event.currentTarget.value,
      }),
  });

  return (
    <Modal opened onClose={onClose} title={t('boost.checkout.title', { days: item.Days ?? 0 })} size={560}>
      <form onSubmit={pay} noValidate>
        <Stack gap="md">
          <Text fw={600}>{t('boost.checkout.summary', { days: item.Days ?? 0, amount: price })}</Text>
          {cards?.TestMode || quote?.TestMode ? (
            <Alert color="yellow" title={t('payments.test.title')} data-testid="test-payment">
              <Text size="sm">{t('payments.test.text')}</Text>
              <Text size="sm" ff="monospace">
                {SANDBOX_TEST_CARDS.map((test) => `${test.number} — ${test.label[locale]}`).join(' · ')}
              </Text>
            </Alert>
          ) : null}
          {cards && cards.Items.length > 0 ? (
            <Radio.Group label={t('payments.card.choose')} value={choice} onChange={setChoice}>
              <Stack gap={6} mt={4}>
                {cards.Items.map((saved) => (
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
            <>
              <TextInput
                label={t('payments.card.holder')}
                autoComplete="cc-name"
                {...field('holder', false)}
                error={errors['Card.HolderName']}
                required
              />
              <TextInput
                label={t('payments.card.number')}
                autoComplete="cc-number"
                inputMode="numeric"
                maxLength={19}
                {...field('number')}
                error={errors['Card.Number']}
                required
                data-testid="boost-card-number"
              />
              <SimpleGrid cols={3} spacing="sm">
                <TextInput
                  label={t('payments.card.month')}
                  autoComplete="cc-exp-month"
                  inputMode="numeric"
                  maxLength={2}
                  {...field('month')}
                  error={errors['Card.ExpireMonth']}
                  required
                />
                <TextInput
                  label={t('payments.card.year')}
                  autoComplete="cc-exp-year"
                  inputMode="numeric"
                  maxLength={4}
                  {...field('year')}
                  error={errors['Card.ExpireYear']}
                  required
                />
                <TextInput
                  label={t('payments.card.cvc')}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  maxLength={4}
                  {...field('cvc')}
                  error={errors['Card.Cvc']}
                  required
                />
              </SimpleGrid>
            </>
          ) : null}
          {quoteKey && !quote ? (
            <Text size="sm" c="dimmed">
              {t('boost.checkout.loading')}
            </Text>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('payments.secure')}
          </Text>
          <Button type="submit" loading={busy} disabled={!single} data-testid="boost-pay">
            {t('payments.pay', {
              amount: formatKurus(single?.TotalPriceKurus ?? item.PriceKurus ?? 0, locale, { cents: true }),
            })}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
