import {
  DEFAULT_VAT_RATE_PERCENT,
  MONEY_BACK_DAYS,
  PACKAGE_CATEGORY_RIGHTS,
  PACKAGE_PERIOD_MONTHS,
  PACKAGE_PLANS,
  SUBSCRIPTION_WALLET_SHARE_PERCENT,
  splitGross,
  type TBasketItem,
  type TPackagePlan,
  type TPackageSubscription,
} from '@brifa/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useBillingInfoGate } from '../../../entities/billing/billing-info-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { expirePackageNow, packageMoneyBack } from '../api/packages-api.ts';

/** What the page hands the checkout (the payments feature's card pop-up, composed by the route). */
export type TRenderCheckout = (input: { item: TBasketItem; title: string; onClose: () => void }) => ReactNode;

type TProps = {
  items: readonly TBasketItem[];
  current: TPackageSubscription | null;
  renderCheckout: TRenderCheckout;
};

const PLAN_NAME: Record<TPackagePlan, string> = { lite: 'Lite', growth: 'Growth', elite: 'Elite' };

function priceOf(items: readonly TBasketItem[], plan: TPackagePlan, months: number): number | null {
  return (
    items.find((i) => i.Kind === 'package' && i.Plan === plan && i.PeriodMonths === months)?.PriceKurus ??
    null
  );
}

/**
 * /premium/products: the three packages with their category rights, the monthly price of the chosen period and
 * the 6-month and yearly totals (VAT included, its share stated), the 30-day money-back line; buying opens the card
 * checkout. With a live package its card says "current"; the others offer "cancel and upgrade".
 */
export function PackagesPanel({ items, current, renderCheckout }: TProps) {
  const t = useT();
  const locale = useLocale();
  const [months, setMonths] = useState<number>(12);
  const [buying, setBuying] = useState<TBasketItem | null>(null);
  const [upgradeTo, setUpgradeTo] = useState<TBasketItem | null>(null);
  // Before the first payment the billing-info pop-up asks whom to invoice (as the top-up does).
  const { requireBillingInfo, dialog: billingDialog } = useBillingInfoGate();
  const money = (kurus: number) => formatKurus(kurus, locale, { cents: kurus % 100 !== 0 });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('packages.title')}</Title>
        <Text c="dimmed">{t('packages.lead')}</Text>
      </Stack>
      {current ? (
        <Alert color="blue" data-testid="packages-current">
          {t('packages.current.line', {
            plan: PLAN_NAME[current.Plan],
            end: new Date(current.EndsAt).toLocaleDateString(locale === 'tr' ? 'tr-TR' : 'en-GB'),
            used: current.CategoryCount.Used,
            total: current.CategoryCount.Total,
          })}
        </Alert>
      ) : null}
      <SegmentedControl
        aria-label={t('packages.period')}
        value={String(months)}
        onChange={(value) => setMonths(Number(value))}
        data={PACKAGE_PERIOD_MONTHS.map((m) => ({
          value: String(m),
          label: m === 1 ? t('packages.period.monthly') : t('packages.period.months', { count: m }),
        }))}
        fullWidth
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {PACKAGE_PLANS.map((plan) => {
          const price = priceOf(items, plan, months);
          const item = items.find(
            (i) => i.Kind === 'package' && i.Plan === plan && i.PeriodMonths === months,
          );
          const sixMonths = priceOf(items, plan, 6);
          const year = priceOf(items, plan, 12);
          const isCurrent = current?.Plan === plan;
          const vat = price ? splitGross(price, DEFAULT_VAT_RATE_PERCENT).vatKurus : 0;
          return (
            <Card key={plan} withBorder padding="lg" radius="md" data-testid={`package-${plan}`}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h3">
                    {PLAN_NAME[plan]}
                  </Title>
                  {isCurrent ? (
                    <Badge color="green" data-testid="package-current-badge">
                      {t('packages.current.badge')}
                    </Badge>
                  ) : null}
                </Group>
                <Text fw={700} size="xl">
                  {price ? t('packages.perMonth', { amount: money(Math.round(price / months)) }) : '—'}
                </Text>
                <Text size="sm">
                  {price ? t('packages.periodTotal', { count: months, amount: money(price) }) : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('packages.vatIncluded', { rate: DEFAULT_VAT_RATE_PERCENT, vat: money(vat) })}
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>{t('packages.rights', { count: PACKAGE_CATEGORY_RIGHTS[plan] })}</List.Item>
                  {sixMonths ? (
                    <List.Item>{t('packages.sixMonths', { amount: money(sixMonths) })}</List.Item>
                  ) : null}
                  {year ? <List.Item>{t('packages.year', { amount: money(year) })}</List.Item> : null}
                  {plan === 'elite' ? <List.Item>{t('packages.elite.extras')}</List.Item> : null}
                </List>
                {isCurrent ? (
                  <Button variant="light" disabled>
                    {t('packages.current.badge')}
                  </Button>
                ) : current ? (
                  <Button
                    variant="default"
                    onClick={() => item && setUpgradeTo(item)}
                    disabled={!item}
                    data-testid={`package-upgrade-${plan}`}
                  >
                    {t('packages.upgrade')}
                  </Button>
                ) : (
                  <Button
                    onClick={() => item && requireBillingInfo(() => setBuying(item))}
                    disabled={!item}
                    data-testid={`package-buy-${plan}`}
                  >
                    {t('packages.buy')}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="sm" data-testid="packages-money-back">
        {t('packages.moneyBack', { days: MONEY_BACK_DAYS })}
      </Text>
      {billingDialog}
      {buying
        ? renderCheckout({
            item: buying,
            title: t('packages.checkout.title', { name: buying.Name[locale] }),
            onClose: () => setBuying(null),
          })
        : null}
      {upgradeTo && current ? (
        <UpgradeDialog
          current={current}
          target={upgradeTo}
          onClose={() => setUpgradeTo(null)}
          onCancelled={() => {
            const target = upgradeTo;
            setUpgradeTo(null);
            requireBillingInfo(() => setBuying(target));
          }}
        />
      ) : null}
    </Stack>
  );
}

/** "Cancel and upgrade": the current package ends now; within 30 days its money comes back, after that no refund. */
function UpgradeDialog({
  current,
  target,
  onClose,
  onCancelled,
}: {
  current: TPackageSubscription;
  target: TBasketItem;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const moneyBack = current.MoneyBackUntil !== null;

  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      if (moneyBack) await packageMoneyBack(api, current.Id);
      else await expirePackageNow(api, current.Id);
      await revalidator.revalidate();
      onCancelled();
    } catch (error) {
      setBusy(false);
      setFailure(error instanceof ApiRequestError ? error.message : t('packages.upgrade.failed'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('packages.upgrade.title', { name: target.Name[locale] })}>
      <Stack gap="md">
        <Text>
          {moneyBack
            ? t('packages.upgrade.moneyBack', {
                plan: PLAN_NAME[current.Plan],
                amount: formatKurus(current.PriceKurus ?? 0, locale, { cents: true }),
                days: MONEY_BACK_DAYS,
                share: SUBSCRIPTION_WALLET_SHARE_PERCENT,
              })
            : t('packages.upgrade.noRefund', { plan: PLAN_NAME[current.Plan], days: MONEY_BACK_DAYS })}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('packages.upgrade.keep')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => void cancel()}
            data-testid="package-upgrade-confirm"
          >
            {t('packages.upgrade.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /premium/products-global: the global brand's plus subscription, bought alone (Elite includes a year). */
export function GlobalPlusPanel({
  items,
  renderCheckout,
}: {
  items: readonly TBasketItem[];
  renderCheckout: TRenderCheckout;
}) {
  const t = useT();
  const locale = useLocale();
  const [buying, setBuying] = useState<TBasketItem | null>(null);
  const { requireBillingInfo, dialog: billingDialog } = useBillingInfoGate();
  return (
    <Stack gap="lg">
      {billingDialog}
      <Stack gap={4}>
        <Title order={1}>{t('packages.global.title')}</Title>
        <Text c="dimmed">{t('packages.global.lead')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {items.map((item) => (
          <Card key={item.Id} withBorder padding="lg" radius="md" data-testid={`global-${item.Id}`}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {item.Name[locale]}
              </Title>
              <Text fw={700} size="xl">
                {formatKurus(item.PriceKurus ?? 0, locale)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('packages.vatIncluded', {
                  rate: DEFAULT_VAT_RATE_PERCENT,
                  vat: formatKurus(
                    splitGross(item.PriceKurus ?? 0, DEFAULT_VAT_RATE_PERCENT).vatKurus,
                    locale,
                    {
                      cents: true,
                    },
                  ),
                })}
              </Text>
              <Text size="sm">{t('packages.global.elite')}</Text>
              <Button onClick={() => requireBillingInfo(() => setBuying(item))} data-testid="global-buy">
                {t('packages.buy')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {buying
        ? renderCheckout({
            item: buying,
            title: t('packages.checkout.title', { name: buying.Name[locale] }),
            onClose: () => setBuying(null),
          })
        : null}
    </Stack>
  );
}
