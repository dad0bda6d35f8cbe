import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { type TFeedbackMode, useFeedbackForm } from '../api/offer-feedback.ts';
import { OfferFeedbackForm } from './offer-feedback-form.tsx';

/** The feedback screen around the form: which project, loading and failure states. */
export function FeedbackPage({
  mode,
  footer,
  onFailure,
}: {
  mode: TFeedbackMode;
  footer?: ReactNode;
  /** Extra help under a failure (e.g. log in when a link did not work). */
  onFailure?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const query = useFeedbackForm(mode);
  const form = query.data;

  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('feedback.title')}
        </Title>
        <Text c="dimmed">{t('feedback.subtitle')}</Text>
        {form ? (
          <Text fw={600} mt="xs" data-testid="feedback-project">
            {form.Offer.CategoryName} · {form.Offer.CompanyName}{' '}
            <Text component="span" fw={400} c="dimmed" size="sm">
              (
              {t('feedback.createdAt', {
                date: formatDate(form.Offer.CreatedAt, locale),
              })}
              )
            </Text>
          </Text>
        ) : null}
      </Stack>
      {query.isPending ? (
        <Stack align="center" py="xl" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('feedback.loading')}
          </Text>
        </Stack>
      ) : null}
      {query.isError && !form ? (
        <Alert
          color="red"
          role="alert"
          title={mode.kind === 'link' ? t('feedback.invalidLink.title') : undefined}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {/* A 404 says why (not yours, or a wrong or expired link); anything else is a load failure. */}
              {query.error instanceof ApiRequestError && query.error.status === 404
                ? query.error.message
                : t('feedback.loadError')}
            </Text>
            {onFailure}
          </Stack>
        </Alert>
      ) : null}
      {form ? <OfferFeedbackForm key={form.Offer.OfferKey} mode={mode} form={form} /> : null}
      {footer ? <Group mt="xl">{footer}</Group> : null}
    </Container>
  );
}
