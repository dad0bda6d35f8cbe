import type { TOffer } from '@brifa/contracts';
import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectPageShell } from '../../../entities/brief/project-page-shell.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useOffer } from '../api/offer-detail.ts';

export type TProjectPage = 'detail' | 'offers' | 'connection';

const PROJECTS_PATH = '/client/my-projects';

/**
 * The frame of a client's project pages: back to my projects, the project's name, its pages, and the loading
 * and not-found states (someone else's or a deleted project).
 */
export function ClientProjectShell({
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
  const base = `/client/projects/${encodeURIComponent(offerKey)}`;

  return (
    <ProjectPageShell
      back={{ href: PROJECTS_PATH, label: t('clientOffers.nav.back') }}
      header={
        data
          ? {
              title:
                page === 'offers'
                  ? t('clientOffers.offers.title', { category: data.CategoryName })
                  : page === 'connection'
                    ? t('messaging.page.title', { category: data.CategoryName })
                    : data.CategoryName,
              subtitle: <Text c="dimmed">{data.CompanyName}</Text>,
            }
          : null
      }
      tabs={[
        { page: 'detail', href: `${base}/detail`, label: t('clientOffers.nav.detail') },
        { page: 'offers', href: `${base}/offers`, label: t('clientOffers.nav.offers') },
        { page: 'connection', href: `${base}/connection`, label: t('brief.page.messages') },
      ]}
      current={page}
      navLabel={t('clientOffers.nav.label')}
      isPending={offer.isPending}
      failure={
        offer.isError && !data ? (
          <Alert color={notFound ? 'yellow' : 'red'} mt="xl" role="alert" data-testid="project-not-found">
            <Text size="sm">
              {notFound ? t('clientOffers.project.notFound') : failureMessage(offer.error, locale)}
            </Text>
            <Button component={Link} to={PROJECTS_PATH} variant="light" size="xs" mt="sm">
              {t('clientOffers.nav.back')}
            </Button>
          </Alert>
        ) : null
      }
    >
      {data ? children(data) : null}
    </ProjectPageShell>
  );
}
