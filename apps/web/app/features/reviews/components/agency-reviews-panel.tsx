import { REVIEW_LIMITS, REVIEWS_GOAL, type TAgencyReview } from '@brifa/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useAgencyReviews, useReplyToReview } from '../api/reviews.ts';

const STATE_LABELS: Record<TAgencyReview['Status'], TMessageKey | null> = {
  sent: 'reviews.state.sent',
  verification: 'reviews.state.verification',
  email_confirmation: 'reviews.state.email_confirmation',
  visible: 'reviews.state.visible',
  rejected: 'reviews.state.rejected',
  removed: null,
};

function ReplyForm({ review }: { review: TAgencyReview }) {
  const t = useT();
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  return (
    <Stack gap="xs">
      <Textarea
        label={t('reviews.settings.reply')}
        description={t('reviews.settings.replyHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={REVIEW_LIMITS.replyMax}
        autosize
        minRows={2}
        error={reply.error?.message}
      />
      <Button
        w="fit-content"
        loading={reply.isPending}
        disabled={text.trim().length < REVIEW_LIMITS.replyMin}
        onClick={() => reply.mutate({ id: review.Id, reply: text })}
      >
        {t('reviews.settings.replySubmit')}
      </Button>
    </Stack>
  );
}

/** /provider/settings/reviews: the link to ask clients for reviews, the goal, every review with its state and reply. */
export function AgencyReviewsPanel({ origin }: { origin: string }) {
  const t = useT();
  const reviews = useAgencyReviews();
  if (reviews.isPending) return <Loader aria-label={t('reviews.settings.loading')} />;
  if (reviews.isError) return <Alert color="red">{t('reviews.settings.failed')}</Alert>;
  const { Slug, Items } = reviews.data;
  const link = `${origin}/reviews?agency=${encodeURIComponent(Slug)}`;
  const visible = Items.filter((review) => review.Status === 'visible').length;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('reviews.settings.title')}
        </Title>
        <Text c="dimmed">{t('reviews.settings.intro')}</Text>
      </div>
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={t('reviews.settings.link')} value={link} readOnly style={{ flex: 1 }} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {t(copied ? 'reviews.settings.copied' : 'reviews.settings.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <div>
        <Text size="sm" mb={4}>
          {t('reviews.settings.goal', { count: visible, goal: REVIEWS_GOAL })}
        </Text>
        <Progress
          value={Math.min(100, (100 * visible) / REVIEWS_GOAL)}
          aria-label={t('reviews.settings.goal', { count: visible, goal: REVIEWS_GOAL })}
        />
      </div>
      {Items.length === 0 ? <Text c="dimmed">{t('reviews.settings.empty')}</Text> : null}
      {Items.map((review) => {
        const state = STATE_LABELS[review.Status];
        return (
          <Card key={review.Id} withBorder radius="md" data-testid="agency-review">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={700}>{review.ReviewerName}</Text>
                <Text size="sm" c="dimmed">
                  {review.ReviewerTitle}, {review.ReviewerCompany}
                </Text>
              </div>
              <Group gap="xs">
                {state ? <Badge variant="light">{t(state)}</Badge> : null}
                <Badge color={review.IsVerified ? 'teal' : 'gray'} variant="outline">
                  {t(review.IsVerified ? 'reviews.verified' : 'reviews.unverified')}
                </Badge>
              </Group>
            </Group>
            <Box mt="xs">
              <RatingStars value={review.Rating} label={`${review.Rating} / 5`} />
            </Box>
            <Text mt="xs">{review.Text}</Text>
            {review.Reply ? (
              <Text size="sm" mt="sm" c="dimmed">
                {t('reviews.settings.yourReply', { reply: review.Reply })}
              </Text>
            ) : review.Status === 'visible' ? (
              <div style={{ marginTop: 12 }}>
                <ReplyForm review={review} />
              </div>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
