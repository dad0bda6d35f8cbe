import { OPS_METRICS_DEFAULT_RANGE, type TOpsMetrics } from '@brifa/contracts';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOpsApi } from '../../../entities/ops/ops-api.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { getOpsMetrics } from '../api/get-ops-metrics.ts';
import { METRIC_LABELS } from '../metric-labels.ts';
import { formatMetric, metricViews } from '../metric-series.ts';

/**
 * The console home's glance strip, asked for by the browser once the home with its queues is on screen, so the
 * metrics never hold the queues back (nothing shows while they load or when they fail). A query rather than a
 * streamed loader promise: React Router's `Await` would join the framework file every public page loads.
 */
export function OpsMetricsGlanceLoader() {
  const api = useOpsApi();
  const { data } = useQuery({
    queryKey: ['ops-metrics', OPS_METRICS_DEFAULT_RANGE],
    queryFn: () => getOpsMetrics(api, OPS_METRICS_DEFAULT_RANGE),
    staleTime: 60_000,
  });
  return data ? <OpsMetricsGlance data={data} /> : null;
}

/**
 * The console home's strip of headline figures (no charts: recharts stays on /ops/metrics), linking to the
 * full metrics.
 */
export function OpsMetricsGlance({ data }: { data: TOpsMetrics }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ops-metrics-glance">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="md" id="ops-metrics-glance">
            {t('opsMetrics.glance.title', { days: data.Days })}
          </Title>
          <Anchor component={Link} to="/ops/metrics" fz="sm">
            {t('opsMetrics.glance.more')}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
          {metricViews(data).map((view) => (
            <Stack key={view.metric} gap={0}>
              <Text component="dt" fz="xs" c="dimmed">
                {t(METRIC_LABELS[view.metric].title)}
              </Text>
              <Text component="dd" fw={700} fz="lg" m={0}>
                {formatMetric(view.headline, view.kind, locale)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
