import type { TAgencyNpsSummary } from '@brifa/contracts';
import { Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatNumber } from '../../../lib/money.ts';

/** The agency dashboard's satisfaction card: its clients' agreement scores (average, count, NPS, comments). */
export function AgencyNpsCard({ summary }: { summary: TAgencyNpsSummary }) {
  const t = useT();
  const locale = useLocale();
  const figure = (label: string, value: string) => (
    <Stack gap={0}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="agency-nps" data-testid="agency-nps">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="agency-nps">
          {t('nps.agency.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('nps.agency.help')}
        </Text>
        {summary.Count === 0 ? (
          <Text>{t('nps.agency.none')}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 3 }} spacing="sm">
              {figure(
                t('nps.agency.average'),
                formatNumber(summary.Average ?? 0, locale, { maximumFractionDigits: 1 }),
              )}
              {figure(t('nps.agency.count'), formatNumber(summary.Count, locale))}
              {figure(t('nps.agency.nps'), summary.Nps === null ? '—' : formatNumber(summary.Nps, locale))}
            </SimpleGrid>
            {summary.Latest.length > 0 ? (
              <>
                <Title order={3} fz="md">
                  {t('nps.agency.latest')}
                </Title>
                <List spacing="xs" listStyleType="none" pl={0}>
                  {summary.Latest.map((item) => (
                    <List.Item key={`${item.AnsweredAt}-${item.Comment}`}>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Text fw={700} miw={28}>
                          {formatNumber(item.Score, locale)}
                        </Text>
                        <Stack gap={0}>
                          <Text fz="sm">{item.Comment}</Text>
                          <Text fz="xs" c="dimmed">
                            {formatDate(item.AnsweredAt, locale)}
                          </Text>
                        </Stack>
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
