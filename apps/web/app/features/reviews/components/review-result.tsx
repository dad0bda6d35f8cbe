import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX } from '../../../lib/public-paths.ts';
import { useReviewLink } from '../api/reviews.ts';

/**
 * /reviews/result: after sending ("check your e-mail"), from the e-mailed link (?token= publishes the review,
 * once the page has loaded: a link preview that only fetches the page publishes nothing) and for removal
 * (?remove= asks before removing).
 */
export function ReviewResult() {
  const t = useT();
  const locale = useLocale();
  const [search] = useSearchParams();
  const link = useReviewLink();
  const [confirmOpen, confirmDialog] = useDisclosure(false);
  const started = useRef(false);
  const token = search.get('token');
  const removeToken = search.get('remove');

  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      link.mutate({ action: 'confirm', token });
    }
  }, [token, link]);

  const profileButton = (slug: string) => (
    <Button component={Link} to={`${AGENCY_PROFILE_PREFIX[locale]}${slug}`} w="fit-content">
      {t('reviews.result.viewProfile')}
    </Button>
  );

  if (search.get('sent')) {
    return (
      <Stack gap="md" data-testid="review-sent">
        <Title order={1}>{t('reviews.result.sentTitle')}</Title>
        <Text>{t('reviews.result.sentText', { name: search.get('name') ?? '' })}</Text>
      </Stack>
    );
  }
  if (link.isError) {
    return (
      <Alert color="red" title={t('reviews.result.failedTitle')} role="alert">
        {link.error.message}
      </Alert>
    );
  }
  if (link.data) {
    const outcome = link.data;
    const removed = outcome.Status === 'removed';
    return (
      <Stack gap="md" data-testid="review-outcome">
        <Title order={1}>
          {t(removed ? 'reviews.result.removedTitle' : 'reviews.result.publishedTitle')}
        </Title>
        <Text>
          {t(
            removed
              ? 'reviews.result.removedText'
              : outcome.IsVerified
                ? 'reviews.result.publishedVerified'
                : 'reviews.result.publishedUnverified',
            { name: outcome.AgencyName },
          )}
        </Text>
        {outcome.AgencySlug ? profileButton(outcome.AgencySlug) : null}
      </Stack>
    );
  }
  if (token) {
    return (
      <Group>
        <Loader size="sm" />
        <Text>{t('reviews.result.confirming')}</Text>
      </Group>
    );
  }
  if (removeToken) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('reviews.result.remove')}</Title>
        <Button color="red" w="fit-content" onClick={confirmDialog.open}>
          {t('reviews.result.remove')}
        </Button>
        <Modal opened={confirmOpen} onClose={confirmDialog.close} title={t('reviews.result.remove')}>
          <Text>{t('reviews.result.removeConfirm')}</Text>
          <Group justify="flex-end" mt="md">
            <Button
              color="red"
              loading={link.isPending}
              onClick={() => {
                confirmDialog.close();
                link.mutate({ action: 'remove', token: removeToken });
              }}
            >
              {t('reviews.result.remove')}
            </Button>
          </Group>
        </Modal>
      </Stack>
    );
  }
  return <Text>{t('reviews.result.missing')}</Text>;
}
