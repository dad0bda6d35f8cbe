import type { TOffer } from '@brifa/contracts';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useOffer } from '../api/offer-detail.ts';

export type TProjectPage = 'detail' | 'offers' | 'connection';

/** The pages of one project, as links (each has its own address). */
function ProjectPageLinks({ offerKey, page }: { offerKey: string; page: TProjectPage }) {
  const t = useT();
  const base = `/client/projects/${encodeURIComponent(offerKey)}`;
  return (
    <Group gap="xs" component="nav" aria-label={t('clientOffers.nav.label')}>
      <Button
        component={Link}
        to={`${base}/detail`}
        variant={page === 'detail' ? 'filled' : 'default'}
        size="compact-md"
        aria-current={page === 'detail' ? 'page' : undefined}
      >
        {t('clientOffers.nav.detail')}
      </Button>
      <Button
        component={Link}
        to={`${base}/offers`}
        variant={page === 'offers' ? 'filled' : 'default'}
        size="compact-md"
        aria-current={page === 'offers' ? 'page' : undefined}
      >
        {t('clientOffers.nav.offers')}
      </Button>
      <Button
        component={Link}
        to={`${base}/connection`}
        variant={page === 'connection' ? 'filled' : 'default'}
        size="compact-md"
        aria-current={page === 'connection' ? 'page' : undefined}
      >
        {t('brief.page.messages')}
      </Button>
    </Group>
  );
}

/**
 * The frame of a project's pages: back to my projects, the project's name, its two pages, and the loading and
 * not-found states (someone else's or a deleted project).
 */
export function ProjectPageShell({
  offerKey,
  page,
  children,
}: {
  offerKey: string;
  page: TProjectPage;
  children: (offer: TOffer) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const offer = useOffer(offerKey);
  const data = offer.data;
  const notFound = offer.error instanceof ApiRequestError && offer.error.status === 404;

  return (
    <Container size="lg" py={{ base: 20, md: 36 }} px={{ base: 'sm', sm: 'md' }}>
      <Anchor component={Link} to="/client/my-projects" size="sm">
        ← {t('clientOffers.nav.back')}
      </Anchor>
      {data ? (
        <Stack gap="sm" mt="sm" mb="lg">
          <div>
            <Title order={1} fz={{ base: 24, md: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {page === 'offers'
                ? t('clientOffers.offers.title', { category: data.CategoryName })
                : page === 'connection'
                  ? t('messaging.page.title', { category: data.CategoryName })
                  : data.CategoryName}
            </Title>
            <Text c="dimmed">{data.CompanyName}</Text>
          </div>
          <ProjectPageLinks offerKey={offerKey} page={page} />
        </Stack>
      ) : null}
      {offer.isPending ? (
        <Group gap="sm" mt="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('brief.page.loading')}</Text>
        </Group>
      ) : null}
      {offer.isError && !data ? (
        <Alert color={notFound ? 'yellow' : 'red'} mt="xl" role="alert" data-testid="project-not-found">
          <Text size="sm">
            {notFound ? t('clientOffers.project.notFound') : failureMessage(offer.error, locale)}
          </Text>
          <Button component={Link} to="/client/my-projects" variant="light" size="xs" mt="sm">
            {t('clientOffers.nav.back')}
          </Button>
        </Alert>
      ) : null}
      {data ? children(data) : null}
    </Container>
  );
}
