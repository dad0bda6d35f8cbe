import {
  type TInstallmentOptionView,
  TOP_UP_SUGGESTED_KURUS,
  type TPaymentInit,
  WALLET_TOP_UP_MINIMUM_KURUS,
} from '@brifa/contracts';
import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBillingInfoGate } from '../../../entities/billing/billing-info-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { rememberPaymentReturn, type TPaymentReturn } from '../../../lib/top-up-launcher.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { initPayment, startPayment, useCreditCards } from '../api/payments-api.ts';
import { CardFields, cardBody, EMPTY_CARD, type TCardForm } from './card-fields.tsx';
import { TestCards } from './test-cards.tsx';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

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
  const api = useApiContext();
  const navigate = useNavigate();
  const cards = useCreditCards();
  const savedCards = cards.data?.Items ?? [];
  const [amount, setAmount] = useState('1000');
  const [choice, setChoice] = useState<string>('new');
  const [card, setCard] = useState<TCardForm>(EMPTY_CARD);
  const [save, setSave] = useState(false);
  const [installment, setInstallment] = useState(1);
  const [quoted, setQuoted] = useState<{ key: string; answer: TPaymentInit } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  // A saved card is the default once the cards arrive.
  const firstCard = savedCards[0]?.Id;
  useEffect(() => {
    if (firstCard) setChoice((current) => (current === 'new' ? `saved:${firstCard}` : current));
  }, [firstCard]);

  const amountKurus = amountKurusOf(amount);
  const bin = card.number.replace(/\D/g, '').slice(0, 6);
  const savedId = choice.startsWith('saved:') ? Number(choice.slice(6)) : null;
  const quoteFor = amountKurus && (savedId || bin.length === 6) ? `${amountKurus}|${savedId ?? bin}` : null;
  // Only the answer for what is on screen now: a quote for an earlier amount or card is never paid with.
  const quote = quoted && quoted.key === quoteFor ? quoted.answer : null;

  // The server's price and the card's instalment table, asked again when the amount or the card's BIN changes.
  useEffect(() => {
    if (!quoteFor || !amountKurus) return;
    let live = true;
    const timer = setTimeout(() => {
      initPayment(api, {
        BasketItems: [{ Id: 'wallet_top_up', AmountKurus: amountKurus }],
        ...(savedId ? { CreditCardId: savedId } : { BinNumber: bin }),
      })
        .then((answer) => {
          if (!live) return;
          setQuoted({ key: quoteFor, answer });
          setInstallment((current) =>
            answer.Installments.some((o) => o.Installment === current) ? current : 1,
          );
        })
        .catch(() => live && setQuoted(null));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, quoteFor, amountKurus, savedId, bin]);

  const option: TInstallmentOptionView | undefined = quote?.Installments.find(
    (o) => o.Installment === installment,
  );
  const minimum = formatKurus(WALLET_TOP_UP_MINIMUM_KURUS, locale);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!amountKurus) {
      setErrors({ Amount: t('payments.topUp.amountInvalid', { minimum }) });
      return;
    }
    if (!option || !quote) return;
    setBusy(true);
    try {
      const payment = await startPayment(
        api,
        {
          Type: 'wallet_top_up',
          BasketItems: [{ Id: 'wallet_top_up', AmountKurus: amountKurus }],
          ForceThreeD: true,
          Currency: 'TRY',
          GrossPrice: quote.GrossPrice,
          PaidPrice: option.TotalPriceKurus,
          Installment: installment,
          ...(savedId ? { CreditCardId: savedId } : { Card: cardBody(card), SaveCard: save }),
        },
        key.current,
      );
      key.current = newKey();
      // The page to come back to, kept for this payment's result page (the bank's return names only the payment).
      rememberPaymentReturn(payment.Id, returnTo);
      if (payment.ThreeDsUrl) {
        window.location.assign(payment.ThreeDsUrl);
        return;
      }
      navigate(`/payment-result?payment=${encodeURIComponent(payment.Id)}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors);
        if (Object.keys(error.fieldErrors).length === 0) setFailure(error.message);
        key.current = newKey();
      } else {
        setFailure(t('payments.result.reason.unexpected'));
      }
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('payments.topUp.title')} size={600} fullScreen={false}>
      <form onSubmit={pay} noValidate>
        <Stack gap="md">
          {cards.data?.TestMode || quote?.TestMode ? <TestCards /> : null}
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

          <Stack gap={6}>
            <Text fw={600}>{t('payments.installments.title')}</Text>
            {!quoteFor ? (
              <Text size="sm" c="dimmed">
                {t('payments.installments.hint')}
              </Text>
            ) : !quote ? (
              <Skeleton height={40} />
            ) : (
              <Radio.Group
                value={String(installment)}
                onChange={(value) => setInstallment(Number(value))}
                aria-label={t('payments.installments.title')}
                error={errors.Installment}
              >
                <Stack gap={6} data-testid="installments">
                  {quote.Installments.map((o) => (
                    <Radio
                      key={o.Installment}
                      value={String(o.Installment)}
                      label={
                        o.Installment === 1
                          ? `${t('payments.installments.single')} — ${formatKurus(o.TotalPriceKurus, locale, { cents: true })}`
                          : `${t('payments.installments.option', {
                              count: o.Installment,
                              each: formatKurus(o.InstallmentPriceKurus, locale, { cents: true }),
                            })} — ${t('payments.installments.total', {
                              total: formatKurus(o.TotalPriceKurus, locale, { cents: true }),
                            })}`
                      }
                      description={
                        o.InterestKurus > 0
                          ? t('payments.installments.interest', {
                              interest: formatKurus(o.InterestKurus, locale, { cents: true }),
                            })
                          : t('payments.installments.noInterest')
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          </Stack>

          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('payments.secure')}
          </Text>
          <Button type="submit" loading={busy} disabled={!option} data-testid="top-up-pay">
            {t('payments.pay', {
              amount: formatKurus(option?.TotalPriceKurus ?? amountKurus ?? 0, locale, { cents: true }),
            })}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
