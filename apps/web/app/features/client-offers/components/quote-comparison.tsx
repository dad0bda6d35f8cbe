import { PRICING_MODELS, QUOTE_COMPARE_MAX, type TClientMatch } from '@brifa/contracts';
import { Alert, Button, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PRICING_MODEL_LABELS } from '../../../entities/brief/brief-labels.ts';
import { QuoteLines, quotePriceText } from '../../../entities/brief/quote-price.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatRating } from '../../../lib/money.ts';
import { formatMinutes } from './format.ts';

type TQuoted = TClientMatch & { Quote: NonNullable<TClientMatch['Quote']> };

/**
 * The quotes to compare: those that came, at most QUOTE_COMPARE_MAX, grouped by pricing model (a monthly fee
 * is not cheaper than a project price) and cheapest first within each.
 */
export function comparableQuotes(matches: readonly TClientMatch[]): TQuoted[] {
  const model = (match: TQuoted) => PRICING_MODELS.indexOf(match.Quote.PricingModel);
  return matches
    .filter((match): match is TQuoted => match.Quote !== null)
    .sort((a, b) => model(a) - model(b) || a.Quote.AmountKurus - b.Quote.AmountKurus)
    .slice(0, QUOTE_COMPARE_MAX);
}

/** Minutes from the match to the agency's first answer (its response, or its quote when that came first). */
function responseMinutes(match: TQuoted): number {
  const answered = match.RespondedAt ?? match.Quote.SentAt;
  return Math.max(0, Math.round((Date.parse(answered) - Date.parse(match.MatchedAt)) / 60_000));
}

// On a 390 px phone the label and one agency fit with the next agency's edge showing, so it reads as scrollable.
const LABEL_WIDTH = 112;
const COLUMN_WIDTH = 184;

/**
 * The quotes side by side: one column per agency, one row per point (price, pricing model, duration, what is
 * included, rating, verified reviews, response time). The label column stays put while the agencies scroll
 * sideways, so a 390 px phone reads one or two agencies at a time beside the labels.
 */
export function QuoteComparison({
  matches,
  onOpen,
}: {
  matches: readonly TClientMatch[];
  onOpen: (id: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const quoted = comparableQuotes(matches);
  if (quoted.length < 2) {
    return (
      <Alert color="blue" data-testid="compare-too-few">
        {t('clientOffers.compare.tooFew')}
      </Alert>
    );
  }
  const rows: Array<{ key: string; label: string; cell: (match: TQuoted) => ReactNode }> = [
    {
      key: 'price',
      label: t('clientOffers.compare.price'),
      cell: (match) => (
        <Text fw={700} fz="lg">
          {quotePriceText(match.Quote, locale, t)}
        </Text>
      ),
    },
    {
      key: 'model',
      label: t('clientOffers.compare.model'),
      cell: (match) => t(PRICING_MODEL_LABELS[match.Quote.PricingModel]),
    },
    {
      key: 'duration',
      label: t('clientOffers.compare.duration'),
      cell: (match) => t('brief.quote.days', { days: match.Quote.DurationDays }),
    },
    {
      key: 'included',
      label: t('brief.quote.lines'),
      cell: (match) =>
        match.Quote.Lines.length > 0 ? (
          <QuoteLines quote={match.Quote} withTitle={false} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('clientOffers.compare.noLines')}
          </Text>
        ),
    },
    {
      key: 'rating',
      label: t('clientOffers.compare.rating'),
      cell: (match) =>
        match.Agency.Rating > 0
          ? `★ ${formatRating(match.Agency.Rating, locale)}`
          : t('clientOffers.agency.noReviews'),
    },
    {
      key: 'reviews',
      label: t('clientOffers.compare.verifiedReviews'),
      cell: (match) => t('clientOffers.compare.reviewCount', { count: match.Agency.VerifiedReviewCount }),
    },
    {
      key: 'response',
      label: t('clientOffers.compare.responseTime'),
      cell: (match) => formatMinutes(responseMinutes(match), t),
    },
  ];
  const sticky = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: 'var(--mantine-color-body)',
    width: LABEL_WIDTH,
    minWidth: LABEL_WIDTH,
  } as const;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="compare-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="compare-title">
          {t('clientOffers.compare.title', { count: quoted.length })}
        </Title>
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={8} data-testid="compare-scroll">
          <Table
            verticalSpacing="sm"
            horizontalSpacing="sm"
            style={{ minWidth: LABEL_WIDTH + quoted.length * COLUMN_WIDTH, tableLayout: 'fixed' }}
            aria-labelledby="compare-title"
            data-testid="quote-comparison"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Td style={sticky} />
                {quoted.map((match) => (
                  <Table.Th key={match.Id} scope="col" style={{ width: COLUMN_WIDTH, verticalAlign: 'top' }}>
                    <Stack gap={4} align="flex-start">
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="compare-agency">
                        {match.Agency.Name}
                      </Text>
                      <Button
                        variant="light"
                        size="compact-xs"
                        onClick={() => onOpen(match.Id)}
                        aria-label={t('clientOffers.compare.openNamed', { name: match.Agency.Name })}
                      >
                        {t('clientOffers.compare.open')}
                      </Button>
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-testid={`compare-row-${row.key}`}>
                  <Table.Th scope="row" style={{ ...sticky, verticalAlign: 'top' }}>
                    <Text size="sm" fw={600}>
                      {row.label}
                    </Text>
                  </Table.Th>
                  {quoted.map((match) => (
                    <Table.Td key={match.Id} style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                      {row.cell(match)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
