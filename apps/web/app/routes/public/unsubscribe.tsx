import { notificationsEndpoints } from '@brifa/contracts';
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callEndpoint } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/form-errors.ts';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { useApiContext } from '../../lib/use-session-user.ts';
import type { Route } from './+types/unsubscribe';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('notifications.unsubscribe.title'), brand) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /unsubscribe?token=: a notice e-mail's link; turns notice e-mails off without signing in. */
export default function Unsubscribe() {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      callEndpoint(api, notificationsEndpoints.postNotificationUnsubscribe, { body: { Token: token } }),
  });
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  return (
    <Container size="sm" py={48}>
      <Stack gap="md">
        <Title order={1}>{t('notifications.unsubscribe.title')}</Title>
        {!token ? <Alert color="red">{t('notifications.unsubscribe.missing')}</Alert> : null}
        {unsubscribe.isPending ? <Loader size="sm" /> : null}
        {unsubscribe.isSuccess ? (
          <Alert color="green" data-testid="unsubscribed">
            {t('notifications.unsubscribe.done', { email: unsubscribe.data.Email })}
          </Alert>
        ) : null}
        {unsubscribe.isError ? <Alert color="red">{failureMessage(unsubscribe.error, locale)}</Alert> : null}
        <Text size="sm" c="dimmed">
          {t('notifications.unsubscribe.note')}
        </Text>
        <Anchor component={Link} to="/">
          {t('notifications.unsubscribe.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
