import type { TOpportunityDetail } from '@brifa/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectPageShell } from '../../../entities/brief/project-page-shell.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useOpportunity } from '../api/opportunity-detail.ts';
import { AccessErrorAlert } from './access-error-alert.tsx';
import { BriefFacts, opportunityPath } from './brief-facts.tsx';
import { OpportunityBadges } from './opportunity-badges.tsx';

export type TOpportunityPage = 'detail' | 'offers' | 'feedback' | 'connection';

const OPPORTUNITIES_PATH = '/provider/offers';

/**
 * The frame of an opportunity's pages: back to the list, the brief's name and state, its pages, and the
 * loading, not-found and blocked states.
 */
export function OpportunityShell({
  offerKey,
  page,
  children,
}: {
  offerKey: string;
  page: TOpportunityPage;
  children: (detail: TOpportunityDetail) => ReactNode;
}) {
  const t = useT();
  const query = useOpportunity(offerKey);
  const data = query.data;
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
  const tab = (target: TOpportunityPage, label: string) => ({
    page: target,
    href: opportunityPath(offerKey, target),
    label,
  });

  return (
    <ProjectPageShell
      back={{ href: OPPORTUNITIES_PATH, label: t('opportunities.nav.back') }}
      header={
        data
          ? {
              title:
                page === 'offers'
                  ? t('opportunities.quote.pageHeading', { category: data.Brief.CategoryName })
                  : page === 'feedback'
                    ? t('opportunities.feedback.pageHeading', { category: data.Brief.CategoryName })
                    : page === 'connection'
                      ? t('messaging.page.title', { category: data.Brief.CategoryName })
                      : data.Brief.CategoryName,
              subtitle: <BriefFacts brief={data.Brief} />,
              badges: data.Match ? <OpportunityBadges match={data.Match} /> : null,
            }
          : null
      }
      tabs={[
        tab('detail', t('opportunities.nav.detail')),
        tab('offers', t('brief.quote.title')),
        tab('feedback', t('opportunities.nav.feedback')),
        tab('connection', t('brief.page.messages')),
      ]}
      current={page}
      navLabel={t('opportunities.nav.label')}
      navTestId="opportunity-nav"
      isPending={query.isPending}
      failure={
        query.isError && !data ? (
          <Stack mt="xl" gap="sm" align="flex-start" data-testid="opportunity-error">
            {notFound ? (
              <Alert color="yellow" role="alert" w="100%">
                {t('opportunities.detail.notFound')}
              </Alert>
            ) : (
              <AccessErrorAlert error={query.error} />
            )}
            <Button component={Link} to={OPPORTUNITIES_PATH} variant="light" size="xs">
              {t('opportunities.nav.back')}
            </Button>
          </Stack>
        ) : null
      }
    >
      {data ? children(data) : null}
    </ProjectPageShell>
  );
}
