import type { TOpportunityDetail, TProviderOpportunity } from '@brifa/contracts';
import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useDeclineOpportunity } from '../api/opportunity-detail.ts';
import { AccessPanel } from './access-panel.tsx';
import { opportunityPath } from './brief-facts.tsx';
import { ClientCard } from './client-card.tsx';
import { agencyFacts } from './opportunity-badges.tsx';
import { MatchReasons, OpportunityBriefView } from './opportunity-brief.tsx';

/** Passing on the brief frees the slot for another agency: only while the match still waits for an answer. */
function DeclinePanel({ match }: { match: TProviderOpportunity }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const decline = useDeclineOpportunity(match.Id);
  if (match.Status !== 'waiting' || match.AgencyState !== 'open' || match.Quote) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: t('opportunities.decline.confirmTitle'),
      children: <Text size="sm">{t('opportunities.decline.confirmText')}</Text>,
      labels: { confirm: t('opportunities.decline.confirm'), cancel: t('opportunities.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        decline.mutate(undefined, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('opportunities.decline.done') });
            navigate('/provider/offers');
          },
          onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, locale) }),
        }),
    });
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="decline-title"
    >
      <Title order={2} fz="md" id="decline-title">
        {t('opportunities.decline.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('opportunities.decline.text')}
      </Text>
      <Button variant="default" color="red" mt="sm" onClick={confirm} loading={decline.isPending}>
        {t('opportunities.decline.button')}
      </Button>
    </Paper>
  );
}

/** /provider/projects/:offerId/detail: the brief and reasons, the client (locked until access), access, decline. */
export function OpportunityDetailView({ detail }: { detail: TOpportunityDetail }) {
  const t = useT();
  const match = detail.Match;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="lg">
          <MatchReasons reasons={detail.Reasons} />
          <OpportunityBriefView brief={detail.Brief} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Stack gap="lg">
          {match ? <AccessPanel detail={detail} matchId={match.Id} /> : null}
          <ClientCard detail={detail} />
          {match && agencyFacts(match).actions.includes('quote') ? (
            <Button component={Link} to={opportunityPath(detail.Brief.OfferKey, 'offers')} fullWidth>
              {match.Quote ? t('opportunities.quote.update') : t('opportunities.quote.send')}
            </Button>
          ) : null}
          {match ? <DeclinePanel match={match} /> : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
