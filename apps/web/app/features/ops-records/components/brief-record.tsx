import type { TOpsBrief } from '@brifa/contracts';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { INVALID_LABELS } from '../code-labels.ts';
import { ActionDialog } from './action-dialog.tsx';
import { CodeLabel, Facts, HistoryTable, useActionStatus } from './record-parts.tsx';

/** /ops/briefs/:key: the brief, its matches (who paid), its history, and invalidate / invite. */
export function BriefRecord({ brief }: { brief: TOpsBrief }) {
  const t = useT();
  const locale = useLocale();
  const status = useActionStatus();
  const params = { key: brief.Key };
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('opsRecords.brief.title', { key: brief.Key })}
        </Title>
        <Facts
          items={[
            ['opsRecords.table.name', brief.CompanyName],
            [
              'opsRecords.field.client',
              <Anchor key="c" component={Link} to={`/ops/clients/${brief.ClientId}`}>
                {brief.ClientName}
              </Anchor>,
            ],
            ['opsRecords.field.email', brief.ClientEmail],
            ['opsRecords.field.state', <CodeLabel key="s" kind="brief" code={brief.State} />],
            ...(brief.InvalidReason
              ? [['opsRecords.field.invalidReason', t(INVALID_LABELS[brief.InvalidReason])] as const]
              : []),
            ['opsRecords.field.created', formatDateTime(brief.CreatedAt, locale)],
          ]}
        />
      </Stack>
      {status.view}
      <Group gap="sm">
        {brief.InvalidReason === null ? (
          <ActionDialog
            action="invalidate"
            params={params}
            texts="invalidate"
            subject={brief.Key}
            reasonRequired
            extra="invalidKind"
            color="red"
            onDone={status.onDone}
          />
        ) : null}
        <ActionDialog
          action="invite"
          params={params}
          texts="invite"
          subject={brief.Key}
          reasonRequired={false}
          extra="invite"
          onDone={status.onDone}
        />
      </Group>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('opsRecords.brief.matches')}
        </Title>
        {brief.Matches.length === 0 ? (
          <Text c="dimmed">{t('opsRecords.brief.noMatches')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('opsRecords.kind.agency')}</Table.Th>
                  <Table.Th>{t('opsRecords.table.status')}</Table.Th>
                  <Table.Th>{t('opsRecords.brief.fee')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {brief.Matches.map((match) => (
                  <Table.Tr key={match.Id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/ops/agencies/${match.AgencyId}`}>
                        {match.AgencyName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <CodeLabel kind="match" code={match.Status} />
                    </Table.Td>
                    <Table.Td>{match.FeeKurus === null ? '—' : formatKurus(match.FeeKurus, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <HistoryTable entries={brief.History} />
    </Stack>
  );
}
