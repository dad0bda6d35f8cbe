import type { TOpsMetrics } from '@brifa/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
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
    <Card withBorder padding="md" component="section" aria-labelledby="ops-metric-nps">
      <Stack gap="xs">
        <Title order={2} fz="md" id="ops-metric-nps">
          {t('opsMetrics.nps.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('opsMetrics.nps.help', { days: data.Days })}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table fz="sm" data-testid="ops-nps">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('opsMetrics.nps.kind')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('opsMetrics.nps.score')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('opsMetrics.nps.count')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('opsMetrics.nps.promoters')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('opsMetrics.nps.detractors')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {num(row.figure.Nps)}
                  </Table.Td>
                  <Table.Td ta="right">{num(row.figure.Count)}</Table.Td>
                  <Table.Td ta="right">{num(row.figure.Promoters)}</Table.Td>
                  <Table.Td ta="right">{num(row.figure.Detractors)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
