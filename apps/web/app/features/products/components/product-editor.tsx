import {
  PRODUCT_CURRENCIES,
  PRODUCT_LIMITS,
  PRODUCT_LINE_TYPES,
  PRODUCT_PAYMENT_TYPES,
  PRODUCT_TIERS,
  type TProductCategory,
  type TProductDraft,
} from '@brifa/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  List,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { type TEditPage, useSaveProduct, useUploadCover } from '../api/products.ts';

type TLine = { Title: string; Description: string; Type: (typeof PRODUCT_LINE_TYPES)[number] };
type TTier = { Tier: (typeof PRODUCT_TIERS)[number]; Price: string; Lines: TLine[] };

const TIER_LABELS: Record<(typeof PRODUCT_TIERS)[number], TMessageKey> = {
  basic: 'agencyProfile.products.tier.basic',
  standard: 'agencyProfile.products.tier.standard',
  premium: 'agencyProfile.products.tier.premium',
};
const LINE_LABELS: Record<(typeof PRODUCT_LINE_TYPES)[number], TMessageKey> = {
  included: 'products.lineType.included',
  not_included: 'products.lineType.not_included',
  value: 'products.lineType.value',
};
const PAYMENT_LABELS: Record<(typeof PRODUCT_PAYMENT_TYPES)[number], TMessageKey> = {
  monthly: 'agencyProfile.products.monthly',
  one_time: 'agencyProfile.products.oneTime',
};
const STEPS: TMessageKey[] = [
  'products.step.basics',
  'products.step.tiers',
  'products.step.pricing',
  'products.step.media',
  'products.step.review',
];
const emptyLine = (): TLine => ({ Title: '', Description: '', Type: 'included' });

/** /provider/settings/products/{id}: the multi-step editor; each step saves the draft, the last publishes. */
export function ProductEditor({ page, categories }: { page: TEditPage; categories: TProductCategory[] }) {
  const t = useT();
  const navigate = useNavigate();
  const product = page.Product;
  const [step, setStep] = useState(0);
  const [coverSrc, setCoverSrc] = useState(product.CoverSrc);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [values, setValues] = useState({
    ProductCategoryId: product.ProductCategoryId ? String(product.ProductCategoryId) : '',
    Title: product.Title,
    Detail: product.Detail,
    PaymentType: product.PaymentType ?? 'one_time',
    Currency: product.Currency,
    RecurringPeriodMonths: product.RecurringPeriodMonths ?? 1,
    Tags: product.Tags,
    PortfolioIds: product.PortfolioIds.map(String),
  });
  const [tiers, setTiers] = useState<TTier[]>(
    PRODUCT_TIERS.map((tier) => {
      const saved = product.Tiers.find((item) => item.Tier === tier);
      const lines = (saved?.Lines ?? []).map((line) => ({ ...line, Type: line.Type as TLine['Type'] }));
      return {
        Tier: tier,
        Price: saved?.Price ?? '',
        Lines: lines.length ? lines : [emptyLine(), emptyLine(), emptyLine()],
      };
    }),
  );
  const save = useSaveProduct(product.Id);
  const cover = useUploadCover(product.Id);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setTier = (index: number, change: (tier: TTier) => TTier) =>
    setTiers((current) => current.map((tier, i) => (i === index ? change(tier) : tier)));

  const body = (publish: boolean): TProductDraft => ({
    ProductCategoryId: values.ProductCategoryId ? Number(values.ProductCategoryId) : null,
    Title: values.Title,
    Detail: values.Detail,
    Tiers: tiers.map((tier) => ({
      ...tier,
      Price: tier.Price || null,
      Lines: tier.Lines.filter((line) => line.Title.trim()),
    })),
    PaymentType: values.PaymentType as TProductDraft['PaymentType'],
    Currency: values.Currency as TProductDraft['Currency'],
    RecurringPeriodMonths: values.PaymentType === 'monthly' ? values.RecurringPeriodMonths : null,
    Tags: values.Tags,
    PortfolioIds: values.PortfolioIds.map(Number),
    Publish: publish,
  });

  function submit(publish: boolean) {
    setErrors({});
    setAlert(null);
    save.mutate(body(publish), {
      onSuccess: (saved) => {
        if (saved.Status === 'published' && publish) {
          notifications.show({ color: 'teal', message: t('products.publishedNotice') });
          navigate('/provider/settings/products');
          return;
        }
        notifications.show({ color: 'teal', message: t('products.saved') });
        setStep((current) => Math.min(current + 1, STEPS.length - 1));
      },
      onError: (error) => {
        setAlert(error.message);
        if (error instanceof ApiRequestError) setErrors(error.envelope?.Errors ?? {});
      },
    });
  }

  const errorList = Object.entries(errors);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {values.Title || t('products.untitled')}
        </Title>
        <Button component={Link} to="/provider/settings/products" variant="subtle">
          {t('products.backToList')}
        </Button>
      </Group>
      <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect>
        {STEPS.map((label) => (
          <Stepper.Step key={label} label={t(label)} />
        ))}
      </Stepper>
      {alert ? (
        <Alert color="red" role="alert" title={t('products.review.errors')}>
          <Text size="sm">{alert}</Text>
          {errorList.length ? (
            <List size="sm" mt="xs">
              {errorList.map(([field, message]) => (
                <List.Item key={field}>
                  {field}: {message}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        {step === 0 ? (
          <Stack gap="sm">
            <Select
              label={t('products.field.category')}
              data={categories.map((category) => ({ value: String(category.Id), label: category.Name }))}
              value={values.ProductCategoryId || null}
              onChange={(value) => set('ProductCategoryId', value ?? '')}
              error={errors.ProductCategoryId}
              required
            />
            <TextInput
              label={t('products.field.title')}
              description={t('products.field.titleHint', {
                min: PRODUCT_LIMITS.titleMin,
                max: PRODUCT_LIMITS.titleMax,
                count: values.Title.length,
              })}
              value={values.Title}
              maxLength={PRODUCT_LIMITS.titleMax}
              onChange={(event) => set('Title', event.currentTarget.value)}
              error={errors.Title}
              required
            />
            <Textarea
              label={t('products.field.detail')}
              description={t('products.field.detailHint', {
                min: PRODUCT_LIMITS.detailMin,
                count: values.Detail.length,
              })}
              value={values.Detail}
              onChange={(event) => set('Detail', event.currentTarget.value)}
              error={errors.Detail}
              autosize
              minRows={6}
              required
            />
          </Stack>
        ) : null}
        {step === 1 ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('products.field.linesHint', {
                min: PRODUCT_LIMITS.linesMin,
                title: PRODUCT_LIMITS.lineTitleMax,
                description: PRODUCT_LIMITS.lineDescriptionMax,
              })}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {tiers.map((tier, index) => (
                <Card key={tier.Tier} withBorder radius="md" padding="sm">
                  <Title order={3} size="h5" mb="xs">
                    {t(TIER_LABELS[tier.Tier])}
                  </Title>
                  <TextInput
                    label={t('products.field.price')}
                    inputMode="numeric"
                    value={tier.Price}
                    onChange={(event) => {
                      const price = event.currentTarget.value.replace(/\D/g, '');
                      setTier(index, (current) => ({ ...current, Price: price }));
                    }}
                    error={errors[`Tiers.${index}.Price`]}
                  />
                  <Stack gap={6} mt="sm">
                    {tier.Lines.map((line, lineIndex) => (
                      // Lines have no identity of their own until saved; their position is what the agency edits.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <Stack key={lineIndex} gap={4}>
                        <Group gap={4} wrap="nowrap">
                          <TextInput
                            aria-label={`${t(TIER_LABELS[tier.Tier])} ${t('products.field.lineTitle')} ${lineIndex + 1}`}
                            placeholder={t('products.field.lineTitle')}
                            value={line.Title}
                            maxLength={PRODUCT_LIMITS.lineTitleMax}
                            onChange={(event) => {
                              const text = event.currentTarget.value;
                              setTier(index, (current) => ({
                                ...current,
                                Lines: current.Lines.map((item, i) =>
                                  i === lineIndex ? { ...item, Title: text } : item,
                                ),
                              }));
                            }}
                            style={{ flex: 1 }}
                          />
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('products.field.removeLine')}
                            onClick={() =>
                              setTier(index, (current) => ({
                                ...current,
                                Lines: current.Lines.filter((_, i) => i !== lineIndex),
                              }))
                            }
                          >
                            ×
                          </ActionIcon>
                        </Group>
                        <TextInput
                          aria-label={`${t(TIER_LABELS[tier.Tier])} ${t('products.field.lineDescription')} ${lineIndex + 1}`}
                          placeholder={t('products.field.lineDescription')}
                          size="xs"
                          value={line.Description}
                          maxLength={PRODUCT_LIMITS.lineDescriptionMax}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            setTier(index, (current) => ({
                              ...current,
                              Lines: current.Lines.map((item, i) =>
                                i === lineIndex ? { ...item, Description: text } : item,
                              ),
                            }));
                          }}
                        />
                        <SegmentedControl
                          size="xs"
                          value={line.Type}
                          aria-label={t('products.field.lineType')}
                          data={PRODUCT_LINE_TYPES.map((type) => ({
                            value: type,
                            label: t(LINE_LABELS[type]),
                          }))}
                          onChange={(type) =>
                            setTier(index, (current) => ({
                              ...current,
                              Lines: current.Lines.map((item, i) =>
                                i === lineIndex ? { ...item, Type: type as TLine['Type'] } : item,
                              ),
                            }))
                          }
                        />
                      </Stack>
                    ))}
                    {errors[`Tiers.${index}.Lines`] ? (
                      <Text size="xs" c="red">
                        {errors[`Tiers.${index}.Lines`]}
                      </Text>
                    ) : null}
                    <Button
                      size="compact-sm"
                      variant="light"
                      disabled={tier.Lines.length >= PRODUCT_LIMITS.linesMax}
                      onClick={() =>
                        setTier(index, (current) => ({ ...current, Lines: [...current.Lines, emptyLine()] }))
                      }
                    >
                      {t('products.field.addLine')}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        {step === 2 ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('products.field.paymentType')}
              data={PRODUCT_PAYMENT_TYPES.map((type) => ({ value: type, label: t(PAYMENT_LABELS[type]) }))}
              value={values.PaymentType}
              onChange={(value) => set('PaymentType', value ?? 'one_time')}
              error={errors.PaymentType}
              required
            />
            <Select
              label={t('products.field.currency')}
              data={[...PRODUCT_CURRENCIES]}
              value={values.Currency}
              onChange={(value) => set('Currency', value ?? 'TRY')}
            />
            {values.PaymentType === 'monthly' ? (
              <NumberInput
                label={t('products.field.period')}
                min={1}
                max={36}
                value={values.RecurringPeriodMonths}
                onChange={(value) => set('RecurringPeriodMonths', Number(value) || 1)}
                error={errors.RecurringPeriodMonths}
              />
            ) : null}
          </SimpleGrid>
        ) : null}
        {step === 3 ? (
          <Stack gap="sm">
            <Text fw={600}>{t('products.field.cover')}</Text>
            <Text size="sm" c="dimmed">
              {t('products.field.coverHint')}
            </Text>
            {coverSrc ? <Image src={coverSrc} alt="" maw={480} radius="md" /> : null}
            {cover.error ? (
              <Text size="sm" c="red" role="alert">
                {cover.error.message}
              </Text>
            ) : null}
            <FileButton
              accept="image/png,image/jpeg"
              onChange={(file) =>
                file && cover.mutate(file, { onSuccess: (saved) => setCoverSrc(saved.CoverSrc) })
              }
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  w="fit-content"
                  loading={cover.isPending}
                  data-testid="upload-cover"
                >
                  {t('products.field.uploadCover')}
                </Button>
              )}
            </FileButton>
            <TagsInput
              label={t('products.field.tags')}
              description={t('portfolio.field.tagsHint')}
              value={values.Tags}
              onChange={(value) => set('Tags', value)}
              error={errors.Tags}
              allowDuplicates
            />
            <MultiSelect
              label={t('products.field.works')}
              data={page.PortfolioWorks.map((work) => ({ value: String(work.Id), label: work.Title }))}
              value={values.PortfolioIds}
              onChange={(value) => set('PortfolioIds', value)}
              searchable
            />
          </Stack>
        ) : null}
        {step === 4 ? <Text>{t('products.review.text')}</Text> : null}
      </Card>
      <Group>
        {step > 0 ? (
          <Button variant="default" onClick={() => setStep(step - 1)}>
            {t('products.back')}
          </Button>
        ) : null}
        {step < STEPS.length - 1 ? (
          <Button onClick={() => submit(false)} loading={save.isPending} data-testid="next-step">
            {t('products.next')}
          </Button>
        ) : (
          <Button
            onClick={() => submit(true)}
            loading={save.isPending}
            color="teal"
            data-testid="publish-product"
          >
            {t('products.publish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
