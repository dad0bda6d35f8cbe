import type { TClientMatch } from '@brifa/contracts';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { clientMatchStatus } from '../../../entities/brief/match-status.ts';
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

/** The facts of a client's match the status mapping reads. */
export function clientFacts(match: TClientMatch) {
  return clientMatchStatus({
    AgencyState: match.AgencyState,
    Status: match.Status,
    HasQuote: match.Quote !== null,
    HasAccess: match.HasAccess,
  });
}

/**
 * Where this agency stands, as one status (entities/brief/match-status.ts), and beside it the client's own
 * notes: its mark and the watchlist (not statuses; shown only while the brief is still choosing).
 */
export function MatchBadges({ match }: { match: TClientMatch }) {
  const t = useT();
  const status = clientFacts(match);
  const notes = status.actions.includes('mark');
  return (
    <Group gap={6} data-testid="match-badges">
      <Badge color={status.color} variant="light" data-testid="match-status" data-status={status.status}>
        {t(status.label)}
      </Badge>
      {notes && match.Mark === 'contacted' ? (
        <Badge color="indigo" variant="outline">
          {t('brief.match.contacted')}
        </Badge>
      ) : null}
      {notes && match.Mark === 'not_interested' ? (
        <Badge color="gray" variant="outline">
          {t('brief.match.notInterested')}
        </Badge>
      ) : null}
      {match.AgencyReportsAgreed ? (
        <Badge color="teal" variant="outline" data-testid="agency-reports-agreed">
          {t('clientOffers.badge.reportsAgreed')}
        </Badge>
      ) : null}
      {notes && match.IsWatchlisted ? (
        <Badge color="yellow" variant="light" c="dark.7">
          ★ {t('clientOffers.badge.watchlisted')}
        </Badge>
      ) : null}
    </Group>
  );
}
