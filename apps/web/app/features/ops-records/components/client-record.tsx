import type { TOpsClient } from '@brifa/contracts';
import { Anchor, Group, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { CodeLabel, Facts, HistoryTable, SuspensionBadge, useActionStatus } from './record-parts.tsx';

/** /ops/clients/:id: the client, its briefs, its history, and suspend / reinstate / resend verification. */
export function ClientRecord({ client }: { client: TOpsClient }) {
  const t = useT();
  const locale = useLocale();
  const status = useActionStatus();
  const params = { id: client.Id };
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('opsRecords.client.title', { name: client.Name })}
        </Title>
        <SuspensionBadge suspended={client.Suspension.Suspended} reason={client.Suspension.Reason} />
        <Facts
          items={[
            ['opsRecords.field.email', client.Email],
            ['opsRecords.field.phone', client.Phone],
            [
              client.PhoneVerified ? 'opsRecords.field.phoneVerified' : 'opsRecords.field.phoneNotVerified',
              client.PhoneVerified ? '✓' : '—',
            ],
            ['opsRecords.field.language', client.Language.toUpperCase()],
            ['opsRecords.field.created', formatDateTime(client.CreatedAt, locale)],
          ]}
        />
      </Stack>
      {status.view}
      <Group gap="sm">
        {client.Suspension.Suspended ? (
          <ActionDialog
            action="reinstateClient"
            params={params}
            texts="reinstate"
            subject={client.Name}
            reasonRequired
            onDone={status.onDone}
          />
        ) : (
          <ActionDialog
            action="suspendClient"
            params={params}
            texts="suspendClient"
            subject={client.Name}
            reasonRequired
            tellsUser
            color="red"
            onDone={status.onDone}
          />
        )}
        {client.PhoneVerified ? null : (
          <ActionDialog
            action="resendClient"
            params={params}
            texts="resend"
            subject={client.Name}
            reasonRequired={false}
            onDone={status.onDone}
          />
        )}
      </Group>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('opsRecords.client.briefs')}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('opsRecords.kind.brief')}</Table.Th>
                <Table.Th>{t('opsRecords.table.status')}</Table.Th>
                <Table.Th>{t('opsRecords.table.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {client.Briefs.map((brief) => (
                <Table.Tr key={brief.Key}>
                  <Table.Td>
                    <Anchor component={Link} to={`/ops/briefs/${brief.Key}`}>
                      {brief.CompanyName} ({brief.Key})
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <CodeLabel kind="brief" code={brief.State} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(brief.CreatedAt, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <HistoryTable entries={client.History} />
    </Stack>
  );
}
