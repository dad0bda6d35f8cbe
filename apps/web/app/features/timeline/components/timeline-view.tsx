import type { TTimelineCard } from '@brifa/contracts';
import { TIMELINE_DAYS } from '@brifa/contracts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { TimelineCard } from './timeline-card.tsx';

/** /timeline: the marketplace's latest briefs and agreements as anonymous cards, and an entry to the flow. */
export function TimelineView({ cards, getOffers }: { cards: TTimelineCard[]; getOffers: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1} fz={{ base: 28, md: 36 }}>
          {t('timeline.title')}
        </Title>
        <Text c="dimmed" maw={760}>
          {t('timeline.subtitle')}
        </Text>
      </Stack>
      {cards.length === 0 ? (
        <Text c="dimmed">{t('timeline.empty', { days: TIMELINE_DAYS })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="timeline-cards">
          {cards.map((card) => (
            <TimelineCard key={card.Id} card={card} />
          ))}
        </SimpleGrid>
      )}
      <Card withBorder radius="md" padding="lg" bg="gray.0">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="lg">
            {t('timeline.cta.title')}
          </Title>
          <Text>{t('timeline.cta.text')}</Text>
          {getOffers}
        </Stack>
      </Card>
    </Stack>
  );
}
