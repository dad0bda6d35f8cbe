import type {
  TBasketItemInput,
  TBasketLineInput,
  TInstallmentOptionView,
  TPaymentInit,
  TPurchasableItemKind,
} from '@brifa/contracts';
import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { formatKurus } from '../../lib/money.ts';
import { rememberPaymentReturn, type TPaymentReturn } from '../../lib/top-up-launcher.ts';
import { useApiContext } from '../../lib/use-session-user.ts';
import { CardFields, cardBody, EMPTY_CARD, type TCardForm } from './card-fields.tsx';
import { initPayment, startPayment, useCreditCards } from './checkout-api.ts';
import { CouponField } from './coupon-field.tsx';
import { TestCards } from './test-cards.tsx';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export type TCheckoutProps = {
  /** What is bought; null while the buyer's choice (e.g. a top-up's amount) is not valid yet. */
  basket: TBasketItemInput[] | null;
  type: TPurchasableItemKind;
  /** The coupon field (for what takes coupons: not a top-up), with the lines it is checked against. */
  couponLines?: readonly TBasketLineInput[];
  /** Where the result page offers to go back. */
  returnTo?: TPaymentReturn | null;
  /** Shown first (a top-up's amount field, a package's summary); a function gets the server's price once known. */
  children?: ReactNode | ((quote: TPaymentInit | null) => ReactNode);
  /** Shown under the card and the price, above the pay button (terms, a renewal note). */
  footer?: ReactNode;
  /** Called when the pay button is pressed without a valid basket (the button stays enabled to call it). */
  onInvalid?: () => void;
  /** Checked when the pay button is pressed with a valid basket: false stops (the caller shows why). */
  validate?: () => boolean;
  /** The API's messages for the caller's own fields (those not of the card). */
  onFieldErrors?: (errors: Record<string, string>) => void;
  payTestId?: string;
  /** The pay button's text for the amount (default "Pay {amount}"). */
  payLabel?: (amount: string) => string;
  /** The amount the pay button names before the server's price arrives. */
  fallbackAmountKurus?: number | null;
  /** Paid at once: no instalment table. */
  singleInstallment?: boolean;
  /** The price does not depend on the card (a debt): asked for before a card is given. */
  quoteWithoutCard?: boolean;
};

/**
 * The card checkout of a basket (issue 18's top-up flow, shared with issue 19's purchases): a saved or new card,
 * the server's price (with the coupon or campaign applied) and the card's instalments with their interest, then
 * Payment/start (3-D Secure) under one idempotency key per attempt, and the bank's page.
 */
export function CardCheckoutForm({
  basket,
  type,
  couponLines,
  returnTo = null,
  children,
  footer,
  onInvalid,
  validate,
  onFieldErrors,
  payTestId = 'checkout-pay',
  payLabel,
  fallbackAmountKurus = null,
  singleInstallment = false,
  quoteWithoutCard = false,
}: TCheckoutProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const navigate = useNavigate();
  const cards = useCreditCards();
  const savedCards = cards.data?.Items ?? [];
  const [choice, setChoice] = useState<string>('new');
  const [card, setCard] = useState<TCardForm>(EMPTY_CARD);
  const [save, setSave] = useState(false);
  const [couponName, setCouponName] = useState<string | null>(null);
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

  const bin = card.number.replace(/\D/g, '').slice(0, 6);
  const savedId = choice.startsWith('saved:') ? Number(choice.slice(6)) : null;
  const basketKey = basket ? JSON.stringify(basket) : null;
  const cardKnown = savedId !== null || bin.length === 6;
  const quoteFor =
    basketKey && (cardKnown || quoteWithoutCard)
      ? `${basketKey}|${savedId ?? (cardKnown ? bin : '')}|${couponName ?? ''}`
      : null;
  // Only the answer for what is on screen now: a quote for an earlier basket or card is never paid with.
  const quote = quoted && quoted.key === quoteFor ? quoted.answer : null;

  // The server's price and the card's instalment table, asked again when the basket, card or coupon changes.
  useEffect(() => {
    if (!quoteFor || !basketKey) return;
    let live = true;
    const timer = setTimeout(() => {
      initPayment(api, {
        BasketItems: JSON.parse(basketKey) as TBasketItemInput[],
        ...(savedId ? { CreditCardId: savedId } : bin.length === 6 ? { BinNumber: bin } : {}),
        ...(couponName ? { CouponName: couponName } : {}),
      })
        .then((answer) => {
          if (!live) return;
          setQuoted({ key: quoteFor, answer });
          setInstallment((current) =>
            answer.Installments.some((o) => o.Installment === current) ? current : 1,
          );
        })
        .catch((error: unknown) => {
          if (!live) return;
          setQuoted(null);
          if (error instanceof ApiRequestError) setFailure(error.message);
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, quoteFor, basketKey, savedId, bin, couponName]);

  const option: TInstallmentOptionView | undefined = quote?.Installments.find(
    (o) => o.Installment === (singleInstallment ? 1 : installment),
  );

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!basket) {
      onInvalid?.();
      return;
    }
    if (!option || !quote) return;
    if (validate && !validate()) return;
    setBusy(true);
    try {
      const payment = await startPayment(
        api,
        {
          Type: type,
          BasketItems: basket,
          ForceThreeD: true,
          Currency: 'TRY',
          GrossPrice: quote.GrossPrice,
          PaidPrice: option.TotalPriceKurus,
          Installment: option.Installment,
          ...(couponName ? { CouponName: couponName } : {}),
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
        onFieldErrors?.(error.fieldErrors);
        if (Object.keys(error.fieldErrors).length === 0) setFailure(error.message);
        key.current = newKey();
      } else {
        setFailure(t('payments.result.reason.unexpected'));
      }
    }
  }

  return (
    <form onSubmit={pay} noValidate>
      <Stack gap="md">
        {cards.data?.TestMode || quote?.TestMode ? <TestCards /> : null}
        {typeof children === 'function' ? children(quote) : children}

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

        {couponLines ? (
          <CouponField lines={couponLines} onChange={(applied) => setCouponName(applied?.Name ?? null)} />
        ) : null}

        {quote && quote.DiscountKurus > 0 ? (
          <Stack gap={2} data-testid="checkout-discount">
            <Group justify="space-between">
              <Text size="sm">{t('payments.checkout.subtotal')}</Text>
              <Text size="sm">{formatKurus(quote.SubtotalKurus, locale, { cents: true })}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('payments.checkout.discount', { coupon: quote.CouponName ?? '' })}</Text>
              <Text size="sm">−{formatKurus(quote.DiscountKurus, locale, { cents: true })}</Text>
            </Group>
          </Stack>
        ) : null}

        {singleInstallment ? (
          quoteFor && !quote && !failure ? (
            <Skeleton height={24} />
          ) : null
        ) : (
          <Stack gap={6}>
            <Text fw={600}>{t('payments.installments.title')}</Text>
            {!quoteFor ? (
              <Text size="sm" c="dimmed">
                {t('payments.installments.hint')}
              </Text>
            ) : !quote ? (
              failure ? null : (
                <Skeleton height={40} />
              )
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
        )}

        {footer}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('payments.secure')}
        </Text>
        <Button type="submit" loading={busy} disabled={basket ? !option : !onInvalid} data-testid={payTestId}>
          {(payLabel ?? ((amount: string) => t('payments.pay', { amount })))(
            formatKurus(option?.TotalPriceKurus ?? quote?.GrossPrice ?? fallbackAmountKurus ?? 0, locale, {
              cents: true,
            }),
          )}
        </Button>
      </Stack>
    </form>
  );
}

/** The checkout in a pop-up (a package, a boost, a debt, ...): a title, what is bought, the card form. */
export function CardCheckoutModal({
  title,
  onClose,
  size = 600,
  ...props
}: TCheckoutProps & { title: string; onClose: () => void; size?: number }) {
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <CardCheckoutForm {...props} />
    </Modal>
  );
}
