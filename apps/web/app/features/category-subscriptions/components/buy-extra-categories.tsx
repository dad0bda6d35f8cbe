import {
  basketItemIds,
  CATEGORY_MONTHLY_PRICE_KURUS,
  CATEGORY_PERIOD_MONTHS,
  DEFAULT_VAT_RATE_PERCENT,
  periodPriceKurus,
  type TCategoryScope,
  type TPaymentInit,
} from '@brifa/contracts';
import { Alert, Button, Modal, MultiSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBillingInfoGate } from '../../../entities/billing/billing-info-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { initPayment, startPayment, useCategories } from '../api/category-subscriptions-api.ts';
import { ScopeField } from './scope-field.tsx';

type TCard = { holder: string; number: string; month: string; year: string; cvc: string };
const EMPTY_CARD: TCard = { holder: '', number: '', month: '', year: '', cvc: '' };

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The VAT share of a VAT-included price (as invoices split it: net rounded, VAT the rest). */
function vatOf(grossKurus: number, ratePercent = DEFAULT_VAT_RATE_PERCENT): number {
  return grossKurus - Math.round(grossKurus / (1 + ratePercent / 100));
}

/** "Buy extra categories": opens the billing-details gate, then the card checkout. */
export function BuyExtraCategories() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const { requireBillingInfo, dialog } = useBillingInfoGate();
  return (
    <>
      <Button
        variant="light"
        onClick={() => requireBillingInfo(() => setOpened(true))}
        data-testid="buy-extra-open"
      >
        {t('categorySubs.buy.open')}
      </Button>
      {dialog}
      {opened ? <BuyExtraModal onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/**
 * The card checkout of extra categories (the top-up pop-up's flow: init for the server's price, start, the bank's
 * 3-D page, /payment-result). A single payment with a new card; the price is the server's, VAT included.
 */
function BuyExtraModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const navigate = useNavigate();
  const categories = useCategories();
  const [chosen, setChosen] = useState<string[]>([]);
  const [scope, setScope] = useState<TCategoryScope>('own_city');
  const [months, setMonths] = useState<number>(CATEGORY_PERIOD_MONTHS[0]);
  const [card, setCard] = useState<TCard>(EMPTY_CARD);
  const [quote, setQuote] = useState<{ key: string; answer: TPaymentInit } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  const itemId = basketItemIds.category(scope, months);
  const basket = [{ Id: itemId, Options: { CategoryIds: chosen.map(Number), Scope: scope } }];
  const bin = card.number.replace(/\D/g, '').slice(0, 6);
  const quoteKey = chosen.length > 0 && bin.length === 6 ? `${itemId}|${chosen.join(',')}|${bin}` : null;
  const current = quote && quote.key === quoteKey ? quote.answer : null;
  const unit = periodPriceKurus(CATEGORY_MONTHLY_PRICE_KURUS[scope], months);
  const gross = current?.GrossPrice ?? unit * chosen.length;
  const single = current?.Installments.find((o) => o.Installment === 1);

  useEffect(() => {
    if (!quoteKey) return;
    let live = true;
    const timer = setTimeout(() => {
      initPayment(api, {
        BasketItems: [{ Id: itemId, Options: { CategoryIds: chosen.map(Number), Scope: scope } }],
        BinNumber: bin,
      })
        .then((answer) => live && setQuote({ key: quoteKey, answer }))
        .catch((error) => {
          if (!live) return;
          setQuote(null);
          if (error instanceof ApiRequestError) setFailure(error.message);
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, quoteKey, itemId, chosen, scope, bin]);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!current || !single) return;
    setBusy(true);
    try {
      const payment = await startPayment(
        api,
        {
          Type: 'category_subscription',
          BasketItems: basket,
          ForceThreeD: true,
          Currency: 'TRY',
          GrossPrice: current.GrossPrice,
          PaidPrice: single.TotalPriceKurus,
          Installment: 1,
          Card: {
            HolderName: card.holder,
            Number: card.number.replace(/\D/g, ''),
            ExpireMonth: Number(card.month),
            ExpireYear: Number(card.year),
            Cvc: card.cvc,
          },
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
      } else setFailure(t('payments.result.reason.unexpected'));
    }
  }

  const digits = (field: keyof TCard) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setCard({ ...card, [field]: event.currentTarget.value.replace(/\D/g, '') });

  return (
    <Modal opened onClose={onClose} title={t('categorySubs.buy.title')} size={600}>
      <form onSubmit={pay} noValidate>
        <Stack gap="md">
          <MultiSelect
            label={t('categorySubs.choose.categories')}
            description={t('categorySubs.buy.minimum')}
            data={(categories.data ?? []).map((category) => ({
              value: String(category.Id),
              label: category.Translations[locale].Name,
            }))}
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setErrors({});
              setFailure(null);
            }}
            searchable
            error={errors.CategoryIds}
            data-testid="extra-category-select"
          />
          <ScopeField value={scope} onChange={setScope} error={errors.Scope} />
          <Radio.Group
            label={t('categorySubs.buy.period')}
            value={String(months)}
            onChange={(value) => setMonths(Number(value))}
          >
            <Stack gap={6} mt={4}>
              {CATEGORY_PERIOD_MONTHS.map((m) => (
                <Radio key={m} value={String(m)} label={t('categorySubs.buy.months', { months: m })} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm">
            {t('categorySubs.buy.unitPrice', { price: formatKurus(unit, locale), months })}
          </Text>
          <Text fw={600} data-testid="extra-total">
            {t('categorySubs.buy.total', {
              total: formatKurus(gross, locale, { cents: true }),
              rate: DEFAULT_VAT_RATE_PERCENT,
              vat: formatKurus(vatOf(gross), locale, { cents: true }),
            })}
          </Text>
          <TextInput
            label={t('payments.card.holder')}
            autoComplete="cc-name"
            value={card.holder}
            onChange={(event) => setCard({ ...card, holder: event.currentTarget.value })}
            error={errors['Card.HolderName']}
            required
          />
          <TextInput
            label={t('payments.card.number')}
            autoComplete="cc-number"
            inputMode="numeric"
            value={card.number}
            onChange={(event) =>
              setCard({
                ...card,
                number: event.currentTarget.value
                  .replace(/\D/g, '')
                  .slice(0, 19)
                  .replace(/(\d{4})(?=\d)/g, '$1 '),
              })
            }
            error={errors['Card.Number']}
            required
          />
          <SimpleGrid cols={3} spacing="sm">
            <TextInput
              label={t('payments.card.month')}
              autoComplete="cc-exp-month"
              inputMode="numeric"
              maxLength={2}
              value={card.month}
              onChange={digits('month')}
              error={errors['Card.ExpireMonth']}
              required
            />
            <TextInput
              label={t('payments.card.year')}
              autoComplete="cc-exp-year"
              inputMode="numeric"
              maxLength={4}
              value={card.year}
              onChange={digits('year')}
              error={errors['Card.ExpireYear']}
              required
            />
            <TextInput
              label={t('payments.card.cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={card.cvc}
              onChange={digits('cvc')}
              error={errors['Card.Cvc']}
              required
            />
          </SimpleGrid>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('categorySubs.buy.renews')} {t('payments.secure')}
          </Text>
          <Button type="submit" loading={busy} disabled={!single} data-testid="extra-pay">
            {t('categorySubs.buy.pay', {
              amount: formatKurus(single?.TotalPriceKurus ?? gross, locale, { cents: true }),
            })}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
