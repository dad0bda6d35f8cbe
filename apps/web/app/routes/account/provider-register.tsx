import { STATUS_MESSAGES } from '@brifa/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { data, Link } from 'react-router';
import { guestOnly } from '../../features/account/account-guards.server.ts';
import { accountMeta } from '../../features/account/account-meta.ts';
import { getInviteLink } from '../../features/account/api/get-invite-link.ts';
import { AgencyRegisterForm } from '../../features/account/components/agency-register-form.tsx';
import { AuthPage } from '../../features/account/components/auth-page.tsx';
import { TeamJoinForm } from '../../features/account/components/team-join-form.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { accountPath, publicPath } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/provider-register';

export async function loader({ request, params }: Route.LoaderArgs) {
  await guestOnly(request);
  const key = params.agency;
  if (!key) return { invite: null, inviteKey: null, inviteError: null };
  const info = requestInfo(request);
  try {
    return { invite: await getInviteLink(info.api, key), inviteKey: key, inviteError: null };
  } catch (error) {
    const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 500;
    const message =
      error instanceof ApiRequestError ? error.message : STATUS_MESSAGES.unexpected[info.locale];
    return data({ invite: null, inviteKey: key, inviteError: message }, { status });
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(matches, loaderData?.inviteKey ? 'account.invite.metaTitle' : 'account.agency.title');
}

function Below() {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap={6}>
      <Text size="sm">
        {t('account.register.haveAccount')}{' '}
        <Anchor component={Link} to={accountPath('login', locale)} fw={600} inherit>
          {t('account.login.title')}
        </Anchor>
      </Text>
      <Text size="sm">
        {t('account.agency.clientQuestion')}{' '}
        <Anchor component={Link} to={accountPath('register', locale)} fw={600} inherit>
          {t('account.agency.clientLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}

export default function ProviderRegisterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { invite, inviteKey, inviteError } = loaderData;

  if (inviteError) {
    return (
      <AuthPage title={t('account.invite.invalidTitle')}>
        <Stack gap="md">
          <Alert color="red" variant="light" data-testid="form-alert">
            {inviteError}
          </Alert>
          <Button component={Link} to={publicPath('home', locale)} variant="default">
            {t('error.backHome')}
          </Button>
        </Stack>
      </AuthPage>
    );
  }

  if (invite && inviteKey) {
    return (
      <AuthPage
        title={t('account.invite.title', { agency: invite.AgencyName })}
        subtitle={t('account.invite.subtitle', { title: invite.Title })}
        width={560}
        below={<Below />}
      >
        <TeamJoinForm invite={invite} inviteKey={inviteKey} />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t('account.agency.title')}
      subtitle={t('account.agency.subtitle')}
      width={720}
      below={<Below />}
    >
      <AgencyRegisterForm />
    </AuthPage>
  );
}
