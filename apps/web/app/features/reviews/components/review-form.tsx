import {
  COMPANY_SIZES,
  REVIEW_LIMITS,
  REVIEW_SOURCES,
  type TReviewBody,
  type TSector,
  ZReviewBody,
} from '@brifa/contracts';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  Rating,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { COMPANY_SIZE_CHOICES } from '../../../entities/brief/brief-labels.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { sendReview, type TReviewTarget } from '../api/reviews.ts';

const RATINGS = [
  ['Rating', 'reviews.rating.Rating'],
  ['RatingBudget', 'reviews.rating.RatingBudget'],
  ['RatingQuality', 'reviews.rating.RatingQuality'],
  ['RatingSchedule', 'reviews.rating.RatingSchedule'],
  ['RatingCollaboration', 'reviews.rating.RatingCollaboration'],
  ['RatingPricePerformance', 'reviews.rating.RatingPricePerformance'],
  ['RatingCommunication', 'reviews.rating.RatingCommunication'],
] as const;
const SOURCE_LABELS: Record<(typeof REVIEW_SOURCES)[number], TMessageKey> = {
  brifa_project: 'reviews.source.brifa_project',
  agency_invitation: 'reviews.source.agency_invitation',
  search: 'reviews.source.search',
  other: 'reviews.source.other',
};
type TValues = {
  [K in (typeof RATINGS)[number][0]]: number;
} & {
  Objective: string;
  EnjoyedMost: string;
  Text: string;
  Improvements: string;
  Recommends: boolean;
  ReviewerCompany: string;
  ReviewerName: string;
  ReviewerTitle: string;
  ReviewerEmail: string;
  ReviewerSectorId: string | null;
  ReviewerCompanySize: string | null;
  ServiceProvided: string;
  Source: string | null;
};

const INITIAL: TValues = {
  Rating: 0,
  RatingBudget: 0,
  RatingQuality: 0,
  RatingSchedule: 0,
  RatingCollaboration: 0,
  RatingPricePerformance: 0,
  RatingCommunication: 0,
  Objective: '',
  EnjoyedMost: '',
  Text: '',
  Improvements: '',
  Recommends: true,
  ReviewerCompany: '',
  ReviewerName: '',
  ReviewerTitle: '',
  ReviewerEmail: '',
  ReviewerSectorId: null,
  ReviewerCompanySize: null,
  ServiceProvided: '',
  Source: null,
};

/** /reviews?agency=slug: the review form. Checked with the API's schema first; nothing typed is lost on an error. */
export function ReviewForm({ agency, sectors }: { agency: TReviewTarget; sectors: TSector[] }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const navigate = useNavigate();
  const form = useForm<TValues>(INITIAL);
  const [sending, setSending] = useState(false);

  const body = (): TReviewBody => ({
    ...form.values,
    Agency: agency.Slug,
    ReviewerSectorId: form.values.ReviewerSectorId ? Number(form.values.ReviewerSectorId) : null,
    ReviewerCompanySize: (form.values.ReviewerCompanySize as TReviewBody['ReviewerCompanySize']) ?? null,
    Source: (form.values.Source ?? '') as TReviewBody['Source'],
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZReviewBody, body(), locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      await sendReview(api, body());
      navigate(
        `/reviews/result?sent=1&agency=${encodeURIComponent(agency.Slug)}&name=${encodeURIComponent(agency.Name)}`,
      );
    } catch (error) {
      form.fail(error);
      focusFirstError();
    } finally {
      setSending(false);
    }
  }

  const area = (
    field: 'Objective' | 'EnjoyedMost' | 'Text' | 'Improvements',
    label: TMessageKey,
    max: number,
  ) => (
    <Textarea
      {...form.text(field)}
      label={t(label)}
      autosize
      minRows={field === 'Text' ? 5 : 2}
      maxLength={max}
      required={field !== 'Improvements'}
      description={
        field === 'Text'
          ? `${t('reviews.field.TextHint', { min: REVIEW_LIMITS.textMin })} ${t('reviews.count', { count: form.values.Text.length, max })}`
          : undefined
      }
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Group wrap="nowrap">
          <Avatar src={agency.LogoSrc} alt="" size={56} radius="md" color="indigo">
            {agency.Name.charAt(0)}
          </Avatar>
          <div>
            <Title order={1} size="h2">
              {t('reviews.title', { name: agency.Name })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reviews.intro')}
            </Text>
          </div>
        </Group>
        <FormAlert message={form.alert} />
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('reviews.ratings')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {RATINGS.map(([field, label]) => (
              <Input.Wrapper
                key={field}
                label={t(label)}
                labelProps={{ id: `rating-${field}` }}
                error={form.errors[field]}
                required
              >
                {/* The stars are radios ("3 stars") in a group named by the label above them. */}
                <Rating
                  role="radiogroup"
                  aria-labelledby={`rating-${field}`}
                  getSymbolLabel={(count) => t('reviews.rating.star', { count })}
                  name={field}
                  value={form.values[field]}
                  onChange={(value) => form.setValue(field, value)}
                  size="lg"
                  data-field={field}
                />
              </Input.Wrapper>
            ))}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('reviews.experience')}
            </Title>
            <TextInput
              {...form.text('ServiceProvided')}
              label={t('reviews.field.ServiceProvided')}
              required
            />
            <Select
              name="Source"
              label={t('reviews.field.Source')}
              data={REVIEW_SOURCES.map((source) => ({ value: source, label: t(SOURCE_LABELS[source]) }))}
              value={form.values.Source}
              onChange={(value) => form.setValue('Source', value)}
              error={form.errors.Source}
              required
            />
            {area('Objective', 'reviews.field.Objective', REVIEW_LIMITS.shortMax)}
            {area('EnjoyedMost', 'reviews.field.EnjoyedMost', REVIEW_LIMITS.shortMax)}
            {area('Text', 'reviews.field.Text', REVIEW_LIMITS.textMax)}
            {area('Improvements', 'reviews.field.Improvements', REVIEW_LIMITS.improvementsMax)}
            <Checkbox
              label={t('reviews.field.Recommends')}
              checked={form.values.Recommends}
              onChange={(event) => form.setValue('Recommends', event.currentTarget.checked)}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('reviews.about')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                {...form.text('ReviewerName')}
                label={t('reviews.field.ReviewerName')}
                required
                autoComplete="name"
              />
              <TextInput
                {...form.text('ReviewerTitle')}
                label={t('reviews.field.ReviewerTitle')}
                required
                autoComplete="organization-title"
              />
              <TextInput
                {...form.text('ReviewerCompany')}
                label={t('reviews.field.ReviewerCompany')}
                required
                autoComplete="organization"
              />
              <TextInput
                {...form.text('ReviewerEmail')}
                type="email"
                label={t('reviews.field.ReviewerEmail')}
                description={t('reviews.field.ReviewerEmailHint')}
                required
                autoComplete="email"
              />
              <Select
                name="ReviewerSectorId"
                label={t('reviews.field.ReviewerSectorId')}
                data={sectors.map((sector) => ({ value: String(sector.Id), label: sector.Name }))}
                value={form.values.ReviewerSectorId}
                onChange={(value) => form.setValue('ReviewerSectorId', value)}
                searchable
                clearable
              />
              <Select
                name="ReviewerCompanySize"
                label={t('reviews.field.ReviewerCompanySize')}
                data={COMPANY_SIZES.map((size) => ({ value: size, label: t(COMPANY_SIZE_CHOICES[size]) }))}
                value={form.values.ReviewerCompanySize}
                onChange={(value) => form.setValue('ReviewerCompanySize', value)}
                clearable
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Button type="submit" size="md" loading={sending} w={{ base: '100%', sm: 'auto' }}>
          {t('reviews.submit')}
        </Button>
      </Stack>
    </form>
  );
}
