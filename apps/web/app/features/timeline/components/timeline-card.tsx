import type { TTimelineCard } from '@brifa/contracts';
import { categoryPagePath } from '@brifa/contracts/category-pages';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';

const HOUR = 60;
const DAY = 24 * HOUR;

function useFirstAnswer(minutes: number | null): string | null {
  const t = useT();
  if (minutes === null) return null;
  if (minutes < HOUR) return t('timeline.firstAnswer.minutes', { count: Math.max(1, minutes) });
  if (minutes < DAY) return t('timeline.firstAnswer.hours', { count: Math.round(minutes / HOUR) });
  return t('timeline.firstAnswer.days', { count: Math.round(minutes / DAY) });
}

/** One brief (or its agreement) on the public timeline: no names unless both sides agreed to be shown. */
export function TimelineCard({ card }: { card: TTimelineCard }) {
  const t = useT();
  const locale = useLocale();
  const firstAnswer = useFirstAnswer(card.FirstAnswerMinutes);
  const band = card.BudgetBand;
  const budget = !band
    ? t('timeline.budget.none')
    : band.MaxTl === null
      ? t('timeline.budget.over', { min: formatLira(band.MinTl, locale) })
      : band.MinTl === 0
        ? t('timeline.budget.upTo', { max: formatLira(band.MaxTl, locale) })
        : t('timeline.budget.between', {
            min: formatLira(band.MinTl, locale),
            max: formatLira(band.MaxTl, locale),
          });
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="timeline-card">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge color={card.Kind === 'agreement' ? 'teal' : 'indigo'} variant="light">
            {t(card.Kind === 'agreement' ? 'timeline.kind.agreement' : 'timeline.kind.brief')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('timeline.posted', { date: formatDate(card.Day, locale, { month: 'short' }) })}
          </Text>
        </Group>
        <Anchor component={Link} to={categoryPagePath(card.CategoryKey, locale)} fw={700} c="dark">
          {card.CategoryName}
        </Anchor>
        <Text size="sm" c="dimmed">
          {card.City ?? t('timeline.allTurkey')} · {budget}
        </Text>
        <Text size="sm">
          {card.AnsweredCount > 0
            ? t('timeline.answered', { count: card.AnsweredCount })
            : t('timeline.noAnswer')}
          {firstAnswer ? ` · ${firstAnswer}` : ''}
        </Text>
        {card.ClientCompany && card.Agency ? (
          <Text size="sm" fw={600} data-testid="timeline-names">
            {t('timeline.agreedWith', { client: card.ClientCompany, agency: card.Agency.Name })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
