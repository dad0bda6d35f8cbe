import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FeedbackPage } from '../../features/feedback/components/feedback-page.tsx';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/client-offer-feedback';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('feedback.title'), brand) },
    // The link carries a secret: keep it out of search engines and of other sites' referrers.
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/**
 * /client-offer-feedback?offer=&user=&token= : the e-mailed link; the same feedback form without login,
 * through the not-auth calls. A wrong or expired link says so and offers the login instead.
 */
export default function ClientOfferFeedbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const offerKey = params.get('offer') ?? '';
  const userId = Number(params.get('user'));
  const token = params.get('token') ?? '';
  const login = (
    <Anchor component={Link} to={APP_PATHS.login} size="sm" fw={600}>
      {t('feedback.invalidLink.login')}
    </Anchor>
  );

  if (!offerKey || !token || !Number.isInteger(userId) || userId <= 0) {
    return (
      <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
        <Alert color="red" role="alert" title={t('feedback.invalidLink.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('feedback.invalidLink.missing')}</Text>
            {login}
          </Stack>
        </Alert>
      </Container>
    );
  }
  return <FeedbackPage key={offerKey} mode={{ kind: 'link', offerKey, userId, token }} onFailure={login} />;
}
