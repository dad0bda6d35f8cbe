import { OPS_METRICS_RANGES, type TOpsMetrics } from '@brifa/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OpsPageHeader } from '../../../entities/ops/ops-page-header.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { metricViews } from '../metric-series.ts';
import { MetricCard } from './metric-card.tsx';
import { OpsNpsCard } from './ops-nps-card.tsx';

/** /ops/metrics: every metric of the last 30 or 90 days, a card and a chart each, with the period switch. */
export function OpsMetricsPanel({ data }: { data: TOpsMetrics }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <OpsPageHeader
        title={t('opsMetrics.title')}
        description={t('opsMetrics.subtitle', { days: data.Days })}
      />
      <Text fz="sm" c="dimmed" mt={-12}>
        {t('opsMetrics.computedAt', { time: formatDateTime(data.ComputedAt, locale) })}
      </Text>
      <Group gap="xs" role="group" aria-label={t('opsMetrics.range.label')}>
        {OPS_METRICS_RANGES.map((days) => (
          <Button
            key={days}
            component={Link}
            to={`?Days=${days}`}
            size="sm"
            variant={days === data.Days ? 'filled' : 'default'}
            aria-current={days === data.Days ? 'page' : undefined}
            preventScrollReset
          >
            {t('opsMetrics.range.option', { days })}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {metricViews(data).map((view) => (
          <MetricCard key={view.metric} view={view} />
        ))}
        <OpsNpsCard data={data} />
      </SimpleGrid>
    </Stack>
  );
}
