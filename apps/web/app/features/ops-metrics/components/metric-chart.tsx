import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { formatDayMonth } from '../../../lib/date-time.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { formatMetric, type TMetricView } from '../metric-series.ts';

/**
 * One metric's days as a chart (@mantine/charts over recharts). Only /ops/metrics imports it, so recharts lands
 * in that route's chunks and no other page's. The picture is hidden from assistive technology: the card beside
 * it gives the same figures as a summary and a table.
 */
export function MetricChart({ view }: { view: TMetricView }) {
  const locale = useLocale();
  const data = view.points.map((p) => ({ day: formatDayMonth(p.day, locale), value: p.value }));
  const valueFormatter = (value: number) => formatMetric(value, view.kind, locale);
  const shared = {
    h: 180,
    data,
    dataKey: 'day',
    series: [{ name: 'value', color: 'orange.7' }],
    valueFormatter,
    tickLine: 'none' as const,
    gridAxis: 'y' as const,
    withTooltip: true,
    accessibilityLayer: false,
    yAxisProps: { width: view.kind === 'kurus' ? 84 : 44 },
    xAxisProps: { minTickGap: 16 },
  };
  return (
    <div aria-hidden="true">
      {view.chart === 'bar' ? (
        <BarChart {...shared} />
      ) : (
        <LineChart {...shared} curveType="monotone" withDots={false} connectNulls />
      )}
    </div>
  );
}
