import type { TOpsActionResult, TOpsAgency, TOpsSubscription } from '@brifa/contracts';
import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  SUBSCRIPTION_STATUS_COLOR,
  SUBSCRIPTION_STATUS_LABEL,
} from '../../../entities/subscription/subscription-status.ts';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { ActionDialog } from './action-dialog.tsx';
import { scrollableByKeyboard } from './record-parts.tsx';

const KIND_LABELS = {
  package: 'opsRecords.subs.kind.package',
  category: 'opsRecords.subs.kind.category',
  advertisement: 'opsRecords.subs.kind.advertisement',
  boost: 'opsRecords.subs.kind.boost',
  global_plus: 'opsRecords.subs.kind.global_plus',
} as const satisfies Record<TOpsSubscription['Kind'], TMessageKey>;

const AD_TYPE_LABELS: Record<string, TMessageKey> = {
  category_top: 'ads.type.category_top',
  agency_of_month: 'ads.type.agency_of_month',
  spotlight: 'ads.type.spotlight',
};

const SCOPE_LABELS: Record<string, TMessageKey> = {
  own_city: 'categorySubs.scope.own_city',
  regions: 'categorySubs.scope.regions',
  all_turkey: 'categorySubs.scope.all_turkey',
};

/** The plan, categories and scope of a subscription in a line. */
function useDetail() {
  const t = useT();
  return (s: TOpsSubscription): string => {
    if (s.Kind === 'package' && s.Plan) return s.Plan.charAt(0).toUpperCase() + s.Plan.slice(1);
    if (s.Kind === 'advertisement' && s.Plan) {
      const type = AD_TYPE_LABELS[s.Plan];
      return type ? t(type) : s.Plan;
    }
    if (s.Kind === 'category') {
      const scope = s.Scope ? SCOPE_LABELS[s.Scope] : undefined;
      return [s.CategoryNames.join(', '), scope ? t(scope) : null].filter(Boolean).join(' · ');
    }
    return '';
  };
}

/**
 * The agency's subscriptions of every kind (issue 19 item 10) with the operator's cancel, money back and extend,
 * each through the console's reason dialog.
 */
export function SubscriptionsSection({
  agency,
  onDone,
}: {
  agency: TOpsAgency;
  onDone: (result: TOpsActionResult) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const detail = useDetail();
  return (
    <Stack gap="sm" data-testid="ops-subscriptions">
      <Title order={2} size="h3">
        {t('opsRecords.subs.title')}
      </Title>
      {agency.Subscriptions.length === 0 ? (
        <Text c="dimmed">{t('opsRecords.subs.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('opsRecords.subs.what')}</Table.Th>
                <Table.Th>{t('opsRecords.subs.period')}</Table.Th>
                <Table.Th>{t('opsRecords.table.status')}</Table.Th>
                <Table.Th>{t('opsRecords.subs.price')}</Table.Th>
                <Table.Th>{t('opsRecords.table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agency.Subscriptions.map((s) => {
                const name = `${t(KIND_LABELS[s.Kind])} #${s.Id}`;
                const common = {
                  params: { id: agency.Id, subscriptionId: s.Id },
                  subject: name,
                  onDone,
                  reasonRequired: true,
                } as const;
                return (
                  <Table.Tr key={s.Id} data-testid={`ops-subscription-${s.Id}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      {detail(s) ? <Text size="sm">{detail(s)}</Text> : null}
                      {s.PackageSubscriptionId ? (
                        <Text size="xs" c="dimmed">
                          {t('opsRecords.subs.withPackage', { id: s.PackageSubscriptionId })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {formatDate(s.StartsAt, locale)} –{' '}
                        <span data-testid="ops-subscription-ends">{formatDateTime(s.EndsAt, locale)}</span>
                      </Text>
                      <Text size="xs" c="dimmed">
                        {s.PeriodMonths
                          ? t('opsRecords.subs.months', { count: s.PeriodMonths })
                          : s.Days
                            ? t('opsRecords.subs.days', { count: s.Days })
                            : null}{' '}
                        · {t(s.AutoRenew ? 'opsRecords.subs.renewsOn' : 'opsRecords.subs.renewsOff')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={SUBSCRIPTION_STATUS_COLOR[s.Status]} variant="light">
                        {t(SUBSCRIPTION_STATUS_LABEL[s.Status])}
                      </Badge>
                      {s.MoneyBackUntil ? (
                        <Text size="xs" c="dimmed">
                          {t('opsRecords.subs.moneyBackUntil', {
                            date: formatDateTime(s.MoneyBackUntil, locale),
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.PriceKurus === null ? '—' : formatKurus(s.PriceKurus, locale)}</Text>
                      {s.PaymentId ? (
                        <Anchor
                          component={Link}
                          to={`/ops/payments/${encodeURIComponent(s.PaymentId)}`}
                          size="xs"
                        >
                          {t('opsRecords.subs.payment')}
                        </Anchor>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {s.CanExtend ? (
                          <ActionDialog
                            {...common}
                            action="extendSubscription"
                            texts="extendSubscription"
                            extra="days"
                          />
                        ) : null}
                        {s.CanCancelNow ? (
                          <ActionDialog
                            {...common}
                            action="cancelSubscription"
                            texts="cancelSubscription"
                            extra="when"
                            whenOptions={s.CanCancelAtPeriodEnd ? ['period_end', 'now'] : ['now']}
                            color="red"
                          />
                        ) : null}
                        {s.MoneyBackUntil ? (
                          <ActionDialog {...common} action="moneyBack" texts="moneyBack" color="orange" />
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The agency's open debts: what, how much, since when, the renewal retries. */
export function DebtsSection({ agency }: { agency: TOpsAgency }) {
  const t = useT();
  const locale = useLocale();
  const total = agency.Debts.reduce((sum, debt) => sum + debt.AmountKurus, 0);
  return (
    <Stack gap="sm" data-testid="ops-debts">
      <Title order={2} size="h3">
        {t('opsRecords.debts.title')}
      </Title>
      {agency.Debts.length === 0 ? (
        <Text c="dimmed">{t('opsRecords.debts.none')}</Text>
      ) : (
        <>
          <Text fw={500}>{t('opsRecords.debts.total', { amount: formatKurus(total, locale) })}</Text>
          <Table.ScrollContainer
            minWidth={560}
            scrollAreaProps={scrollableByKeyboard(t('opsRecords.debts.title'))}
          >
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('opsRecords.debts.what')}</Table.Th>
                  <Table.Th>{t('opsRecords.debts.amount')}</Table.Th>
                  <Table.Th>{t('opsRecords.debts.since')}</Table.Th>
                  <Table.Th>{t('opsRecords.debts.retries')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agency.Debts.map((debt) => (
                  <Table.Tr key={debt.Id}>
                    <Table.Td>
                      <Text size="sm">
                        {t(
                          debt.Kind === 'commission'
                            ? 'opsRecords.debts.kind.commission'
                            : 'opsRecords.debts.kind.subscription',
                        )}
                        {debt.SubscriptionKind && debt.SubscriptionId
                          ? ` · ${t(KIND_LABELS[debt.SubscriptionKind])} #${debt.SubscriptionId}`
                          : ''}
                      </Text>
                      {debt.Description ? (
                        <Text size="xs" c="dimmed">
                          {debt.Description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatKurus(debt.AmountKurus, locale)}</Table.Td>
                    <Table.Td>{formatDateTime(debt.DueAt, locale)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{debt.Attempts}</Text>
                      <Text size="xs" c="dimmed">
                        {debt.NextAttemptAt
                          ? t('opsRecords.debts.nextRetry', {
                              date: formatDateTime(debt.NextAttemptAt, locale),
                            })
                          : t('opsRecords.debts.noRetry')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
