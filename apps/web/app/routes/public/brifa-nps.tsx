import { NPS_SCORE } from '@brifa/contracts';
import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { BrifaNpsPage } from '../../features/nps/components/brifa-nps-page.tsx';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/brifa-nps';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('nps.brifa.pageTitle'), brand) },
    // The link carries a secret: keep it out of search engines and of other sites' referrers.
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** A score from the path (/brifa-nps/7), or null when missing or outside 0–10. */
function scoreOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return null;
  const score = Number(raw);
  return score >= NPS_SCORE.min && score <= NPS_SCORE.max ? score : null;
}

/**
 * /brifa-nps-on-offer?offer= (signed in) and /brifa-nps/{nps?}?offer=&user=&token= (the e-mailed 0–10 links,
 * without sign-in): "would you recommend Brifa?" about one brief.
 */
export default function BrifaNpsRoute() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const offerKey = search.get('offer') ?? '';
  const userId = Number(search.get('user'));
  const token = search.get('token') ?? '';
  const link = token && Number.isInteger(userId) && userId > 0 ? { userId, token } : null;
  const login = (
    <Anchor component={Link} to={APP_PATHS.login} size="sm" fw={600}>
      {t('nps.invalidLink.login')}
    </Anchor>
  );
  if (!offerKey) {
    return (
      <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
        <Alert color="red" role="alert" title={t('nps.invalidLink.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('nps.invalidLink.missing')}</Text>
            {login}
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <BrifaNpsPage
      key={offerKey}
      offerKey={offerKey}
      link={link}
      preselected={scoreOf(params.nps)}
      onFailure={login}
    />
  );
}
