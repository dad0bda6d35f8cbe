import { identityEndpoints } from '@brifa/contracts';
import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { callEndpoint } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/form-errors.ts';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { accountPath } from '../../lib/public-paths.ts';
import { useApiContext } from '../../lib/use-session-user.ts';
import type { Route } from './+types/email-change';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('account.emailChange.title'), brand) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * /email-change?token=: the link sent to a new login e-mail. The change is made by the button, not by loading
 * the page, so a mail scanner that fetches the link changes nothing.
 */
export default function EmailChangeConfirmPage() {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () =>
      callEndpoint(api, identityEndpoints.postUserEmailChangeConfirm, { body: { Token: token } }),
  });

  return (
    <Container size="sm" py={{ base: 32, md: 48 }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('account.emailChange.title')}
        </Title>
        {!token ? <Alert color="red">{t('account.emailChange.missing')}</Alert> : null}
        {confirm.isSuccess ? (
          <Alert color="green" role="status" data-testid="email-change-done">
            {t('account.emailChange.done', { email: confirm.data.Email })}
          </Alert>
        ) : token ? (
          <>
            <Text>{t('account.emailChange.explain')}</Text>
            <Button
              size="md"
              onClick={() => confirm.mutate()}
              loading={confirm.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('account.emailChange.submit')}
            </Button>
          </>
        ) : null}
        {confirm.isError ? (
          <Alert color="red" role="alert">
            {failureMessage(confirm.error, locale)}
          </Alert>
        ) : null}
        <Anchor component={Link} to={accountPath('login', locale)}>
          {t('account.emailChange.login')}
        </Anchor>
      </Stack>
    </Container>
  );
}
