import {
  basketItemIds,
  CATEGORY_MONTHLY_PRICE_KURUS,
  CATEGORY_PERIOD_MONTHS,
  DEFAULT_VAT_RATE_PERCENT,
  periodPriceKurus,
  type TCategoryScope,
} from '@brifa/contracts';
import { Button, MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBillingInfoGate } from '../../../entities/billing/billing-info-dialog.tsx';
import { CardCheckoutModal } from '../../../entities/billing/card-checkout.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useCategories } from '../api/category-subscriptions-api.ts';
import { ScopeField } from './scope-field.tsx';

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
 * The card checkout of extra categories (the shared card checkout): the categories, scope and period above the
 * card; the server's price, VAT included.
 */
function BuyExtraModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const categories = useCategories();
  const [chosen, setChosen] = useState<string[]>([]);
  const [scope, setScope] = useState<TCategoryScope>('own_city');
  const [months, setMonths] = useState<number>(CATEGORY_PERIOD_MONTHS[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const unit = periodPriceKurus(CATEGORY_MONTHLY_PRICE_KURUS[scope], months);
  const basket =
    chosen.length > 0
      ? [
          {
            Id: basketItemIds.category(scope, months),
            Options: { CategoryIds: chosen.map(Number), Scope: scope },
          },
        ]
      : null;

  return (
    <CardCheckoutModal
      title={t('categorySubs.buy.title')}
      onClose={onClose}
      type="category_subscription"
      basket={basket}
      payTestId="extra-pay"
      payLabel={(amount) => t('categorySubs.buy.pay', { amount })}
      fallbackAmountKurus={unit * chosen.length}
      onFieldErrors={setErrors}
      singleInstallment
      footer={
        <Text size="xs" c="dimmed">
          {t('categorySubs.buy.renews')}
        </Text>
      }
    >
      {(quote) => {
        const gross = quote?.GrossPrice ?? unit * chosen.length;
        return (
          <>
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
          </>
        );
      }}
    </CardCheckoutModal>
  );
}
