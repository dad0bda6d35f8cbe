import type { TProviderOpportunity } from '@brifa/contracts';
import { Badge, Group } from '@mantine/core';
import { agencyMatchStatus } from '../../../entities/brief/match-status.ts';
import { quotePriceText } from '../../../entities/brief/quote-price.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { ACCESS_SOURCE_LABELS, FOLDER_LABELS } from '../opportunity-labels.ts';
import { hoursMinutesLeft, useNow } from '../use-now.ts';
import { LockIcon } from './client-card.tsx';

/** The facts of the agency's match the status mapping reads. */
export function agencyFacts(
  match: Pick<TProviderOpportunity, 'AgencyState' | 'Status' | 'Quote' | 'HasAccess'>,
) {
  return agencyMatchStatus({
    AgencyState: match.AgencyState,
    Status: match.Status,
    HasQuote: match.Quote !== null,
    HasAccess: match.HasAccess,
  });
}

/**
 * The 24 hours to respond, live while the match waits for the agency on an open brief: "05:23 left" or "time
 * is up". A brief decided, paused or closed shows no countdown (its status says why).
 */
export function RespondCountdown({
  match,
}: {
  match: Pick<TProviderOpportunity, 'AgencyState' | 'Status' | 'Quote' | 'HasAccess' | 'RespondBy'>;
}) {
  const t = useT();
  const now = useNow();
  if (!agencyFacts(match).countdown) return null;
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

/**
 * One status (entities/brief/match-status.ts) with its countdown, then facts beside it: access, the quote's
 * amount and the agency's own folder.
 */
export function OpportunityBadges({
  match,
  showFolder = true,
}: {
  match: TProviderOpportunity;
  showFolder?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const status = agencyFacts(match);
  const ownFolder =
    match.Folder === 'contacted' || match.Folder === 'not_interested' || match.Folder === 'follow';
  return (
    <Group gap={6} data-testid="opportunity-badges">
      <Badge color={status.color} variant="light" data-testid="state-badge" data-status={status.status}>
        {t(status.label)}
      </Badge>
      <RespondCountdown match={match} />
      {match.HasAccess ? (
        <Badge color="green" variant="outline" data-testid="access-badge">
          {match.AccessSource
            ? t(ACCESS_SOURCE_LABELS[match.AccessSource])
            : t('opportunities.access.unlocked')}
        </Badge>
      ) : status.actions.includes('unlock') ? (
        <Badge color="gray" variant="outline" data-testid="access-badge">
          <LockIcon /> {t('opportunities.access.locked')}
        </Badge>
      ) : null}
      {match.Quote ? (
        <Badge color="indigo" variant="light" data-testid="quote-badge">
          {t('opportunities.quote.badge', {
            amount: quotePriceText(match.Quote, locale, t),
          })}
        </Badge>
      ) : null}
      {showFolder && ownFolder ? (
        <Badge color="grape" variant="dot">
          {t(FOLDER_LABELS[match.Folder])}
        </Badge>
      ) : null}
    </Group>
  );
}
