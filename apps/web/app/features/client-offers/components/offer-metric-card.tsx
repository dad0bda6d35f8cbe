import { Button, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { useOfferMetric } from '../api/offer-detail.ts';
import { formatMinutes } from './format.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text fz={{ base: 24, md: 28 }} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/** How the brief is doing (GET OfferMetric) and the way to its offers. */
export function OfferMetricCard({ offerKey }: { offerKey: string }) {
  const t = useT();
  const metric = useOfferMetric(offerKey);
  const data = metric.data;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="metric-title"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz={{ base: 20, md: 22 }} id="metric-title">
          {t('clientOffers.metric.title')}
        </Title>
        <Button
          component={Link}
          to={`/client/projects/${encodeURIComponent(offerKey)}/offers`}
          color="orange"
        >
          {data && data.MatchedCount > 0
            ? t('clientOffers.metric.seeOffersCount', { count: data.MatchedCount })
            : t('brief.page.seeOffers')}
        </Button>
      </Group>
      {metric.isError ? (
        <Text c="red" mt="md" role="alert">
          {t('clientOffers.metric.loadError')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mt="md">
          {data ? (
            <>
              <Figure
                testId="metric-matched"
                label={t('clientOffers.metric.matched')}
                value={String(data.MatchedCount)}
              />
              <Figure
                testId="metric-views"
                label={t('clientOffers.metric.views')}
                value={String(data.Views)}
              />
              <Figure
                testId="metric-responses"
                label={t('clientOffers.metric.responses')}
                value={String(data.Responses)}
              />
              <Figure
                testId="metric-first-response"
                label={t('clientOffers.metric.firstResponse')}
                value={data.FirstResponseMinutes === null ? '–' : formatMinutes(data.FirstResponseMinutes, t)}
              />
            </>
          ) : (
            [1, 2, 3, 4].map((item) => <Skeleton key={item} height={52} />)
          )}
        </SimpleGrid>
      )}
    </Paper>
  );
}
