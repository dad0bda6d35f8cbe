import {
  AD_IMAGE_PX,
  AD_TYPES,
  DEFAULT_VAT_RATE_PERCENT,
  type TAdBasketItemList,
  type TAdType,
  type TCategory,
} from '@brifa/contracts';
import {
  Card,
  Checkbox,
  FileInput,
  Image,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { CardCheckoutForm } from '../../../entities/billing/card-checkout.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { AD_TYPE_KEYS } from '../ad-labels.ts';
import { uploadAdImage } from '../api/ads-api.ts';

/** The VAT inside a VAT-included price. */
function vatOf(grossKurus: number): number {
  return Math.round((grossKurus * DEFAULT_VAT_RATE_PERCENT) / (100 + DEFAULT_VAT_RATE_PERCENT));
}

/**
 * /premium/advertisement: the ad type (with its free slots), the period, the category of a category page ad,
 * the 1000x1000 image, the terms, and the card (one payment, then the bank's 3-D Secure page).
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
  const api = useApiContext();
  const [type, setType] = useState<TAdType | null>(
    AD_TYPES.find((candidate) => items.some((i) => i.Plan === candidate && i.FreeSlots > 0)) ?? null,
  );
  const [months, setMonths] = useState('1');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const item = items.find((i) => i.Plan === type && i.PeriodMonths === Number(months)) ?? null;
  async function upload(file: File | null) {
    setImageError(null);
    setImageUrl(null);
    if (!file) return;
    try {
      setImageUrl((await uploadAdImage(api, file)).ImageUrl);
    } catch (error) {
      setImageError(error instanceof ApiRequestError ? error.message : t('ads.buy.failed'));
    }
  }

  /** The ad's own choices, each missing one named beside its field; true when all are made. */
  function validate(): boolean {
    const missing: Record<string, string> = {};
    if (!item) missing.Type = t('ads.buy.chooseType');
    if (type === 'category_top' && !categoryId) missing.AdCategoryId = t('ads.buy.chooseCategory');
    if (!imageUrl) missing.AdImageUrl = t('ads.buy.imageRequired');
    if (!terms) missing.AcceptTerms = t('ads.buy.termsRequired');
    setErrors(missing);
    return Object.keys(missing).length === 0;
  }

  const basket =
    item && imageUrl && (type !== 'category_top' || categoryId)
      ? [
          {
            Id: item.Id,
            Options: {
              AcceptTerms: true,
              AdImageUrl: imageUrl,
              ...(type === 'category_top' ? { AdCategoryId: Number(categoryId) } : {}),
            },
          },
        ]
      : null;

  return (
    <CardCheckoutForm
      type="advertisement"
      basket={basket}
      onInvalid={validate}
      validate={validate}
      onFieldErrors={setErrors}
      payTestId="ad-pay"
      payLabel={(amount) => t('ads.buy.pay', { amount })}
      fallbackAmountKurus={item?.PriceKurus ?? 0}
      singleInstallment
      footer={
        <Checkbox
          label={t('ads.buy.terms')}
          checked={terms}
          onChange={(event) => setTerms(event.currentTarget.checked)}
          error={errors.AcceptTerms}
          data-testid="ad-terms"
        />
      }
    >
      <Stack gap="lg">
        <Radio.Group
          label={
            <Title order={2} size="h4">
              {t('ads.buy.type')}
            </Title>
          }
          value={type ?? ''}
          onChange={(value) => setType(value as TAdType)}
          error={errors.Type}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {AD_TYPES.map((adType) => {
              const first = items.find((i) => i.Plan === adType);
              const free = first?.FreeSlots ?? 0;
              return (
                <Card key={adType} withBorder padding="sm" data-testid={`ad-type-${adType}`}>
                  <Radio
                    value={adType}
                    disabled={free < 1}
                    label={t(AD_TYPE_KEYS[adType])}
                    description={
                      free > 0
                        ? t('ads.buy.free', { free, total: first?.TotalSlots ?? 0 })
                        : t('ads.buy.full')
                    }
                  />
                </Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>

        <Radio.Group label={t('ads.buy.period')} value={months} onChange={setMonths}>
          <Stack gap={6} mt={4}>
            {[1, 3, 6, 12].map((m) => {
              const priced = items.find((i) => i.Plan === type && i.PeriodMonths === m);
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

        {type === 'category_top' ? (
          <Select
            label={t('ads.buy.category')}
            data={categories.map((c) => ({ value: String(c.Id), label: c.Name }))}
            value={categoryId}
            onChange={setCategoryId}
            searchable
            required
            error={errors.AdCategoryId}
          />
        ) : null}

        <Stack gap={6}>
          <FileInput
            label={t('ads.buy.image')}
            description={t('ads.buy.imageHint', { px: AD_IMAGE_PX })}
            accept="image/png,image/jpeg"
            onChange={upload}
            error={imageError ?? errors.AdImageUrl}
            required
            clearable
          />
          {imageUrl ? (
            <Image src={imageUrl} alt={t('ads.buy.imagePreview')} w={160} h={160} radius="md" />
          ) : null}
        </Stack>

        <Title order={2} size="h4">
          {t('ads.buy.card')}
        </Title>
      </Stack>
    </CardCheckoutForm>
  );
}
