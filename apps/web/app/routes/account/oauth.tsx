import { errorMessage } from '@brifa/contracts';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountMeta } from '../../features/account/account-meta.ts';
import { useAuthorize } from '../../features/account/api/authorize.ts';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { useCompleteSignIn } from '../../features/account/use-complete-sign-in.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { accountPath } from '../../lib/public-paths.ts';
import type { Route } from './+types/oauth';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, 'account.oauth.title');
}

/**
 * A sign-in link from an e-mail (/oauth?token=...). The single-use token is spent from the browser, not in a
 * loader: mail scanners that fetch links without running scripts must not use it up.
 */
export default function OAuthPage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const authorize = useAuthorize();
  const { signIn } = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (token.length < 20) {
      setFailure(errorMessage('SIGN_IN_LINK_INVALID', locale));
      return;
    }
    authorize
      .mutateAsync({ SignInToken: token })
      .then((result) => signIn(result, null))
      .catch((error: unknown) =>
        setFailure(
          error instanceof ApiRequestError ? error.message : errorMessage('SIGN_IN_LINK_INVALID', locale),
        ),
      );
  }, [authorize, signIn, token, locale]);

  return (
    <AuthPage title={failure ? t('account.oauth.failedTitle') : t('account.oauth.title')}>
      {failure ? (
        <Stack gap="md">
          <Alert color="red" variant="light" data-testid="form-alert">
            {failure}
          </Alert>
          <Button component={Link} to={accountPath('login', locale)} size="md">
            {t('account.login.title')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="md" py="md" role="status">
          <Loader />
          <Text c="dimmed">{t('account.oauth.working')}</Text>
        </Stack>
      )}
    </AuthPage>
  );
}
