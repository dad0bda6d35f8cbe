import {
  AD_IMAGE_PX,
  AD_TYPES,
  type TAdBasketItemList,
  type TAdType,
  type TCategory,
} from '@brifa/contracts';
import { Card, Checkbox, FileInput, Image, Radio, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { AD_TYPE_KEYS } from '../ad-labels.ts';
import { uploadAdImage } from '../api/ads-api.ts';

type TAdItems = TAdBasketItemList['Items'];

/**
 * An ad's choices, bought or Elite's included one: the type (with its free slots), the category of a category page
 * ad, the 1000x1000 image, the terms; each missing one named beside its field.
 */
export function useAdChoices(items: TAdItems) {
  const t = useT();
  const api = useApiContext();
  const [type, setType] = useState<TAdType | null>(
    AD_TYPES.find((candidate) => items.some((i) => i.Plan === candidate && i.FreeSlots > 0)) ?? null,
  );
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

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

  /** True when every choice is made (`typeChosen`: the type, and for a purchase its period, name an item). */
  function validate(typeChosen = type !== null): boolean {
    const missing: Record<string, string> = {};
    if (!typeChosen) missing.Type = t('ads.buy.chooseType');
    if (type === 'category_top' && !categoryId) missing.AdCategoryId = t('ads.buy.chooseCategory');
    if (!imageUrl) missing.AdImageUrl = t('ads.buy.imageRequired');
    if (!terms) missing.AcceptTerms = t('ads.buy.termsRequired');
    setErrors(missing);
    return Object.keys(missing).length === 0;
  }

  /** The chosen category and image (terms taken as accepted: `validate` checks them), or null while missing. */
  const complete =
    type && imageUrl && (type !== 'category_top' || categoryId)
      ? {
          AcceptTerms: true as const,
          AdImageUrl: imageUrl,
          ...(type === 'category_top' ? { AdCategoryId: Number(categoryId) } : {}),
        }
      : null;

  return {
    items,
    type,
    setType,
    categoryId,
    setCategoryId,
    imageUrl,
    imageError,
    upload,
    terms,
    setTerms,
    errors,
    setErrors,
    validate,
    complete,
  };
}

export type TAdChoices = ReturnType<typeof useAdChoices>;

/** The ad type, each with its free slots (a full type cannot be chosen). */
export function AdTypeField({ choices }: { choices: TAdChoices }) {
  const t = useT();
  return (
    <Radio.Group
      label={
        <Title order={2} size="h4">
          {t('ads.buy.type')}
        </Title>
      }
      value={choices.type ?? ''}
      onChange={(value) => choices.setType(value as TAdType)}
      error={choices.errors.Type}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {AD_TYPES.map((adType) => {
          const first = choices.items.find((i) => i.Plan === adType);
          const free = first?.FreeSlots ?? 0;
          return (
            <Card key={adType} withBorder padding="sm" data-testid={`ad-type-${adType}`}>
              <Radio
                value={adType}
                disabled={free < 1}
                label={t(AD_TYPE_KEYS[adType])}
                description={
                  free > 0 ? t('ads.buy.free', { free, total: first?.TotalSlots ?? 0 }) : t('ads.buy.full')
                }
              />
            </Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** A category page ad's category, then the image with its preview. */
export function AdPlacementFields({ choices, categories }: { choices: TAdChoices; categories: TCategory[] }) {
  const t = useT();
  return (
    <>
      {choices.type === 'category_top' ? (
        <Select
          label={t('ads.buy.category')}
          data={categories.map((c) => ({ value: String(c.Id), label: c.Name }))}
          value={choices.categoryId}
          onChange={choices.setCategoryId}
          searchable
          required
          error={choices.errors.AdCategoryId}
        />
      ) : null}
      <Stack gap={6}>
        <FileInput
          label={t('ads.buy.image')}
          description={t('ads.buy.imageHint', { px: AD_IMAGE_PX })}
          accept="image/png,image/jpeg"
          onChange={choices.upload}
          error={choices.imageError ?? choices.errors.AdImageUrl}
          required
          clearable
        />
        {choices.imageUrl ? (
          <Image src={choices.imageUrl} alt={t('ads.buy.imagePreview')} w={160} h={160} radius="md" />
        ) : null}
      </Stack>
    </>
  );
}

/** "I have read and accept the advertising terms." */
export function AdTermsField({ choices, testId }: { choices: TAdChoices; testId: string }) {
  const t = useT();
  return (
    <Checkbox
      label={t('ads.buy.terms')}
      checked={choices.terms}
      onChange={(event) => choices.setTerms(event.currentTarget.checked)}
      error={choices.errors.AcceptTerms}
      data-testid={testId}
    />
  );
}
