import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { AgreementNpsPage } from '../../features/nps/components/agreement-nps-page.tsx';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/agreement-nps';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('nps.agreement.title'), brand) },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/**
 * /aggrement-nps/{userid}/{aggrementnpsid}?token= : the e-mailed link to rate the agreed agency without
 * sign-in; without a token the signed-in client answers the same score.
 */
export default function AgreementNpsRoute() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const userId = Number(params.userid);
  const id = Number(params.aggrementnpsid);
  const token = search.get('token') ?? '';
  const login = (
    <Anchor component={Link} to={APP_PATHS.login} size="sm" fw={600}>
      {t('nps.invalidLink.login')}
    </Anchor>
  );
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
        <Alert color="red" role="alert" title={t('nps.invalidLink.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('nps.invalidLink.missing')}</Text>
            <Anchor component={Link} to="/aggrement_nps" size="sm" fw={600}>
              {t('nps.list.title')}
            </Anchor>
          </Stack>
        </Alert>
      </Container>
    );
  }
  const link = token && Number.isInteger(userId) && userId > 0 ? { userId, token } : null;
  return <AgreementNpsPage key={id} id={id} link={link} onFailure={login} />;
}
