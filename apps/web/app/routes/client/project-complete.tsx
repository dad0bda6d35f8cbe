import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { useNotCompletedOffers } from '../../features/project-complete/api/not-completed-offers.ts';
import { AccountInfoForm } from '../../features/project-complete/components/account-info-form.tsx';
import { MissingFieldsForm } from '../../features/project-complete/components/missing-fields-form.tsx';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { sessionUser } from '../../lib/request-context.server.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/project-complete';

/** Nothing to complete: back to the client's home (the client layout has already checked the role). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUser(request);
  if (user?.IsClient && !user.IsHaveMissingDataOffer) throw redirect(APP_PATHS.clientHome);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('projectComplete.title'), brand) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Project completion (spec: missing project information): the layouts send a client here while a project
 * misses brief data. Project info (one form per project) and account info; back home once nothing is missing.
 */
export default function ProjectCompletePage() {
  const t = useT();
  const user = useSessionUser();
  const offers = useNotCompletedOffers();
  const navigate = useNavigate();
  const [accountDirty, setAccountDirty] = useState(false);
  const hadProjects = useRef(false);
  const onDirtyChange = useCallback((dirty: boolean) => setAccountDirty(dirty), []);
  const items = offers.data;
  const done = items !== undefined && items.length === 0;

  useEffect(() => {
    if (items && items.length > 0) hadProjects.current = true;
  }, [items]);
  // The last project was just completed: go home, unless account changes are still unsaved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the moment the list empties counts
  useEffect(() => {
    if (done && hadProjects.current && !accountDirty) void navigate(APP_PATHS.clientHome);
  }, [done]);

  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('projectComplete.title')}
        </Title>
        <Text c="dimmed">{t('projectComplete.subtitle')}</Text>
      </Stack>
      <Stack gap="xl">
        <Stack gap="md" component="section" aria-labelledby="project-info">
          <div>
            <Title order={2} fz="xl" id="project-info">
              {t('projectComplete.projects.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('projectComplete.projects.description')}
            </Text>
          </div>
          {offers.isPending ? (
            <Stack align="center" py="lg" gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                {t('projectComplete.loading')}
              </Text>
            </Stack>
          ) : null}
          {offers.isError && !items ? (
            <Alert color="red" role="alert">
              {t('projectComplete.loadError')}
            </Alert>
          ) : null}
          {items?.map((offer) => (
            <MissingFieldsForm key={offer.OfferKey} offer={offer} />
          ))}
          {done ? (
            <Alert color="green" title={t('projectComplete.done.title')} role="status">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('projectComplete.done.text')}</Text>
                <Button component={Link} to={APP_PATHS.clientHome}>
                  {t('projectComplete.continue')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
        {user ? <AccountInfoForm key={user.Id} user={user} onDirtyChange={onDirtyChange} /> : null}
      </Stack>
    </Container>
  );
}
