import {
  OPS_AUDIT_ACTIONS,
  OPS_SUBJECT_TYPES,
  type TAuditEntry,
  type TOperatorListItem,
} from '@brifa/contracts';
import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { Form, Link } from 'react-router';
import { auditActionLabel, subjectTypeLabel } from '../../../entities/ops/ops-labels.ts';
import { SubjectLink } from '../../../entities/ops/subject-link.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AuditChanges } from './audit-changes.tsx';

type TAuditPage = { Items: TAuditEntry[]; Total: number; Page: number; PageSize: number };

function pageLink(search: URLSearchParams, page: number) {
  const next = new URLSearchParams(search);
  if (page > 0) next.set('Page', String(page));
  else next.delete('Page');
  const query = next.toString();
  return `/ops/audit${query ? `?${query}` : ''}`;
}

/** /ops/audit: the filter (a GET form, so a filtered view is a link) and the rows, newest first. */
export function AuditLog({
  page,
  operators,
  search,
}: {
  page: TAuditPage;
  operators: TOperatorListItem[];
  search: URLSearchParams;
}) {
  const t = useT();
  const locale = useLocale();
  const value = (key: string) => search.get(key) ?? '';
  const any = { value: '', label: t('ops.audit.filter.any') };
  const pages = Math.max(1, Math.ceil(page.Total / page.PageSize));
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Form method="get" action="/ops/audit">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <NativeSelect
              name="OperatorId"
              label={t('ops.audit.filter.operator')}
              defaultValue={value('OperatorId')}
              data={[
                any,
                ...operators.map((o) => ({ value: String(o.Id), label: `${o.Name} (${o.Email})` })),
              ]}
            />
            <NativeSelect
              name="Action"
              label={t('ops.audit.filter.action')}
              defaultValue={value('Action')}
              data={[any, ...OPS_AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(t, a) }))]}
            />
            <NativeSelect
              name="SubjectType"
              label={t('ops.audit.filter.subjectType')}
              defaultValue={value('SubjectType')}
              data={[any, ...OPS_SUBJECT_TYPES.map((s) => ({ value: s, label: subjectTypeLabel(t, s) }))]}
            />
            <TextInput
              name="SubjectId"
              label={t('ops.audit.filter.subjectId')}
              defaultValue={value('SubjectId')}
            />
            <TextInput
              type="date"
              name="From"
              label={t('ops.audit.filter.from')}
              defaultValue={value('From')}
            />
            <TextInput type="date" name="To" label={t('ops.audit.filter.to')} defaultValue={value('To')} />
          </SimpleGrid>
          <Group mt="sm" gap="xs">
            <Button type="submit">{t('ops.audit.filter.apply')}</Button>
            <Button component={Link} to="/ops/audit" variant="default">
              {t('ops.audit.filter.clear')}
            </Button>
          </Group>
        </Form>
      </Card>

      <Text size="sm" c="dimmed" data-testid="ops-audit-total">
        {t('ops.audit.total', { count: page.Total })}
      </Text>
      {page.Items.length === 0 ? (
        <Text>{t('ops.audit.empty')}</Text>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" data-testid="ops-audit-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ops.audit.column.at')}</Table.Th>
                  <Table.Th>{t('ops.audit.column.operator')}</Table.Th>
                  <Table.Th>{t('ops.audit.column.action')}</Table.Th>
                  <Table.Th>{t('ops.audit.column.subject')}</Table.Th>
                  <Table.Th>{t('ops.audit.changes')}</Table.Th>
                  <Table.Th>{t('ops.audit.column.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.Items.map((row) => (
                  <Table.Tr key={row.Id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.At, locale)}</Table.Td>
                    <Table.Td>{row.Operator?.Name ?? t('ops.audit.system')}</Table.Td>
                    <Table.Td>{auditActionLabel(t, row.Action)}</Table.Td>
                    <Table.Td>
                      <SubjectLink type={row.SubjectType} id={row.SubjectId} />
                    </Table.Td>
                    <Table.Td>
                      <AuditChanges before={row.Before} after={row.After} />
                    </Table.Td>
                    <Table.Td>{row.Reason ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {pages > 1 ? (
        <Group justify="space-between">
          {page.Page > 0 ? (
            <Anchor component={Link} to={pageLink(search, page.Page - 1)}>
              {t('ops.audit.previous')}
            </Anchor>
          ) : (
            <span />
          )}
          <Text size="sm" c="dimmed">
            {page.Page + 1} / {pages}
          </Text>
          {page.Page + 1 < pages ? (
            <Anchor component={Link} to={pageLink(search, page.Page + 1)}>
              {t('ops.audit.next')}
            </Anchor>
          ) : (
            <span />
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
