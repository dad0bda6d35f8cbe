import type { TAdvertisementSubscription } from '@brifa/contracts';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  SUBSCRIPTION_STATUS_COLOR,
  SUBSCRIPTION_STATUS_LABEL,
} from '../../../entities/subscription/subscription-status.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { AD_TYPE_KEYS } from '../ad-labels.ts';
import { expireAd } from '../api/ads-api.ts';

/** /premium/advertisement-subscriptions: the agency's ads, each ended now or at its period's end. */
export function AdSubscriptions({ initial }: { initial: TAdvertisementSubscription[] }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [ads, setAds] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'tr' ? 'tr-TR' : 'en-GB', { timeZone: 'Europe/Istanbul' });

  async function end(id: number, now: boolean) {
    setFailure(null);
    try {
      const changed = await expireAd(api, id, now);
      setAds((list) => list.map((ad) => (ad.Id === id ? changed : ad)));
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : t('ads.buy.failed'));
    }
  }

  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {ads.length === 0 ? (
        <Alert color="gray" title={t('ads.list.empty')}>
          <Button component={Link} to="/premium/advertisement" mt="xs">
            {t('ads.list.buy')}
          </Button>
        </Alert>
      ) : null}
      {ads.map((ad) => (
        <Card key={ad.Id} withBorder padding="md" data-testid="ad-subscription">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={700}>{t(AD_TYPE_KEYS[ad.Type])}</Text>
                <Badge color={SUBSCRIPTION_STATUS_COLOR[ad.Status]} variant="light">
                  {t(SUBSCRIPTION_STATUS_LABEL[ad.Status])}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('ads.list.period', { from: date(ad.StartsAt), to: date(ad.EndsAt) })}
                {ad.PriceKurus ? ` · ${formatKurus(ad.PriceKurus, locale)}` : ''}
              </Text>
              {ad.IncludedWithPackage ? (
                <Text size="sm" c="dimmed" data-testid="ad-included">
                  {t('ads.list.included')}
                </Text>
              ) : null}
            </Stack>
            {ad.Live ? (
              <Group gap="xs">
                {ad.Status === 'active' && !ad.IncludedWithPackage ? (
                  <Button variant="default" size="xs" onClick={() => end(ad.Id, false)}>
                    {t('ads.list.endAtPeriod')}
                  </Button>
                ) : null}
                <Button color="red" variant="light" size="xs" onClick={() => end(ad.Id, true)}>
                  {t('ads.list.endNow')}
                </Button>
              </Group>
            ) : null}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
