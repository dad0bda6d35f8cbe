import type { TOpsMetrics } from '@brifa/contracts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatNumber } from '../../../lib/money.ts';

/** Issue 20 item 3: the platform's NPS in the window, for Brifa and for the agencies clients agreed with. */
export function OpsNpsCard({ data }: { data: TOpsMetrics }) {
  const t = useT();
  const locale = useLocale();
  const num = (value: number | null) => (value === null ? '—' : formatNumber(value, locale));
  const rows = [
    { key: 'brifa', label: t('opsMetrics.nps.brifa'), figure: data.Nps.Brifa },
    { key: 'agreement', label: t('opsMetrics.nps.agreement'), figure: data.Nps.Agreement },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ops-metric-nps" data-testid="ops-nps">
      <Stack gap="xs">
        <Title order={2} fz="md" id="ops-metric-nps">
          {t('opsMetrics.nps.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('opsMetrics.nps.help', { days: data.Days })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {rows.map((row) => (
            <Stack key={row.key} gap={2} data-testid={`ops-nps-${row.key}`}>
              <Text fw={600}>{row.label}</Text>
              <Text fz={28} fw={700} lh={1.1}>
                {num(row.figure.Nps)}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('opsMetrics.nps.counts', {
                  count: row.figure.Count,
                  promoters: row.figure.Promoters,
                  detractors: row.figure.Detractors,
                })}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
