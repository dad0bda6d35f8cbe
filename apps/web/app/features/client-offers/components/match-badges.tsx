import type { TClientMatch } from '@brifa/contracts';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatRating } from '../../../lib/money.ts';

/** The agency's logo, or its initials when it has none. */
export function AgencyLogo({ match, size = 48 }: { match: TClientMatch; size?: number }) {
  const initials = match.Agency.Name.split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toLocaleUpperCase('tr');
  return (
    <Avatar src={match.Agency.LogoUrl} alt="" size={size} radius="md" color="indigo">
      {initials}
    </Avatar>
  );
}

/** Name, city and the rating line of the agency card. */
export function AgencyIdentity({ match, titleOrder }: { match: TClientMatch; titleOrder?: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      <AgencyLogo match={match} />
      <Stack gap={2} miw={0}>
        <Text
          component={titleOrder ? (`h${titleOrder}` as 'h2') : 'span'}
          fw={700}
          fz={titleOrder === 2 ? 20 : 'md'}
          m={0}
          lh={1.3}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="agency-name"
        >
          {match.Agency.Name}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            match.Agency.CityName,
            match.Agency.Rating > 0
              ? `★ ${formatRating(match.Agency.Rating, locale)}`
              : t('clientOffers.agency.noReviews'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}

/** Where this agency stands: new, its status, the client's own notes and the outcome of the brief. */
export function MatchBadges({ match }: { match: TClientMatch }) {
  const t = useT();
  return (
    <Group gap={6} data-testid="match-badges">
      {match.IsWon ? (
        <Badge color="teal" variant="filled">
          {t('clientOffers.outcome.won')}
        </Badge>
      ) : null}
      {match.AgencyState === 'agreed_with_another' ? (
        <Badge color="gray" variant="light">
          {t('brief.match.agreedWithAnother')}
        </Badge>
      ) : null}
      {match.IsSeen ? null : (
        <Badge color="orange" variant="filled">
          {t('brief.match.new')}
        </Badge>
      )}
      <Badge color={match.Status === 'responded' ? 'green' : 'blue'} variant="light">
        {match.Status === 'responded' ? t('clientOffers.status.responded') : t('clientOffers.status.waiting')}
      </Badge>
      {match.Mark === 'contacted' ? (
        <Badge color="indigo" variant="outline">
          {t('brief.match.contacted')}
        </Badge>
      ) : null}
      {match.Mark === 'not_interested' ? (
        <Badge color="gray" variant="outline">
          {t('brief.match.notInterested')}
        </Badge>
      ) : null}
      {match.IsWatchlisted ? (
        <Badge color="yellow" variant="light">
          ★ {t('clientOffers.badge.watchlisted')}
        </Badge>
      ) : null}
    </Group>
  );
}
