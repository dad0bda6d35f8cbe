import { bonusForTopUp, type TLeadcoinCampaignTier } from '@brifa/contracts';
import { Badge, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { formatDate } from '../../lib/date-time.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { formatKurus, formatPercent } from '../../lib/money.ts';

type TProps = {
  /** The active tiers, smallest top-up first (GET LeadcoinCampaign). */
  tiers: readonly TLeadcoinCampaignTier[];
  /** The amount typed elsewhere (the top-up pop-up), in kuruş; the panel highlights its tier and the next. */
  amountKurus?: number | null;
  /** Shows its own amount field (the wallet page, where no top-up form is open). */
  withAmountField?: boolean;
  headingOrder?: 2 | 3;
};

/** Which tier an amount reached and which one comes next (indexes into the tiers, or -1). */
export function tierPosition(tiers: readonly TLeadcoinCampaignTier[], amountKurus: number) {
  let reached = -1;
  tiers.forEach((tier, i) => {
    if (amountKurus >= tier.MinTopUpKurus) reached = i;
  });
  return { reached, next: reached + 1 < tiers.length ? reached + 1 : -1 };
}

/**
 * The LeadcoinCampaign's tiers ("Top up ₺5.000, get ₺500 bonus"): for a typed amount, the tier it reaches and the
 * next one are marked, with what the amount earns and what more the next tier needs.
 */
export function CampaignTiersPanel({
  tiers,
  amountKurus,
  withAmountField = false,
  headingOrder = 2,
}: TProps) {
  const t = useT();
  const locale = useLocale();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const typedKurus = /^\d{1,9}$/.test(typed) ? Number(typed) * 100 : null;
  const amount = amountKurus ?? (withAmountField ? typedKurus : null);
  const position = amount !== null && amount > 0 ? tierPosition(tiers, amount) : null;
  const money = (kurus: number) => formatKurus(kurus, locale);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="campaign-tiers">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={headingOrder} fz="lg">
            {t('billing.campaign.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.campaign.subtitle')}
          </Text>
        </Stack>
        {tiers.length === 0 ? (
          <Text size="sm">{t('billing.campaign.none')}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0} m={0}>
            {tiers.map((tier, i) => {
              const reached = position?.reached === i;
              const next = position?.next === i;
              return (
                <List.Item
                  key={tier.Id}
                  data-testid="campaign-tier"
                  data-state={reached ? 'reached' : next ? 'next' : undefined}
                  style={{
                    borderRadius: 8,
                    padding: '8px 12px',
                    border: `1px solid var(--mantine-color-${next ? 'orange-6' : reached ? 'teal-6' : 'gray-3'})`,
                    background: next
                      ? 'var(--mantine-color-orange-0)'
                      : reached
                        ? 'var(--mantine-color-teal-0)'
                        : undefined,
                  }}
                >
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0}>
                      <Text fw={600}>
                        {t('billing.campaign.tier', {
                          amount: money(tier.MinTopUpKurus),
                          bonus: money(tier.BonusAtMinimumKurus),
                        })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {tier.BonusPercent !== null
                          ? t('billing.campaign.tierPercent', {
                              percent: formatPercent(tier.BonusPercent / 100, locale),
                            })
                          : null}
                        {tier.BonusPercent !== null && tier.ValidTo ? ' · ' : null}
                        {tier.ValidTo
                          ? t('billing.campaign.until', { date: formatDate(tier.ValidTo, locale) })
                          : null}
                      </Text>
                    </Stack>
                    {reached ? (
                      <Badge color="teal" variant="light">
                        {t('billing.campaign.reached')}
                      </Badge>
                    ) : next ? (
                      <Badge color="orange" variant="light">
                        {t('billing.campaign.next')}
                      </Badge>
                    ) : null}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {withAmountField && amountKurus === undefined && tiers.length > 0 ? (
          <TextInput
            id={fieldId}
            label={t('billing.campaign.amountLabel')}
            description={t('billing.campaign.amountHint')}
            inputMode="numeric"
            autoComplete="off"
            maw={320}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, '').slice(0, 9))}
          />
        ) : null}
        <div aria-live="polite">
          {position && amount !== null && tiers.length > 0 ? (
            <Text size="sm" fw={500} c="teal" data-testid="campaign-estimate">
              {position.reached >= 0
                ? t('billing.campaign.earn', {
                    amount: money(amount),
                    bonus: money(bonusForTopUp(tiers, amount)),
                  })
                : t('billing.campaign.belowFirst', { amount: money(tiers[0]!.MinTopUpKurus) })}{' '}
              {position.next >= 0 && position.reached >= 0
                ? t('billing.campaign.toNext', {
                    more: money(tiers[position.next]!.MinTopUpKurus - amount),
                    bonus: money(tiers[position.next]!.BonusAtMinimumKurus),
                  })
                : null}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
