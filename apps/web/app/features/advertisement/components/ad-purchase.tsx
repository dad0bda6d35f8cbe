import {
  AD_IMAGE_PX,
  AD_TYPES,
  DEFAULT_VAT_RATE_PERCENT,
  type TAdBasketItemList,
  type TAdType,
  type TCategory,
} from '@brifa/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Image,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { AD_TYPE_KEYS } from '../ad-labels.ts';
import { initAdPayment, startAdPayment, uploadAdImage } from '../api/ads-api.ts';

type TCard = { holder: string; number: string; month: string; year: string; cvc: string };
const EMPTY: TCard = { holder: '', number: '', month: '', year: '', cvc: '' };

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

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
  const navigate = useNavigate();
  const [type, setType] = useState<TAdType | null>(
    AD_TYPES.find((candidate) => items.some((i) => i.Plan === candidate && i.FreeSlots > 0)) ?? null,
  );
  const [months, setMonths] = useState('1');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [card, setCard] = useState<TCard>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  const item = items.find((i) => i.Plan === type && i.PeriodMonths === Number(months)) ?? null;
  const set =
    (field: keyof TCard, digits = true) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      setCard({
        ...card,
        [field]: digits ? event.currentTarget.value.replace(/\D/g, '') : event.currentTarget.value,
      });

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

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (!item) missing.Type = t('ads.buy.chooseType');
    if (type === 'category_top' && !categoryId) missing.AdCategoryId = t('ads.buy.chooseCategory');
    if (!imageUrl) missing.AdImageUrl = t('ads.buy.imageRequired');
    if (!terms) missing.AcceptTerms = t('ads.buy.termsRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !item || !imageUrl) return;
    setBusy(true);
    const BasketItems = [
      {
        Id: item.Id,
        Options: {
          AcceptTerms: true,
          AdImageUrl: imageUrl,
          ...(type === 'category_top' ? { AdCategoryId: Number(categoryId) } : {}),
        },
      },
    ];
    const number = card.number.replace(/\D/g, '');
    try {
      const quote = await initAdPayment(api, { BasketItems, BinNumber: number.slice(0, 6) });
      const single = quote.Installments.find((o) => o.Installment === 1)!;
      const payment = await startAdPayment(
        api,
        {
          Type: 'advertisement',
          BasketItems,
          ForceThreeD: true,
          GrossPrice: quote.GrossPrice,
          PaidPrice: single.TotalPriceKurus,
          Installment: 1,
          Card: {
            HolderName: card.holder,
            Number: number,
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
        setFailure(error.message);
      } else setFailure(t('ads.buy.failed'));
    }
  }

  return (
    <form onSubmit={pay} noValidate>
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

        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('ads.buy.card')}
          </Title>
          <TextInput
            label={t('payments.card.holder')}
            autoComplete="cc-name"
            value={card.holder}
            onChange={set('holder', false)}
            error={errors['Card.HolderName']}
            required
          />
          <TextInput
            label={t('payments.card.number')}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={19}
            value={card.number}
            onChange={set('number')}
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
              onChange={set('month')}
              error={errors['Card.ExpireMonth']}
              required
            />
            <TextInput
              label={t('payments.card.year')}
              autoComplete="cc-exp-year"
              inputMode="numeric"
              maxLength={4}
              value={card.year}
              onChange={set('year')}
              error={errors['Card.ExpireYear']}
              required
            />
            <TextInput
              label={t('payments.card.cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={card.cvc}
              onChange={set('cvc')}
              error={errors['Card.Cvc']}
              required
            />
          </SimpleGrid>
        </Stack>

        <Checkbox
          label={t('ads.buy.terms')}
          checked={terms}
          onChange={(event) => setTerms(event.currentTarget.checked)}
          error={errors.AcceptTerms}
          data-testid="ad-terms"
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} data-testid="ad-pay">
          {t('ads.buy.pay', { amount: formatKurus(item?.PriceKurus ?? 0, locale) })}
        </Button>
      </Stack>
    </form>
  );
}
