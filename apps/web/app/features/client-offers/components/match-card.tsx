import type { TClientMatch } from '@brifa/contracts';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { PRICING_MODEL_LABELS } from '../../../entities/brief/brief-labels.ts';
import { quotePriceText } from '../../../entities/brief/quote-price.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AgencyIdentity, MatchBadges } from './match-badges.tsx';

/** The quote's price, pricing model and duration on the card, so quotes compare at a glance. */
function CardQuote({ match }: { match: TClientMatch }) {
  const t = useT();
  const locale = useLocale();
  const quote = match.Quote;
  if (!quote) return null;
  return (
    <Group gap="xs" data-testid="card-quote" wrap="wrap">
      <Text fw={700} fz="lg" data-testid="card-quote-amount">
        {quotePriceText(quote, locale, t)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="card-quote-duration">
        {[
          t(PRICING_MODEL_LABELS[quote.PricingModel]),
          t('brief.quote.days', { days: quote.DurationDays }),
        ].join(' · ')}
      </Text>
    </Group>
  );
}

/** One agency on the offers list; the whole card opens its offer detail. */
export function MatchCard({
  match,
  selected,
  onOpen,
}: {
  match: TClientMatch;
  selected: boolean;
  onOpen: (id: number) => void;
}) {
  const t = useT();
  const reasons = match.Reasons.map((reason) => reason.Label).join(', ');
  return (
    <li>
      <UnstyledButton
        onClick={() => onOpen(match.Id)}
        aria-current={selected ? 'true' : undefined}
        data-testid="match-card"
        data-match-id={match.Id}
        w="100%"
        p="md"
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px solid ${selected ? 'var(--mantine-color-indigo-5)' : 'var(--mantine-color-gray-3)'}`,
          background: selected ? 'var(--mantine-color-indigo-0)' : 'var(--mantine-color-body)',
          boxShadow: selected ? '0 0 0 1px var(--mantine-color-indigo-5)' : undefined,
        }}
      >
        <Stack gap="xs">
          <AgencyIdentity match={match} />
          <MatchBadges match={match} />
          <CardQuote match={match} />
          {reasons ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {t('clientOffers.reasons.inline', { reasons })}
            </Text>
          ) : null}
        </Stack>
      </UnstyledButton>
    </li>
  );
}
