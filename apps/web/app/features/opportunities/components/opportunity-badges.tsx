import type { TProviderOpportunity } from '@brifa/contracts';
import { Badge, Group } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { ACCESS_SOURCE_LABELS, FOLDER_LABELS, STATE_COLORS, STATE_LABELS } from '../opportunity-labels.ts';
import { hoursMinutesLeft, useNow } from '../use-now.ts';
import { LockIcon } from './client-card.tsx';

/** The 24 hours to respond, live while the match waits for the agency: "05:23 left" or "time is up". */
export function RespondCountdown({ match }: { match: Pick<TProviderOpportunity, 'Status' | 'RespondBy'> }) {
  const t = useT();
  const now = useNow();
  if (match.Status !== 'waiting') return null;
  const left = hoursMinutesLeft(match.RespondBy, now);
  return (
    <Badge
      color={left ? 'yellow' : 'red'}
      variant="light"
      // Yellow text on the light yellow badge is 2.7:1; dark text keeps the time readable.
      c={left ? 'dark.7' : undefined}
      data-testid="respond-countdown"
      title={t('opportunities.countdown.hint')}
    >
      {left ? t('opportunities.countdown.left', { time: left }) : t('opportunities.countdown.over')}
    </Badge>
  );
}

/** Where the brief stands, the countdown, the folder, access and the quote. */
export function OpportunityBadges({
  match,
  showFolder = true,
}: {
  match: TProviderOpportunity;
  showFolder?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Group gap={6} data-testid="opportunity-badges">
      {match.Folder === 'new' ? (
        <Badge color="orange" variant="filled">
          {t('brief.match.new')}
        </Badge>
      ) : null}
      <Badge color={STATE_COLORS[match.AgencyState]} variant="light" data-testid="state-badge">
        {t(STATE_LABELS[match.AgencyState])}
      </Badge>
      <RespondCountdown match={match} />
      {match.Status === 'declined' ? (
        <Badge color="gray" variant="outline">
          {t('opportunities.status.declined')}
        </Badge>
      ) : null}
      {match.HasAccess ? (
        <Badge color="green" variant="outline" data-testid="access-badge">
          {match.AccessSource
            ? t(ACCESS_SOURCE_LABELS[match.AccessSource])
            : t('opportunities.access.unlocked')}
        </Badge>
      ) : (
        <Badge color="gray" variant="outline" data-testid="access-badge">
          <LockIcon /> {t('opportunities.access.locked')}
        </Badge>
      )}
      {match.Quote ? (
        <Badge color="indigo" variant="light" data-testid="quote-badge">
          {t('opportunities.quote.badge', {
            amount: formatKurus(match.Quote.AmountKurus, locale, { currency: match.Quote.Currency }),
          })}
        </Badge>
      ) : null}
      {showFolder && match.Folder !== 'new' && match.Folder !== 'not_reviewed' && match.Folder !== 'won' ? (
        <Badge color="grape" variant="dot">
          {t(FOLDER_LABELS[match.Folder])}
        </Badge>
      ) : null}
    </Group>
  );
}
