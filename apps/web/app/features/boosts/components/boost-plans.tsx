import { DEFAULT_VAT_RATE_PERCENT, type TBasketItem } from '@brifa/contracts';
import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBillingInfoGate } from '../../../entities/billing/billing-info-dialog.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { BoostCheckout } from './boost-checkout.tsx';

/** The VAT inside a VAT-included price (the invoices' default rate). */
function vatOf(grossKurus: number): number {
  return Math.round((grossKurus * DEFAULT_VAT_RATE_PERCENT) / (100 + DEFAULT_VAT_RATE_PERCENT));
}

/** /premium/boost: what a boost does, the 10 and 30-day plans with their prices (VAT included), card checkout. */
export function BoostPlans({ items }: { items: TBasketItem[] }) {
  const t = useT();
  const locale = useLocale();
  const [buying, setBuying] = useState<TBasketItem | null>(null);
  const { requireBillingInfo, dialog } = useBillingInfoGate();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('boost.title')}</Title>
        <Text c="dimmed">{t('boost.subtitle')}</Text>
      </Stack>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('boost.what.title')}
        </Title>
        <List spacing={4} size="sm">
          <List.Item>{t('boost.what.matching')}</List.Item>
          <List.Item>{t('boost.what.directory')}</List.Item>
          <List.Item>{t('boost.what.queue')}</List.Item>
          <List.Item>{t('boost.what.pause')}</List.Item>
        </List>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {items.map((item) => {
          const price = item.PriceKurus ?? 0;
          const days = item.Days ?? 0;
          return (
            <Card key={item.Id} withBorder padding="lg" data-testid={`boost-plan-${days}`}>
              <Stack gap={6}>
                <Title order={2} size="h3">
                  {t('boost.plan.days', { days })}
                </Title>
                <Text size="xl" fw={700}>
                  {formatKurus(price, locale)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('boost.plan.vat', { vat: formatKurus(vatOf(price), locale, { cents: true }) })}
                </Text>
                <Text size="sm">
                  {t('boost.plan.perDay', {
                    amount: formatKurus(Math.round(price / Math.max(days, 1)), locale, { cents: true }),
                  })}
                </Text>
                <Button mt="sm" onClick={() => requireBillingInfo(() => setBuying(item))}>
                  {t('boost.plan.buy', { days })}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/premium/boost-subscriptions" variant="default">
          {t('boost.manage')}
        </Button>
      </Group>
      {dialog}
      {buying ? <BoostCheckout item={buying} onClose={() => setBuying(null)} /> : null}
    </Stack>
  );
}
