import type { TOpportunityDetail } from '@brifa/contracts';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useOpportunity } from '../api/opportunity-detail.ts';
import { AccessErrorAlert } from './access-error-alert.tsx';
import { BriefFacts, opportunityPath } from './brief-facts.tsx';
import { OpportunityBadges } from './opportunity-badges.tsx';

export type TOpportunityPage = 'detail' | 'offers' | 'feedback' | 'connection';

/** The opportunity's pages as links. */
function OpportunityPageLinks({ offerKey, page }: { offerKey: string; page: TOpportunityPage }) {
  const t = useT();
  const link = (target: TOpportunityPage, label: string) => (
    <Button
      component={Link}
      to={opportunityPath(offerKey, target)}
      variant={page === target ? 'filled' : 'default'}
      size="compact-md"
      aria-current={page === target ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" component="nav" aria-label={t('opportunities.nav.label')} data-testid="opportunity-nav">
      {link('detail', t('opportunities.nav.detail'))}
      {link('offers', t('brief.quote.title'))}
      {link('feedback', t('opportunities.nav.feedback'))}
      {link('connection', t('brief.page.messages'))}
    </Group>
  );
}

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

  return (
    <Container size="lg" py={{ base: 20, md: 36 }} px={{ base: 'sm', sm: 'md' }}>
      <Anchor component={Link} to="/provider/offers" size="sm">
        ← {t('opportunities.nav.back')}
      </Anchor>
      {data ? (
        <Stack gap="sm" mt="sm" mb="lg">
          <div>
            <Title order={1} fz={{ base: 24, md: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {page === 'offers'
                ? t('opportunities.quote.pageHeading', { category: data.Brief.CategoryName })
                : page === 'feedback'
                  ? t('opportunities.feedback.pageHeading', { category: data.Brief.CategoryName })
                  : page === 'connection'
                    ? t('messaging.page.title', { category: data.Brief.CategoryName })
                    : data.Brief.CategoryName}
            </Title>
            <BriefFacts brief={data.Brief} />
          </div>
          {data.Match ? <OpportunityBadges match={data.Match} /> : null}
          <OpportunityPageLinks offerKey={offerKey} page={page} />
        </Stack>
      ) : null}
      {query.isPending ? (
        <Group gap="sm" mt="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('brief.page.loading')}</Text>
        </Group>
      ) : null}
      {query.isError && !data ? (
        <Stack mt="xl" gap="sm" align="flex-start" data-testid="opportunity-error">
          {notFound ? (
            <Alert color="yellow" role="alert" w="100%">
              {t('opportunities.detail.notFound')}
            </Alert>
          ) : (
            <AccessErrorAlert error={query.error} />
          )}
          <Button component={Link} to="/provider/offers" variant="light" size="xs">
            {t('opportunities.nav.back')}
          </Button>
        </Stack>
      ) : null}
      {data ? children(data) : null}
    </Container>
  );
}
