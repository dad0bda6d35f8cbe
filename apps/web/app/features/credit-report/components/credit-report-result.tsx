import { CREDIT_SCORE_BANDS, CREDIT_SCORE_MAX, type TCreditBand } from '@brifa/contracts';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, formatTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useCreditReport } from '../api/credit-report.ts';

export const BAND_LABEL: Record<TCreditBand, TMessageKey> = {
  perfect: 'creditReport.band.perfect',
  safe: 'creditReport.band.safe',
  sensitive: 'creditReport.band.sensitive',
  critical: 'creditReport.band.critical',
  unsafe: 'creditReport.band.unsafe',
};
/** What each band means for the reader. */
const BAND_MEANING: Record<TCreditBand, TMessageKey> = {
  perfect: 'creditReport.meaning.perfect',
  safe: 'creditReport.meaning.safe',
  sensitive: 'creditReport.meaning.sensitive',
  critical: 'creditReport.meaning.critical',
  unsafe: 'creditReport.meaning.unsafe',
};

/** Accessible colours per band (white text on the filled badge). */
export const BAND_COLOR: Record<TCreditBand, string> = {
  perfect: 'teal.9',
  safe: 'green.9',
  sensitive: 'yellow.9',
  critical: 'orange.9',
  unsafe: 'red.9',
};

/** /credit-rating-result?id=: pending (refreshing by itself) or the score, its band and what the band means. */
export function CreditReportResult({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const report = useCreditReport(id);

  if (report.isPending && id > 0) return <Loader aria-label="…" />;
  if (!report.data)
    return (
      <Stack gap="md">
        <Alert color="red">{t('creditReport.result.missing')}</Alert>
        <Button component={Link} to="/apply-credit" style={{ alignSelf: 'flex-start' }}>
          {t('creditReport.result.again')}
        </Button>
      </Stack>
    );

  const data = report.data;
  return (
    <Stack gap="lg">
      <Text>
        {t('creditReport.result.identity')}:{' '}
        <strong data-testid="masked-identity">{data.IdentityNumberMasked}</strong>
      </Text>
      {data.Status === 'pending' || data.Score === null || data.Band === null ? (
        <Alert color="blue" role="status">
          {t('creditReport.result.pending', { time: formatTime(data.AnswerBy, locale) })}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="lg" data-testid="credit-result">
          <Group gap="xl" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" c="dark.5">
                {t('creditReport.result.score')}
              </Text>
              <Text fz={40} fw={800} lh={1}>
                {t('creditReport.result.scoreOf', { score: data.Score, max: CREDIT_SCORE_MAX })}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" c="dark.5">
                {t('creditReport.result.band')}
              </Text>
              <Badge size="xl" color={BAND_COLOR[data.Band]} variant="filled">
                {t(BAND_LABEL[data.Band])}
              </Badge>
            </Stack>
          </Group>
          <Text mt="md">{t(BAND_MEANING[data.Band])}</Text>
          {data.AnsweredAt ? (
            <Text size="sm" c="dark.5" mt="xs">
              {t('creditReport.result.answeredAt', { date: formatDateTime(data.AnsweredAt, locale) })}
            </Text>
          ) : null}
        </Paper>
      )}
      <section aria-labelledby="bands-title">
        <Title order={2} size="h4" id="bands-title" mb="xs">
          {t('creditReport.scale')}
        </Title>
        <Table>
          <Table.Tbody>
            {CREDIT_SCORE_BANDS.map((entry) => (
              <Table.Tr
                key={entry.band}
                aria-current={entry.band === data.Band ? 'true' : undefined}
                fw={entry.band === data.Band ? 700 : undefined}
              >
                <Table.Td>{t('creditReport.bandRange', { min: entry.min, max: entry.max })}</Table.Td>
                <Table.Td>{t(BAND_LABEL[entry.band])}</Table.Td>
                <Table.Td visibleFrom="sm">{t(BAND_MEANING[entry.band])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <Button component={Link} to="/apply-credit" variant="light" style={{ alignSelf: 'flex-start' }}>
        {t('creditReport.result.again')}
      </Button>
    </Stack>
  );
}
