import { Anchor, Badge, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useCreditReports } from '../api/credit-report.ts';
import { BAND_COLOR, BAND_LABEL } from './credit-report-result.tsx';

/** The person's earlier reports (all but the one shown above it), each opening its own result. */
export function CreditReportHistory({ exceptId }: { exceptId: number }) {
  const t = useT();
  const locale = useLocale();
  const reports = useCreditReports();
  const others = (reports.data ?? []).filter((report) => report.Id !== exceptId);
  if (!reports.data) return null;
  if (others.length === 0) {
    return exceptId > 0 ? null : <Text c="dark.5">{t('creditReport.history.empty')}</Text>;
  }
  return (
    <section aria-labelledby="credit-history-title">
      <Title order={2} size="h4" id="credit-history-title" mb="xs">
        {t('creditReport.history.title')}
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table data-testid="credit-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('creditReport.history.requestedAt')}</Table.Th>
              <Table.Th>{t('creditReport.result.identity')}</Table.Th>
              <Table.Th>{t('creditReport.history.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {others.map((report) => (
              <Table.Tr key={report.Id}>
                <Table.Td>
                  <Anchor component={Link} to={`/credit-rating-result?id=${report.Id}`}>
                    {formatDateTime(report.RequestedAt, locale)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{report.IdentityNumberMasked}</Table.Td>
                <Table.Td>
                  {report.Band && report.Score !== null ? (
                    <Badge color={BAND_COLOR[report.Band]} variant="filled">
                      {report.Score} · {t(BAND_LABEL[report.Band])}
                    </Badge>
                  ) : (
                    t('creditReport.history.pending')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
