import type { TRunningCampaign } from '@brifa/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';

/** The coupon and leadcoin campaigns running now. */
export function CampaignList({ campaigns }: { campaigns: TRunningCampaign[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('suggestions.campaigns')}
      </Title>
      {campaigns.length === 0 ? (
        <Text c="dimmed">{t('suggestions.campaignsNone')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="campaign-list">
          {campaigns.map((campaign, index) => (
            <Card
              key={`${campaign.Kind}:${campaign.Code ?? index}`}
              withBorder
              radius="md"
              data-kind={campaign.Kind}
            >
              <Stack gap={6} h="100%">
                <Text fw={700}>{campaign.Title[locale]}</Text>
                <Text size="sm">{campaign.Body[locale]}</Text>
                {campaign.ValidTo ? (
                  <Text size="xs" c="dimmed">
                    {t('suggestions.campaignUntil', { date: formatDate(campaign.ValidTo, locale) })}
                  </Text>
                ) : null}
                <Group mt="auto">
                  <Button component={Link} to={campaign.Path} variant="subtle" size="xs" px={0}>
                    {t('suggestions.campaignOpen')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
