import { DEFAULT_VAT_RATE_PERCENT, type TAdBasketItemList, type TCategory } from '@brifa/contracts';
import { Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CardCheckoutForm } from '../../../entities/billing/card-checkout.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { AdPlacementFields, AdTermsField, AdTypeField, useAdChoices } from './ad-choices.tsx';

/** The VAT inside a VAT-included price. */
function vatOf(grossKurus: number): number {
  return Math.round((grossKurus * DEFAULT_VAT_RATE_PERCENT) / (100 + DEFAULT_VAT_RATE_PERCENT));
}

/**
 * /premium/advertisement: the ad type (with its free slots), the period, the category of a category page ad,
 * the 1000x1000 image, the terms, and the shared card checkout (one payment, then the bank's 3-D Secure page).
 */
export function AdPurchase({
  items,
  categories,
}: {
  items: TAdBasketItemList['Items'];
  categories: TCategory[];
}) {
  const t = useT();
  const locale = useLocale();
  const choices = useAdChoices(items);
  const [months, setMonths] = useState('1');
  const item = items.find((i) => i.Plan === choices.type && i.PeriodMonths === Number(months)) ?? null;
  const validate = () => choices.validate(item !== null);
  const basket = item && choices.complete ? [{ Id: item.Id, Options: choices.complete }] : null;

  return (
    <CardCheckoutForm
      type="advertisement"
      basket={basket}
      onInvalid={validate}
      validate={validate}
      onFieldErrors={choices.setErrors}
      payTestId="ad-pay"
      payLabel={(amount) => t('ads.buy.pay', { amount })}
      fallbackAmountKurus={item?.PriceKurus ?? 0}
      singleInstallment
      footer={<AdTermsField choices={choices} testId="ad-terms" />}
    >
      <Stack gap="lg">
        <AdTypeField choices={choices} />

        <Radio.Group label={t('ads.buy.period')} value={months} onChange={setMonths}>
          <Stack gap={6} mt={4}>
            {[1, 3, 6, 12].map((m) => {
              const priced = items.find((i) => i.Plan === choices.type && i.PeriodMonths === m);
              return (
                <Radio
                  key={m}
                  value={String(m)}
                  label={`${t('ads.buy.months', { count: m })}${
                    priced?.PriceKurus ? ` — ${formatKurus(priced.PriceKurus, locale)}` : ''
                  }`}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        {item?.PriceKurus ? (
          <Text size="sm" c="dimmed" data-testid="ad-vat">
            {t('ads.buy.vat', { vat: formatKurus(vatOf(item.PriceKurus), locale, { cents: true }) })}
          </Text>
        ) : null}

        <AdPlacementFields choices={choices} categories={categories} />

        <Title order={2} size="h4">
          {t('ads.buy.card')}
        </Title>
      </Stack>
    </CardCheckoutForm>
  );
}
