import type { TOpsMetrics } from '@brifa/contracts';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatMetric, metricViews } from '../metric-series.ts';

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
                {t(`opsMetrics.${view.metric}.title`)}
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
