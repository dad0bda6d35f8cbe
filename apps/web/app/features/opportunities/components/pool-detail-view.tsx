import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useContactPoolOffer, usePoolOpportunity } from '../api/pool.ts';
import { BLOCK_LABELS } from '../opportunity-labels.ts';
import { AccessErrorAlert } from './access-error-alert.tsx';
import { BriefFacts, opportunityPath } from './brief-facts.tsx';
import { ClientCard } from './client-card.tsx';
import { OpportunityBriefView } from './opportunity-brief.tsx';
import { PoolContactsBanner } from './pool-list-view.tsx';

/** /provider/projects/:offerId/pool: a pool brief and the contact button, with the limit explained. */
export function PoolDetailView({ offerKey }: { offerKey: string }) {
  const t = useT();
  const navigate = useNavigate();
  const query = usePoolOpportunity(offerKey);
  const contact = useContactPoolOffer(offerKey);
  const data = query.data;
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  const confirm = () =>
    modals.openConfirmModal({
      title: t('opportunities.pool.confirmTitle'),
      children: (
        <Text size="sm">
          {data?.PoolContactsLeft === null || data?.PoolContactsLeft === undefined
            ? t('opportunities.pool.confirmUnlimited')
            : t('opportunities.pool.confirmText', { count: data.PoolContactsLeft })}
        </Text>
      ),
      labels: { confirm: t('opportunities.pool.contact'), cancel: t('opportunities.cancel') },
      onConfirm: () =>
        contact.mutate(undefined, {
          onSuccess: () => navigate(opportunityPath(offerKey, 'detail')),
        }),
    });

  return (
    <Container size="lg" py={{ base: 20, md: 36 }} px={{ base: 'sm', sm: 'md' }}>
      <Anchor component={Link} to="/provider/pool" size="sm">
        ← {t('opportunities.pool.back')}
      </Anchor>
      {query.isPending ? (
        <Group gap="sm" mt="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('brief.page.loading')}</Text>
        </Group>
      ) : null}
      {query.isError && !data ? (
        <Stack mt="xl" gap="sm" align="flex-start">
          {notFound ? (
            <Alert color="yellow" role="alert" w="100%">
              {t('opportunities.detail.notFound')}
            </Alert>
          ) : (
            <AccessErrorAlert error={query.error} />
          )}
        </Stack>
      ) : null}
      {data ? (
        <>
          <Stack gap={4} mt="sm" mb="lg">
            <Title order={1} fz={{ base: 24, md: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {data.Brief.CategoryName}
            </Title>
            <BriefFacts brief={data.Brief} />
          </Stack>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <OpportunityBriefView brief={data.Brief} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="lg">
                <Paper
                  withBorder
                  radius="md"
                  p={{ base: 'md', sm: 'lg' }}
                  component="section"
                  data-testid="pool-contact"
                >
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      {t('opportunities.pool.contactTitle')}
                    </Title>
                    {data.Match ? (
                      <>
                        <Text size="sm">{t('opportunities.pool.contacted')}</Text>
                        <Button component={Link} to={opportunityPath(offerKey, 'detail')}>
                          {t('opportunities.pool.openOpportunity')}
                        </Button>
                      </>
                    ) : (
                      <>
                        <Text size="sm" c="dimmed">
                          {t('opportunities.pool.contactExplain')}
                        </Text>
                        <PoolContactsBanner contactsLeft={data.PoolContactsLeft} />
                        {data.Access.Block ? (
                          <Alert color="yellow" data-testid="access-block">
                            {t(BLOCK_LABELS[data.Access.Block])}
                          </Alert>
                        ) : null}
                        {contact.error ? <AccessErrorAlert error={contact.error} /> : null}
                        <Button
                          onClick={confirm}
                          loading={contact.isPending}
                          disabled={data.PoolContactsLeft === 0 || data.Access.Block !== null}
                          data-testid="pool-contact-button"
                        >
                          {t('opportunities.pool.contact')}
                        </Button>
                      </>
                    )}
                  </Stack>
                </Paper>
                <ClientCard detail={data} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      ) : null}
    </Container>
  );
}
