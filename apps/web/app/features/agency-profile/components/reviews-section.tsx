import type { TAgencyProfile, TPublicReview } from '@brifa/contracts';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatRating } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';

const CRITERIA: Array<[keyof TAgencyProfile['ReviewBreakdown']['Criteria'], TMessageKey]> = [
  ['Budget', 'agencyProfile.reviews.criteria.Budget'],
  ['Quality', 'agencyProfile.reviews.criteria.Quality'],
  ['Schedule', 'agencyProfile.reviews.criteria.Schedule'],
  ['Collaboration', 'agencyProfile.reviews.criteria.Collaboration'],
  ['PricePerformance', 'agencyProfile.reviews.criteria.PricePerformance'],
  ['Communication', 'agencyProfile.reviews.criteria.Communication'],
];

function ReviewCard({ review, agencyName }: { review: TPublicReview; agencyName: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder radius="md" data-testid="review">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group wrap="nowrap">
          <Avatar src={review.ReviewerLogoSrc} alt="" radius="md">
            {review.ReviewerCompany.charAt(0)}
          </Avatar>
          <div>
            <Text fw={700}>{review.ReviewerName}</Text>
            <Text size="sm" c="dimmed">
              {review.ReviewerTitle}, {review.ReviewerCompany}
            </Text>
          </div>
        </Group>
        <Badge color={review.IsVerified ? 'teal' : 'gray'} variant="light">
          {t(review.IsVerified ? 'agencyProfile.reviews.verified' : 'agencyProfile.reviews.unverified')}
        </Badge>
      </Group>
      <Group mt="sm" gap="sm">
        <RatingStars value={review.Rating} label={`${review.Rating} / 5`} />
        <Text size="xs" c="dimmed">
          {review.ServiceProvided} · {formatDate(review.CreatedAt, locale, { month: 'short' })}
        </Text>
      </Group>
      <Text mt="sm" style={{ whiteSpace: 'pre-line' }}>
        {review.Text}
      </Text>
      <Stack gap={4} mt="sm">
        <Text size="sm">
          <b>{t('agencyProfile.reviews.objective')}:</b> {review.Objective}
        </Text>
        <Text size="sm">
          <b>{t('agencyProfile.reviews.enjoyed')}:</b> {review.EnjoyedMost}
        </Text>
        {review.Improvements ? (
          <Text size="sm">
            <b>{t('agencyProfile.reviews.improvements')}:</b> {review.Improvements}
          </Text>
        ) : null}
      </Stack>
      {review.Reply ? (
        <Paper bg="gray.0" p="sm" mt="sm" radius="md">
          <Text size="sm" fw={600}>
            {t('agencyProfile.reviews.reply', { name: agencyName })}
          </Text>
          <Text size="sm">{review.Reply}</Text>
        </Paper>
      ) : null}
    </Card>
  );
}

/** The rating breakdown (verified reviews only) and every visible review, verified or not, with replies. */
export function ReviewsSection({ profile, reviewHref }: { profile: TAgencyProfile; reviewHref: string }) {
  const t = useT();
  const locale = useLocale();
  const breakdown = profile.ReviewBreakdown;
  const maxStars = Math.max(1, ...breakdown.Stars);
  return (
    <Box component="section" aria-labelledby="reviews-title" mt="xl">
      <Group justify="space-between" mb="md">
        <Title order={2} id="reviews-title">
          {t('agencyProfile.reviews.title')}
        </Title>
        <Button component={Link} to={reviewHref} variant="light">
          {t('agencyProfile.writeReview')}
        </Button>
      </Group>
      {profile.Reviews.length === 0 ? (
        <Text c="dimmed">{t('agencyProfile.reviews.empty')}</Text>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs" data-testid="review-breakdown">
              <Text size="48px" fw={800} lh={1}>
                {breakdown.VerifiedCount > 0 ? formatRating(breakdown.Average, locale) : '–'}
              </Text>
              <Text size="sm" c="dimmed">
                {t('agencyProfile.reviewsCount', { count: breakdown.VerifiedCount })}
                {breakdown.UnverifiedCount > 0
                  ? ` · ${t('agencyProfile.reviews.unverifiedCount', { count: breakdown.UnverifiedCount })}`
                  : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {t('agencyProfile.reviews.averageNote')}
              </Text>
              {[5, 4, 3, 2, 1].map((stars) => (
                <Group key={stars} gap="xs" wrap="nowrap">
                  <Text size="sm" w={70}>
                    {t('agencyProfile.reviews.stars', { stars })}
                  </Text>
                  <Progress
                    value={(100 * (breakdown.Stars[stars - 1] ?? 0)) / maxStars}
                    style={{ flex: 1 }}
                    aria-label={t('agencyProfile.reviews.stars', { stars })}
                  />
                  <Text size="sm" w={24} ta="right">
                    {breakdown.Stars[stars - 1]}
                  </Text>
                </Group>
              ))}
              {breakdown.VerifiedCount > 0
                ? CRITERIA.map(([key, label]) => (
                    <Group key={key} justify="space-between">
                      <Text size="sm">{t(label)}</Text>
                      <Text size="sm" fw={600}>
                        {formatRating(breakdown.Criteria[key], locale)}
                      </Text>
                    </Group>
                  ))
                : null}
              <Text size="sm" fw={600}>
                {t('agencyProfile.reviews.recommend', { percent: breakdown.RecommendPercent })}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {profile.Reviews.map((review) => (
                <ReviewCard key={review.Id} review={review} agencyName={profile.Name} />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Box>
  );
}
