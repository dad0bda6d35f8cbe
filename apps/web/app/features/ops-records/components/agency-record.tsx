import type { TOpsAgency } from '@brifa/contracts';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { ActionDialog } from './action-dialog.tsx';
import { DebtsSection, SubscriptionsSection } from './agency-subscriptions.tsx';
import { CodeLabel, Facts, HistoryTable, SuspensionBadge, useActionStatus } from './record-parts.tsx';

/**
 * /ops/agencies/:id: the agency, its wallet, subscriptions, debts, reviews and history, with credit, suspension,
 * listing, verification, subscription (cancel, money back, extend) and review actions.
 */
export function AgencyRecord({ agency }: { agency: TOpsAgency }) {
  const t = useT();
  const locale = useLocale();
  const status = useActionStatus();
  const params = { id: agency.Id };
  const common = { params, subject: agency.Name, onDone: status.onDone };
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('opsRecords.agency.title', { name: agency.Name })}
        </Title>
        <Group gap="sm">
          <SuspensionBadge suspended={agency.Suspension.Suspended} reason={agency.Suspension.Reason} />
          <Badge color={agency.Listing.Hidden ? 'orange' : 'gray'} variant="light">
            {t(agency.Listing.Hidden ? 'opsRecords.state.hidden' : 'opsRecords.state.listed')}
          </Badge>
        </Group>
        <Facts
          items={[
            [
              'opsRecords.field.balance',
              <span key="b" data-testid="ops-balance">
                {formatKurus(agency.BalanceKurus, locale)}
              </span>,
            ],
            ['opsRecords.field.companyTitle', agency.CompanyTitle],
            ['opsRecords.field.taxNumber', agency.TaxNumber ?? '—'],
            ['opsRecords.field.owner', agency.OwnerName],
            ['opsRecords.field.email', agency.OwnerEmail],
            ['opsRecords.field.phone', agency.OwnerPhone],
            ['opsRecords.field.profileLevel', String(agency.ProfileLevel)],
          ]}
        />
      </Stack>
      {status.view}
      <Group gap="sm">
        <ActionDialog {...common} action="grant" texts="grant" reasonRequired extra="amount" />
        <ActionDialog {...common} action="takeBack" texts="takeBack" reasonRequired extra="amount" />
        {agency.Suspension.Suspended ? (
          <ActionDialog {...common} action="reinstateAgency" texts="reinstate" reasonRequired />
        ) : (
          <ActionDialog
            {...common}
            action="suspendAgency"
            texts="suspendAgency"
            reasonRequired
            tellsUser
            color="red"
          />
        )}
        {agency.Listing.Hidden ? (
          <ActionDialog {...common} action="show" texts="show" reasonRequired={false} />
        ) : (
          <ActionDialog {...common} action="hide" texts="hide" reasonRequired color="orange" />
        )}
        {agency.OwnerPhoneVerified ? null : (
          <ActionDialog {...common} action="resendAgency" texts="resend" reasonRequired={false} />
        )}
      </Group>
      <SubscriptionsSection agency={agency} onDone={status.onDone} />
      <DebtsSection agency={agency} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('opsRecords.agency.reviews')}
        </Title>
        {agency.Reviews.length === 0 ? (
          <Text c="dimmed">{t('opsRecords.agency.noReviews')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('opsRecords.table.name')}</Table.Th>
                  <Table.Th>{t('opsRecords.table.rating')}</Table.Th>
                  <Table.Th>{t('opsRecords.table.status')}</Table.Th>
                  <Table.Th>{t('opsRecords.table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agency.Reviews.map((review) => {
                  const published = review.Status === 'visible';
                  const pending = ['sent', 'verification', 'email_confirmation'].includes(review.Status);
                  const subject = `${review.ReviewerName} (${review.ReviewerCompany})`;
                  return (
                    <Table.Tr key={review.Id}>
                      <Table.Td>
                        <Text size="sm">{subject}</Text>
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {review.Text}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(review.CreatedAt, locale)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{review.Rating}</Table.Td>
                      <Table.Td>
                        <CodeLabel kind="review" code={review.Status} />
                      </Table.Td>
                      <Table.Td>
                        {published || pending ? (
                          <ActionDialog
                            params={{ id: agency.Id, reviewId: review.Id }}
                            subject={subject}
                            onDone={status.onDone}
                            action="review"
                            fixed={{ Action: published ? 'remove' : 'reject' }}
                            texts={published ? 'remove' : 'reject'}
                            reasonRequired
                            tellsUser
                            color="red"
                          />
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <HistoryTable entries={agency.History} />
    </Stack>
  );
}
