import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { METRIC_COUNT_LABELS, METRIC_LABELS } from '../metric-labels.ts';
import { formatMetric, seriesSummary, type TMetricView } from '../metric-series.ts';
import { MetricChart } from './metric-chart.tsx';

/** A metric: its title, headline figure, chart, and the chart's text alternative (a summary and every day as a table). */
export function MetricCard({ view }: { view: TMetricView }) {
  const t = useT();
  const locale = useLocale();
  const format = (value: number | null) => formatMetric(value, view.kind, locale);
  const summary = seriesSummary(view.points);
  const first = view.points[0]?.day;
  const last = view.points.at(-1)?.day;
  const titleId = `ops-metric-${view.metric}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={titleId}>
          {t(METRIC_LABELS[view.metric].title)}
        </Title>
        <Text fz={28} fw={700} lh={1.1}>
          {format(view.headline)}
        </Text>
        {view.metric === 'walletLiability' ? (
          <Text fz="sm" c="dimmed">
            {t('opsMetrics.walletLiability.headline')}
          </Text>
        ) : null}
        {view.count !== undefined && (view.metric === 'accessPayments' || view.metric === 'refunds') ? (
          <Text fz="sm" c="dimmed">
            {t(METRIC_COUNT_LABELS[view.metric], { count: view.count })}
          </Text>
        ) : null}
        <Text fz="sm" c="dimmed">
          {t(METRIC_LABELS[view.metric].help)}
        </Text>
        <MetricChart view={view} />
        {first && last ? (
          <Text fz="sm">
            {t('opsMetrics.summary', {
              first: formatDate(first, locale, { month: 'short' }),
              last: formatDate(last, locale, { month: 'short' }),
              min: format(summary.min),
              max: format(summary.max),
              latest: format(summary.latest),
            })}
          </Text>
        ) : null}
        <details>
          <summary>
            <Text component="span" fz="sm">
              {t('opsMetrics.table.show')}
            </Text>
          </summary>
          <Table.ScrollContainer minWidth={240} mah={320}>
            <Table striped fz="sm">
              <Table.Caption>{t(METRIC_LABELS[view.metric].title)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('opsMetrics.table.day')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t(METRIC_LABELS[view.metric].title)}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.points.map((p) => (
                  <Table.Tr key={p.day}>
                    <Table.Td>{formatDate(p.day, locale, { month: 'short' })}</Table.Td>
                    <Table.Td ta="right">{format(p.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Stack>
    </Card>
  );
}
